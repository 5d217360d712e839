import { useTranslation } from '@soat/shared/i18n';
import { Link as RouterLink } from '@soat/shared/router';
import { Box, Button, Heading, HStack, List, Stack, Text, VisuallyHidden } from '@soat/shared/ui';
import { DEMO_NAMESPACE } from '../../lib/namespace';
import { folderCountKind } from '../../mock-api/lib/mailbox-folder-counts';
import type { MailSelection, SelectionKind } from './api/mailbox-api';
import { LabelDot } from './label-chips';
import { LabelManager } from './label-manager';
import { LayoutSetting } from './layout-setting';
import type { MailboxContext } from './mailbox-context';
import { mailboxPath } from './mailbox-paths';
import { useSelectionTitle } from './use-selection-title';
import { focusRing } from '../../components/focus-ring';

const linkCss = {
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: '2',
  px: '3',
  py: '1.5',
  rounded: 'md',
  _hover: { bg: 'colorPalette.subtle' },
  _focusVisible: focusRing,
  '&[aria-current=page]': { bg: 'colorPalette.subtle', fontWeight: 'semibold' },
} as const;

interface MailboxSidebarProps extends MailboxContext {
  selection: MailSelection;
}

/** The folders (with their counts), the filters and the labels, the label management and the layout setting. */
export function MailboxSidebar(props: MailboxSidebarProps) {
  const { nav, selection, onChanged, onLabelChange, managingLabels, onManageLabels } = props;
  const { t } = useTranslation(DEMO_NAMESPACE);
  const title = useSelectionTitle(nav);
  const countText = (slug: string, count: number) =>
    t(`mailbox.folderCount.${folderCountKind(slug) === 'total' ? 'total' : 'unread'}`, { count });
  const group = (kind: SelectionKind, items: { id: string; slug: string; count?: number; color?: string }[]) => (
    <Stack gap="1">
      <Heading as="h2" size="xs" color="fg.muted" textTransform="uppercase" px="3">
        {t(`mailbox.groups.${kind}`)}
      </Heading>
      <List.Root listStyle="none" aria-label={t(`mailbox.groups.${kind}`)}>
        {items.map((item) => {
          const current = selection.kind === kind && selection.slug === item.slug;
          return (
            <List.Item key={item.id}>
              <Box asChild css={linkCss}>
                <RouterLink to={mailboxPath({ kind, slug: item.slug })} aria-current={current ? 'page' : undefined}>
                  <HStack as="span" gap="2" minW="0">
                    {item.color && <LabelDot color={item.color} />}
                    <Text as="span" truncate>
                      {title({ kind, slug: item.slug })}
                      {/* the name says what the number beside it counts: "Bandeja de entrada (13 sin leer)" */}
                      {item.count ? <VisuallyHidden>{` (${countText(item.slug, item.count)})`}</VisuallyHidden> : null}
                    </Text>
                  </HStack>
                  {item.count ? (
                    <Text
                      as="span"
                      aria-hidden="true"
                      fontSize="xs"
                      fontWeight="semibold"
                      px="2"
                      rounded="full"
                      bg="bg.emphasized"
                    >
                      {item.count}
                    </Text>
                  ) : null}
                </RouterLink>
              </Box>
            </List.Item>
          );
        })}
      </List.Root>
    </Stack>
  );
  return (
    <Stack as="nav" aria-label={t('mailbox.panel')} gap="4" w={{ base: 'full', md: '64' }} flexShrink="0">
      {group('folder', nav.folders)}
      {group('filter', nav.filters)}
      {nav.labels.length > 0 ? (
        group('label', nav.labels)
      ) : (
        <Stack gap="1">
          <Heading as="h2" size="xs" color="fg.muted" textTransform="uppercase" px="3">
            {t('mailbox.groups.label')}
          </Heading>
          <Text px="3" fontSize="sm">
            {t('mailbox.labels.none')}
          </Text>
        </Stack>
      )}
      <Button
        size="sm"
        variant="outline"
        aria-expanded={managingLabels}
        onClick={() => onManageLabels(!managingLabels)}
      >
        {t('mailbox.labels.manage')}
      </Button>
      {managingLabels && <LabelManager labels={nav.labels} onChanged={onChanged} onLabelChange={onLabelChange} />}
      <LayoutSetting settings={nav.settings} onChanged={onChanged} />
    </Stack>
  );
}
