import { lazy } from 'react';
import { useTranslation } from '@soat/shared/i18n';
import { Box } from '@soat/shared/ui';
import { DEMO_NAMESPACE } from '../lib/namespace';
import { useDemoData } from '../lib/use-demo-data';
import { fetchFeed, type FeedKind } from './api/shell-api';
import { HeaderPanel } from './header-panel';

// the list and its actions arrive when a panel is first opened: the header (on every demo page) needs
// only the unread count
const FeedList = lazy(() =>
  import(/* webpackChunkName: "demo-shell-panels" */ './feed-list').then((module) => ({ default: module.FeedList })),
);

/** Notifications or messages: the header's button with how many are unread, and the panel with the list. */
export function FeedPanel({ kind }: { kind: FeedKind }) {
  const { t } = useTranslation(DEMO_NAMESPACE);
  const { state, reload } = useDemoData(kind, () => fetchFeed(kind));
  const unread = state.status === 'loaded' ? state.data.filter((item) => !item.read).length : 0;
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
      <FeedList kind={kind} state={state} reload={reload} />
    </HeaderPanel>
  );
}
