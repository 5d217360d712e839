import type { ReactNode } from 'react';
import { HStack, IconButton } from '@soat/shared/ui';

interface TagOptionProps {
  title: string;
  /** the delete button's name ("Eliminar la etiqueta …") */
  deleteLabel: string;
  onDelete: () => void;
  /** the checkbox that puts the tag on the item (controlled, or a form library's) */
  children: ReactNode;
}

/** A tag to tick for the item being edited, and the button that deletes the tag itself. */
export function TagOption({ title, deleteLabel, onDelete, children }: TagOptionProps) {
  return (
    <HStack gap="2">
      <HStack as="label" gap="2" flex="1">
        {children}
        {title}
      </HStack>
      <IconButton size="2xs" variant="ghost" aria-label={deleteLabel} onClick={onDelete}>
        ×
      </IconButton>
    </HStack>
  );
}
