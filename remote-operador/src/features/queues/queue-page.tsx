import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '@soat/shared/i18n';
import { Card, Flex, Stack, Text } from '@soat/shared/ui';
import { LoadFailed, Loading } from '../../components/load-status';
import { BackToSummary, OperatorFrame } from '../../components/operator-frame';
import { useOperatorLoad } from '../../hooks/use-operator-load';
import { OPERATOR_NAMESPACE } from '../../lib/namespace';
import { age } from './queue-format';
import type { Queue } from './queues-api';

interface Props<T> {
  /** Key of the queue's texts under `queues.` (title, description, empty). */
  name: string;
  load: () => Promise<Queue<T>>;
  /** When the item started waiting (the list is oldest first). */
  since: (item: T) => string;
  itemKey: (item: T) => string;
  /** One item's card body; `remove` takes it off the list once handled. */
  renderItem: (item: T, remove: () => void) => ReactNode;
}

/**
 * A queue's page under /operador/colas: its count and oldest item, then each item oldest first as a card
 * (one column on a tablet, the same on a laptop with room to read). A refused session goes back to the
 * sign-in; any other fault shows in Spanish with a retry.
 */
export function QueuePage<T>({ name, load, since, itemKey, renderItem }: Props<T>) {
  const { t } = useTranslation(OPERATOR_NAMESPACE);
  const { state, retry, update } = useOperatorLoad(() => load(), [load]);
  const countRef = useRef<HTMLDivElement>(null);
  const [handled, setHandled] = useState(0);

  // the handled item's button goes away with it: the keyboard goes back to the queue's count
  useEffect(() => {
    if (handled > 0) countRef.current?.focus();
  }, [handled]);

  const remove = (key: string) => {
    setHandled((value) => value + 1);
    update((queue) => ({
      items: queue.items.filter((item) => itemKey(item) !== key),
      total: Math.max(0, queue.total - 1),
    }));
  };

  const title = t(`queues.${name}.title`);
  const oldest = state.status === 'ready' ? state.data.items[0] : undefined;
  return (
    <OperatorFrame title={title} description={t(`queues.${name}.description`)} wide aside={<BackToSummary />}>
      {state.status === 'loading' && <Loading text={t('queues.loading')} />}
      {state.status === 'failed' && <LoadFailed message={state.message} onRetry={retry} />}
      {state.status === 'ready' && (
        <Stack gap="4">
          <Stack gap="1" role="status" aria-live="polite" ref={countRef} tabIndex={-1}>
            <Text fontWeight="semibold">{t('queues.count', { count: state.data.total })}</Text>
            {oldest !== undefined && <Text color="fg.muted">{t('queues.oldest', { age: age(t, since(oldest)) })}</Text>}
          </Stack>
          {state.data.items.length === 0 ? (
            <Text>{t(`queues.${name}.empty`)}</Text>
          ) : (
            <Stack as="ul" gap="3" listStyleType="none" aria-label={title}>
              {state.data.items.map((item) => (
                <li key={itemKey(item)}>
                  <Card.Root size="sm">
                    <Card.Body gap="2">{renderItem(item, () => remove(itemKey(item)))}</Card.Body>
                  </Card.Root>
                </li>
              ))}
            </Stack>
          )}
        </Stack>
      )}
    </OperatorFrame>
  );
}

/** A label and its value, in a card's definition list. */
export function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Flex gap="2" wrap="wrap">
      <Text as="dt" color="fg.muted">
        {label}:
      </Text>
      <Text as="dd" fontWeight="medium" overflowWrap="anywhere">
        {children}
      </Text>
    </Flex>
  );
}
