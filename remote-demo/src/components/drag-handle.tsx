import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';
import { IconButton } from '@soat/shared/ui';
import { focusRing } from './focus-ring';

// no touch-action: a finger on the handle drags the item instead of scrolling the page
const handleCss = { cursor: 'grab', touchAction: 'none', _focusVisible: focusRing } as const;

interface DragHandleProps {
  /** what it moves, for screen readers ("Mover la tarjeta …") */
  label: string;
  /** from dnd-kit's `useSortable`: the handle is its activator */
  activatorRef: (element: HTMLElement | null) => void;
  attributes: DraggableAttributes;
  listeners: DraggableSyntheticListeners;
}

/** The handle a sortable item is dragged by: pointer, or keyboard (space, arrows, space). */
export function DragHandle({ label, activatorRef, attributes, listeners }: DragHandleProps) {
  return (
    <IconButton
      ref={activatorRef}
      size="xs"
      variant="ghost"
      css={handleCss}
      {...attributes}
      {...listeners}
      aria-label={label}
    >
      <span aria-hidden="true">⠿</span>
    </IconButton>
  );
}
