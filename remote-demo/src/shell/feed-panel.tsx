import { useTranslation } from '@soat/shared/i18n';
import { Box, Button, List, Stack, Text } from '@soat/shared/ui';
import { DEMO_NAMESPACE } from '../lib/namespace';
import { useDemoData } from '../lib/use-demo-data';
import { fetchFeed, markAllRead, type FeedKind } from './api/shell-api';
import { HeaderPanel } from './header-panel';

/** Notifications or messages: the list, how many are unread, and "mark all as read". */
export function FeedPanel({ kind }: { kind: FeedKind }) {
  const { t } = useTranslation(DEMO_NAMESPACE);
  const { state, reload } = useDemoData(kind, () => fetchFeed(kind));
  const items = state.status === 'loaded' ? state.data : [];
  const unread = items.filter((item) => !item.read).length;
  return (
    <HeaderPanel
      label={t(`shell.${kind}.title`)}
      badge={
        unread > 0 && (
          <Box as="span" bg="colorPalette.solid" color="colorPalette.contrast" rounded="full" px="1.5" fontSize="xs">
            {t(`shell.${kind}.unread`, { count: unread })}
          </Box>
        )
      }
    >
      <Stack gap="3">
        <Button size="xs" variant="outline" disabled={unread === 0} onClick={() => void markAllRead(kind).then(reload)}>
          {t('shell.markAllRead')}
        </Button>
        {items.length === 0 ? (
          <Text color="fg.muted">{t(`shell.${kind}.empty`)}</Text>
        ) : (
          <List.Root listStyle="none" gap="2">
            {items.map((item) => (
              <List.Item key={item.id} borderBottomWidth="1px" pb="2">
                <Text fontWeight={item.read ? 'normal' : 'semibold'}>
                  {item.title}
                  {!item.read && <Box as="span" srOnly>{` (${t('shell.unreadItem')})`}</Box>}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {item.description}
                </Text>
              </List.Item>
            ))}
          </List.Root>
        )}
      </Stack>
    </HeaderPanel>
  );
}
