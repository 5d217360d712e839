// What the board's drag and drop shares: the kinds of things dragged and the ids dnd-kit knows them by.
import { focusRing } from '../../components/focus-ring';

/** A card or a whole list. */
export type DragKind = 'card' | 'list';

/** dnd-kit's id of a list (cards go by their own id). */
export const listDragId = (listId: string) => `list:${listId}`;
/** dnd-kit's id of a list's cards area, where a card may be dropped (an empty list has only this). */
export const listDropId = (listId: string) => `cards-of:${listId}`;

/** The handle a card or list is dragged by. */
export const handleCss = {
  cursor: 'grab',
  touchAction: 'none',
  _focusVisible: focusRing,
} as const;
