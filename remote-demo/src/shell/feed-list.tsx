import { useRef, useState } from 'react';
import { useTranslation } from '@soat/shared/i18n';
import { Button, List, Stack, Text } from '@soat/shared/ui';
import { LoadState } from '../components/load-state';
import { DEMO_NAMESPACE } from '../lib/namespace';
import type { DemoDataState } from '../lib/use-demo-data';
import { deleteFeedItem, markAllRead, setFeedItemRead, type FeedItem, type FeedKind } from './api/shell-api';
import { FeedItemRow } from './feed-item-row';
import { useFocusWhenShown } from './use-focus-when-shown';

interface FeedListProps {
  kind: FeedKind;
  /** the list, as the header's button counts it */
  state: DemoDataState<FeedItem[]>;
  /** asks the mock API for the list again, after a change */
  reload: () => void;
}

/**
 * The panel of the notifications or the messages: "mark all as read", and each item with its link, marked
 * read or unread and deleted one at a time (POST toggle-read-status, DELETE ?id). A deleted item's
 * focus goes to the next one's delete button (the previous one's for the last), or to the empty list.
 */
export function FeedList({ kind, state, reload }: FeedListProps) {
  const { t } = useTranslation(DEMO_NAMESPACE);
  const [status, setStatus] = useState('');
  const [failed, setFailed] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const focusWhenShown = useFocusWhenShown(container);
  if (state.status !== 'loaded') return <LoadState state={state} onRetry={reload} />;
  const items = state.data;
  const unread = items.filter((item) => !item.read).length;

  const change = async (action: () => Promise<unknown>, done: string, focusKey?: string) => {
    setFailed(false);
    try {
      await action();
    } catch {
      setFailed(true);
      return;
    }
    if (focusKey) focusWhenShown(focusKey);
    setStatus(done);
    reload();
  };
  const toggleRead = (item: FeedItem) =>
    void change(
      () => setFeedItemRead(kind, item.id, !item.read),
      t(item.read ? `shell.${kind}.markedUnread` : `shell.${kind}.markedRead`),
    );
  const remove = (item: FeedItem, index: number) => {
    const next = items[index + 1] ?? items[index - 1];
    void change(() => deleteFeedItem(kind, item.id), t(`shell.${kind}.deleted`), next ? `delete:${next.id}` : 'empty');
  };

  return (
    <Stack ref={container} gap="3">
      {/* aria-disabled, not disabled: the focus stays on the button once everything is read */}
      <Button
        size="xs"
        variant="outline"
        aria-disabled={unread === 0}
        onClick={() => unread > 0 && void change(() => markAllRead(kind), t(`shell.${kind}.allRead`))}
      >
        {t('shell.markAllRead')}
      </Button>
      {items.length === 0 ? (
        // the focus comes here when the last item is deleted
        <Text color="fg.muted" tabIndex={-1} data-focus="empty" outline="none">
          {t(`shell.${kind}.empty`)}
        </Text>
      ) : (
        <List.Root listStyle="none" gap="2">
          {items.map((item, index) => (
            <FeedItemRow
              key={item.id}
              kind={kind}
              item={item}
              onToggleRead={() => toggleRead(item)}
              onDelete={() => remove(item, index)}
            />
          ))}
        </List.Root>
      )}
      {failed && (
        <Text role="alert" color="fg.error" fontSize="sm">
          {t('shell.changeFailed')}
        </Text>
      )}
      <Text role="status" srOnly>
        {status}
      </Text>
    </Stack>
  );
}
