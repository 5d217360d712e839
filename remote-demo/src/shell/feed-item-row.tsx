import { useTranslation } from '@soat/shared/i18n';
import { Link as RouterLink } from '@soat/shared/router';
import { Box, Button, HStack, Link, List, Text, VisuallyHidden } from '@soat/shared/ui';
import { Picture } from '../components/picture';
import { DEMO_NAMESPACE } from '../lib/namespace';
import type { FeedItem, FeedKind } from './api/shell-api';
import { useCloseHeaderPanel } from './header-panel';
import { panelHref } from './panel-link';

interface FeedItemRowProps {
  kind: FeedKind;
  item: FeedItem;
  onToggleRead: () => void;
  onDelete: () => void;
}

/**
 * A notification or a message: its title (a link when it has one of the demo's pages), its text, and its
 * two buttons, each named after the item for a screen reader ("Eliminar Documento aprobado").
 */
export function FeedItemRow({ kind, item, onToggleRead, onDelete }: FeedItemRowProps) {
  const { t } = useTranslation(DEMO_NAMESPACE);
  const closePanel = useCloseHeaderPanel();
  const href = panelHref(item.link);
  const title = (
    <>
      {item.title}
      {!item.read && <Box as="span" srOnly>{` (${t('shell.unreadItem')})`}</Box>}
    </>
  );
  return (
    <List.Item borderBottomWidth="1px" pb="2" display="grid" gridTemplateColumns="auto 1fr" columnGap="3">
      {/* the sender's picture beside a message (its name is the title): decorative */}
      {item.image && <Picture src={item.image} alt="" width={32} round gridRow="1 / span 3" mt="1" />}
      <Text fontWeight={item.read ? 'normal' : 'semibold'} gridColumn="2">
        {href ? (
          <Link asChild>
            <RouterLink to={href} onClick={closePanel}>
              {title}
            </RouterLink>
          </Link>
        ) : (
          title
        )}
      </Text>
      <Text fontSize="sm" color="fg.muted" gridColumn="2">
        {item.description}
      </Text>
      <HStack gap="1" mt="1" flexWrap="wrap" gridColumn="2">
        <Button size="xs" variant="ghost" onClick={onToggleRead}>
          {t(item.read ? `shell.${kind}.markUnread` : `shell.${kind}.markRead`)}
          <VisuallyHidden>{` ${item.title}`}</VisuallyHidden>
        </Button>
        <Button size="xs" variant="ghost" colorPalette="red" data-focus={`delete:${item.id}`} onClick={onDelete}>
          {t('common.delete')}
          <VisuallyHidden>{` ${item.title}`}</VisuallyHidden>
        </Button>
      </HStack>
    </List.Item>
  );
}
