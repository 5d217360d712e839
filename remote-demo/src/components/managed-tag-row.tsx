import { useId, useState, type ReactNode, type Ref } from 'react';
import { useTranslation } from '@soat/shared/i18n';
import { Button, HStack, IconButton, Input, Stack, Text } from '@soat/shared/ui';
import { DEMO_NAMESPACE } from '../lib/namespace';
import { focusOnMount } from './focus-on-mount';

/** A tag as the apps' mock endpoints answer it. */
export interface TagItem {
  id: string;
  title: string;
}

interface ManagedTagRowProps {
  tag: TagItem;
  /** where the caller's texts are (ManagedTagsField) */
  texts: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  renaming: boolean;
  onRenameStart: () => void;
  onRename: (title: string) => void;
  onRenameCancel: () => void;
  onDelete: () => void;
  /** why the title typed was refused */
  error?: string;
  renameButtonRef: Ref<HTMLButtonElement>;
  deleteButtonRef: Ref<HTMLButtonElement>;
}

/**
 * A tag to tick for the item, with the buttons that rename and delete it; renaming, its title in a text
 * field (Enter saves it, Escape gives up) with Save and Cancel.
 */
export function ManagedTagRow({
  tag,
  texts,
  checked,
  onCheckedChange,
  renaming,
  onRenameStart,
  onRename,
  onRenameCancel,
  onDelete,
  error,
  renameButtonRef,
  deleteButtonRef,
}: ManagedTagRowProps) {
  const { t } = useTranslation(DEMO_NAMESPACE);
  const deleteButton = (
    <IconButton
      ref={deleteButtonRef}
      size="2xs"
      variant="ghost"
      aria-label={t(`${texts}.delete`, { title: tag.title })}
      onClick={onDelete}
    >
      ×
    </IconButton>
  );
  if (renaming) {
    return (
      <TitleEditor
        tag={tag}
        texts={texts}
        error={error}
        onRename={onRename}
        onCancel={onRenameCancel}
        deleteButton={deleteButton}
      />
    );
  }
  return (
    <HStack gap="2">
      <HStack as="label" gap="2" flex="1">
        <input type="checkbox" checked={checked} onChange={(event) => onCheckedChange(event.target.checked)} />
        {tag.title}
      </HStack>
      <Button
        ref={renameButtonRef}
        size="2xs"
        variant="ghost"
        aria-label={t(`${texts}.renameOf`, { title: tag.title })}
        onClick={onRenameStart}
      >
        {t(`${texts}.rename`)}
      </Button>
      {deleteButton}
    </HStack>
  );
}

interface TitleEditorProps {
  tag: TagItem;
  texts: string;
  error?: string;
  onRename: (title: string) => void;
  onCancel: () => void;
  deleteButton: ReactNode;
}

/** The tag's title being changed; the field takes the focus as it opens. */
function TitleEditor({ tag, texts, error, onRename, onCancel, deleteButton }: TitleEditorProps) {
  const { t } = useTranslation(DEMO_NAMESPACE);
  const errorId = useId();
  const [title, setTitle] = useState(tag.title);
  return (
    <Stack gap="1">
      <HStack gap="2">
        <Input
          ref={focusOnMount}
          size="xs"
          flex="1"
          aria-label={t(`${texts}.titleOf`, { title: tag.title })}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter' && event.key !== 'Escape') return;
            // the rename's own keys: never the item's form submitted, nor a dialog around it closed
            event.preventDefault();
            event.stopPropagation();
            if (event.key === 'Enter') onRename(title);
            else onCancel();
          }}
        />
        <Button
          size="2xs"
          variant="outline"
          aria-label={t(`${texts}.saveOf`, { title: tag.title })}
          onClick={() => onRename(title)}
        >
          {t('common.save')}
        </Button>
        <Button size="2xs" variant="ghost" aria-label={t(`${texts}.cancelOf`, { title: tag.title })} onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        {deleteButton}
      </HStack>
      {error && (
        <Text id={errorId} role="alert" fontSize="sm" color="fg.error">
          {error}
        </Text>
      )}
    </Stack>
  );
}
