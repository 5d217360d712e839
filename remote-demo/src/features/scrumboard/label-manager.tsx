import { useId, useState } from 'react';
import { useTranslation } from '@soat/shared/i18n';
import { Box, Card, CloseButton, Heading, HStack, List, Text } from '@soat/shared/ui';
import { focusOnMount } from '../../components/focus-on-mount';
import { DEMO_NAMESPACE } from '../../lib/namespace';
import type { BoardLabel } from './api/scrumboard-api';
import { LabelRow } from './label-row';
import { TitleForm } from './title-form';

interface LabelManagerProps {
  /** the panel's id, for the button that opens it */
  id: string;
  labels: BoardLabel[];
  /** how many of the board's cards carry the label */
  cardCount: (labelId: string) => number;
  onCreate: (title: string) => Promise<void>;
  onRename: (id: string, title: string) => Promise<void>;
  onDelete: (id: string) => Promise<void>;
  onClose: () => void;
}

const sameTitle = (a: string, b: string) => a.localeCompare(b, 'es', { sensitivity: 'accent' }) === 0;

/**
 * The board's labels: a new one, a new name, or deleted (from every card too). Two labels of a board
 * never share a name. The focus moves in as it opens; Escape or the close button closes it.
 */
export function LabelManager({ id, labels, cardCount, onCreate, onRename, onDelete, onClose }: LabelManagerProps) {
  const { t } = useTranslation(DEMO_NAMESPACE);
  const headingId = useId();
  const [done, setDone] = useState('');

  /** Another label (not `exceptId`) already has the title: say so instead of saving it. */
  const validate = (exceptId?: string) => (title: string) =>
    labels.some((label) => label.id !== exceptId && sameTitle(label.title, title))
      ? t('scrumboard.labels.taken', { title })
      : null;
  const remove = async (label: BoardLabel) => {
    await onDelete(label.id);
    setDone(t('scrumboard.labels.deleted', { title: label.title }));
    // its row and buttons went with it: the focus goes to the panel's title, not the page's body
    document.getElementById(headingId)?.focus();
  };

  return (
    <Card.Root
      as="section"
      id={id}
      aria-labelledby={headingId}
      maxW="xl"
      w="full"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || event.defaultPrevented) return;
        event.preventDefault();
        onClose();
      }}
    >
      <Card.Body gap="3">
        <HStack justify="space-between">
          <Heading as="h2" size="md" id={headingId} tabIndex={-1} ref={focusOnMount}>
            {t('scrumboard.labels.title')}
          </Heading>
          <CloseButton size="sm" aria-label={t('scrumboard.labels.close')} onClick={onClose} />
        </HStack>
        {labels.length === 0 ? (
          <Text fontSize="sm">{t('scrumboard.card.noLabels')}</Text>
        ) : (
          <List.Root listStyle="none" gap="2" aria-label={t('scrumboard.labels.list')}>
            {labels.map((label) => (
              <List.Item key={label.id}>
                <LabelRow
                  label={label}
                  cardCount={cardCount(label.id)}
                  validate={validate(label.id)}
                  onRename={async (title) => {
                    await onRename(label.id, title);
                    setDone(t('scrumboard.labels.renamed', { title }));
                  }}
                  onDelete={() => remove(label)}
                />
              </List.Item>
            ))}
          </List.Root>
        )}
        <TitleForm
          label={t('scrumboard.labels.newTitle')}
          submitLabel={t('scrumboard.labels.add')}
          validate={validate()}
          onSubmit={async (title) => {
            await onCreate(title);
            setDone(t('scrumboard.labels.added', { title }));
          }}
        />
        <Box role="status" aria-live="polite" fontSize="sm">
          {done}
        </Box>
      </Card.Body>
    </Card.Root>
  );
}
