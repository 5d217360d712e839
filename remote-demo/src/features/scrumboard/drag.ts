// What the board's drag and drop shares: the kinds of things dragged and the ids dnd-kit knows them by.
import type { Active, Over } from '@dnd-kit/core';

/** A card or a whole list. */
export type DragKind = 'card' | 'list';

/** dnd-kit's id of a list (cards go by their own id). */
export const listDragId = (listId: string) => `list:${listId}`;
/** dnd-kit's id of a list's cards area, where a card may be dropped (an empty list has only this). */
export const listDropId = (listId: string) => `cards-of:${listId}`;
/** The list's id back from either of its dnd-kit ids. */
export const listIdOf = (dragId: string) => dragId.replace(/^[^:]+:/, '');

/** What is dragged, or what it is over: a card, a list, or a list's cards area. */
export const kindOf = (item: Active | Over | null): DragKind | 'cards' | undefined =>
  (item?.data.current as { kind?: DragKind | 'cards' } | undefined)?.kind;
