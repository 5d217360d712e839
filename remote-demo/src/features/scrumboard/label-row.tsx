import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@soat/shared/i18n';
import { Button, HStack, Stack, Text } from '@soat/shared/ui';
import { DEMO_NAMESPACE } from '../../lib/namespace';
import type { BoardLabel } from './api/scrumboard-api';
import { TitleForm } from './title-form';

interface LabelRowProps {
  label: BoardLabel;
  /** how many of the board's cards carry it (the question before deleting says so) */
  cardCount: number;
  /** what is wrong with a new name (another label has it), or null */
  validate: (title: string) => string | null;
  /** Saves the new name; a rejection keeps what was typed and says it failed. */
  onRename: (title: string) => Promise<void>;
  onDelete: () => Promise<void>;
}

type Mode = 'view' | 'rename' | 'confirmDelete';

/** A label of the board: its name, renamed in place, or deleted after a question (from every card too). */
export function LabelRow({ label, cardCount, validate, onRename, onDelete }: LabelRowProps) {
  const { t } = useTranslation(DEMO_NAMESPACE);
  const [mode, setMode] = useState<Mode>('view');
  const [failed, setFailed] = useState(false);
  const renameButton = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const previousMode = useRef<Mode>('view');
  const title = label.title;

  // back from renaming or from the question: the focus goes to the button that started it
  useEffect(() => {
    if (mode === 'view' && previousMode.current === 'rename') renameButton.current?.focus();
    if (mode === 'view' && previousMode.current === 'confirmDelete') deleteButton.current?.focus();
    previousMode.current = mode;
  }, [mode]);

  const remove = async () => {
    setFailed(false);
    try {
      await onDelete();
    } catch {
      setFailed(true);
    }
  };

  if (mode === 'rename')
    return (
      <TitleForm
        label={t('scrumboard.labels.name', { title })}
        submitLabel={t('common.save')}
        initial={title}
        focusOnOpen
        validate={validate}
        onSubmit={async (next) => {
          await onRename(next);
          setMode('view');
        }}
        onCancel={() => setMode('view')}
      />
    );
  if (mode === 'confirmDelete')
    return (
      <Stack
        gap="2"
        role="group"
        aria-label={t('scrumboard.labels.delete', { title })}
        onKeyDown={(event) => {
          // Escape gives up the question, not the whole panel
          if (event.key !== 'Escape') return;
          event.stopPropagation();
          setMode('view');
        }}
      >
        <Text fontSize="sm">{t('scrumboard.labels.confirmDelete', { title, count: cardCount })}</Text>
        <HStack gap="2">
          <Button size="xs" colorPalette="red" onClick={() => void remove()}>
            {t('common.delete')}
          </Button>
          <Button size="xs" variant="outline" onClick={() => setMode('view')}>
            {t('common.cancel')}
          </Button>
        </HStack>
        {failed && (
          <Text role="alert" fontSize="sm" color="fg.error">
            {t('scrumboard.saveFailed')}
          </Text>
        )}
      </Stack>
    );
  return (
    <HStack gap="2" flexWrap="wrap">
      <Text flex="1" minW="24" wordBreak="break-word">
        {title}
      </Text>
      <HStack gap="2">
        <Button
          ref={renameButton}
          size="xs"
          variant="outline"
          aria-label={t('scrumboard.labels.rename', { title })}
          onClick={() => setMode('rename')}
        >
          {t('scrumboard.rename')}
        </Button>
        <Button
          ref={deleteButton}
          size="xs"
          variant="outline"
          colorPalette="red"
          aria-label={t('scrumboard.labels.delete', { title })}
          onClick={() => {
            setFailed(false);
            setMode('confirmDelete');
          }}
        >
          {t('common.delete')}
        </Button>
      </HStack>
    </HStack>
  );
}
