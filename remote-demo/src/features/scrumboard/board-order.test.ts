import type { BoardCard, BoardColumn } from './api/scrumboard-api';
import { cardMoves, listMoves, moveCard, moveItem, withCardMoves } from './board-order';

const card = (id: string, listId: string, position: number) =>
  ({
    id,
    listId,
    position,
    boardId: 'b',
    title: id,
    description: '',
    labels: [],
    members: [],
    dueDate: null,
  }) as BoardCard;
const column = (id: string, position: number, cards: BoardCard[]): BoardColumn => ({
  id,
  boardId: 'b',
  position,
  title: id,
  cards,
});
const board = () => [
  column('a', 65536, [card('a1', 'a', 65536), card('a2', 'a', 131072)]),
  column('b', 131072, [card('b1', 'b', 65536), card('b2', 'b', 131072)]),
  column('c', 196608, []),
];

describe("the scrumboard's order", () => {
  it('puts a card into another list at a place, numbering that list again 65536 apart', () => {
    const moved = moveCard(board(), 'a1', 'b', 1);
    expect(moved.map((item) => item.cards.map((each) => each.id))).toEqual([['a2'], ['b1', 'a1', 'b2'], []]);
    // a2 moves up in a, a1 goes to b between b1 and b2, b2 moves down; b1 stays
    expect(cardMoves(moved)).toEqual([
      { id: 'a2', listId: 'a', position: 65536 },
      { id: 'a1', listId: 'b', position: 131072 },
      { id: 'b2', listId: 'b', position: 196608 },
    ]);
    const saved = withCardMoves(moved, cardMoves(moved));
    expect(cardMoves(saved)).toEqual([]);
    expect(saved[1]!.cards[1]).toMatchObject({ id: 'a1', listId: 'b', position: 131072 });
  });

  it('puts a card into an empty list, and leaves a board alone for an unknown card or list', () => {
    expect(cardMoves(moveCard(board(), 'b2', 'c', 0))).toEqual([{ id: 'b2', listId: 'c', position: 65536 }]);
    expect(moveCard(board(), 'nope', 'c', 0)).toEqual(board());
    expect(moveCard(board(), 'a1', 'nope', 0)).toEqual(board());
  });

  it('moves a card within its list, and a list among the lists', () => {
    const [a, b, c] = board();
    const reordered = [{ ...a!, cards: moveItem(a!.cards, 1, 0) }, b!, c!];
    expect(cardMoves(reordered)).toEqual([
      { id: 'a2', listId: 'a', position: 65536 },
      { id: 'a1', listId: 'a', position: 131072 },
    ]);
    expect(listMoves(moveItem(board(), 2, 0))).toEqual([
      { id: 'c', position: 65536 },
      { id: 'a', position: 131072 },
      { id: 'b', position: 196608 },
    ]);
    expect(listMoves(board())).toEqual([]);
  });
});
