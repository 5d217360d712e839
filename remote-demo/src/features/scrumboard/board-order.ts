// Where lists and cards go after a drag, and which of them the mock API must be told about.
// Positions step 65536 as the template's server numbers them: after a move the
// list's cards (or the board's lists) are numbered again, 65536, 131072, … in their new order.
import type { BoardCard, BoardColumn, CardMove } from './api/scrumboard-api';

export const POSITION_STEP = 65536;

const positionAt = (index: number) => (index + 1) * POSITION_STEP;

/** The list holding the card, if any. */
export function columnOfCard(columns: BoardColumn[], cardId: string): BoardColumn | undefined {
  return columns.find((column) => column.cards.some((card) => card.id === cardId));
}

/** The card taken out of its list and put in `toListId` at `toIndex` (the card keeps its stored place until saved). */
export function moveCard(columns: BoardColumn[], cardId: string, toListId: string, toIndex: number): BoardColumn[] {
  const card = columnOfCard(columns, cardId)?.cards.find((item) => item.id === cardId);
  if (!card || !columns.some((column) => column.id === toListId)) return columns;
  const without = columns.map((column) => ({ ...column, cards: column.cards.filter((item) => item.id !== cardId) }));
  return without.map((column) => {
    if (column.id !== toListId) return column;
    const cards = [...column.cards];
    cards.splice(Math.max(0, Math.min(toIndex, cards.length)), 0, card);
    return { ...column, cards };
  });
}

/** One item moved from `from` to `to` in the array (the others keep their order). */
export function moveItem<Item>(items: Item[], from: number, to: number): Item[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/** The cards whose list or position differs from the order shown: what PATCH board/card/positions needs. */
export function cardMoves(columns: BoardColumn[]): CardMove[] {
  return columns.flatMap((column) =>
    column.cards
      .map((card, index) => ({ card, move: { id: card.id, listId: column.id, position: positionAt(index) } }))
      .filter(({ card, move }) => card.listId !== move.listId || card.position !== move.position)
      .map(({ move }) => move),
  );
}

/** The lists whose position differs from the order shown: what PATCH board/lists needs. */
export function listMoves(columns: BoardColumn[]): { id: string; position: number }[] {
  return columns
    .map((column, index) => ({ column, position: positionAt(index) }))
    .filter(({ column, position }) => column.position !== position)
    .map(({ column, position }) => ({ id: column.id, position }));
}

/** The columns with the moves saved: each card's list and position as the mock API now holds them. */
export function withCardMoves(columns: BoardColumn[], moves: CardMove[]): BoardColumn[] {
  const byId = new Map(moves.map((move) => [move.id, move]));
  const placed = (card: BoardCard) => {
    const move = byId.get(card.id);
    return move ? { ...card, listId: move.listId, position: move.position } : card;
  };
  return columns.map((column) => ({ ...column, cards: column.cards.map(placed) }));
}

/** The columns with the lists' new positions. */
export function withListMoves(columns: BoardColumn[], moves: { id: string; position: number }[]): BoardColumn[] {
  const byId = new Map(moves.map((move) => [move.id, move.position]));
  return columns.map((column) => ({ ...column, position: byId.get(column.id) ?? column.position }));
}
