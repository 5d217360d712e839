import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '@soat/shared/i18n';
import { Button, HStack, Stack, Text } from '@soat/shared/ui';
import { DEMO_NAMESPACE } from '../../lib/namespace';
import { TitleForm } from './title-form';

interface RenameOrDeleteProps {
  title: string;
  /** the new title's field */
  fieldLabel: string;
  /** the Rename button's name ("Renombrar la lista …") */
  renameLabel: string;
  /** the Delete button's name, and the question's */
  deleteLabel: string;
  /** the question asked before deleting (what goes with it) */
  question: string;
  /** what is wrong with a new title (another one has it), or null */
  validate?: (title: string) => string | null;
  /** Saves the new title; a rejection keeps what was typed and says it failed. */
  onRename: (title: string) => Promise<void>;
  /** Deletes it; a rejection keeps the question and says it failed. */
  onDelete: () => Promise<void>;
  /** beside the buttons, replaced with them while renaming or asking (a label's name) */
  children?: ReactNode;
}

type Mode = 'view' | 'rename' | 'confirmDelete';

/**
 * The Rename and Delete buttons of a board's list or label: renaming, a form in their place; deleting, a
 * question first (its Cancel button or Escape gives it up). Back from either, the focus goes to the button
 * that opened it.
 */
export function RenameOrDelete({
  title,
  fieldLabel,
  renameLabel,
  deleteLabel,
  question,
  validate,
  onRename,
  onDelete,
  children,
}: RenameOrDeleteProps) {
  const { t } = useTranslation(DEMO_NAMESPACE);
  const [mode, setMode] = useState<Mode>('view');
  const [failed, setFailed] = useState(false);
  const renameButton = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const previousMode = useRef<Mode>('view');

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
        label={fieldLabel}
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
        aria-label={deleteLabel}
        onKeyDown={(event) => {
          // Escape gives up the question, not a panel around it
          if (event.key !== 'Escape') return;
          event.stopPropagation();
          setMode('view');
        }}
      >
        <Text fontSize="sm">{question}</Text>
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
  const buttons = (
    <HStack gap="2">
      <Button ref={renameButton} size="xs" variant="outline" aria-label={renameLabel} onClick={() => setMode('rename')}>
        {t('scrumboard.rename')}
      </Button>
      <Button
        ref={deleteButton}
        size="xs"
        variant="outline"
        colorPalette="red"
        aria-label={deleteLabel}
        onClick={() => {
          setFailed(false);
          setMode('confirmDelete');
        }}
      >
        {t('common.delete')}
      </Button>
    </HStack>
  );
  if (!children) return buttons;
  return (
    <HStack gap="2" flexWrap="wrap">
      {children}
      {buttons}
    </HStack>
  );
}
