// api/apps/scrumboard: boards with members, one board's lists and cards by
// position with its labels, and every change to lists, cards and labels. New lists and cards without a
// position go last, one step (65536) after the last.
// Cards also carry members (issue 27): the template's card has none, so the seed has none either;
// PATCH board/card takes them as it takes labels (ids or objects, answered expanded), from the board's members.
import { http, type HttpHandler } from 'msw';
import {
  assignKnown,
  expandIds,
  findById,
  idsOf,
  mergeById,
  removeById,
  requireId,
  stripId,
  withIds,
} from './lib/collection';
import { apiPath, type MockContext } from './lib/context';
import { BadRequest, newId, ok, queryParam, readBody, recordField, recordsField, route, stringField } from './lib/http';
import { type Board, type BoardList, type Card, POSITION_STEP } from './seed/scrumboard';

const path = (endpoint: string) => apiPath(`apps/scrumboard/${endpoint}`);
const byPosition = <Item extends { position: number }>(a: Item, b: Item) => a.position - b.position;
const nextPosition = (items: { position: number }[]) =>
  Math.max(0, ...items.map((item) => item.position)) + POSITION_STEP;

/** A stored card with the members assigned to it (ids; none until a PATCH gives it some). */
type StoredCard = Card & { members?: string[] };

export function scrumboardHandlers({ store }: MockContext): HttpHandler[] {
  const { members, boards, lists, cards, labels } = store.scrumboard;
  const withMembers = (board: Board) => ({ ...board, members: expandIds(board.members, members) });
  /** A card as replies carry it: its labels and members expanded. */
  const expanded = (card: StoredCard) => ({
    ...card,
    labels: expandIds(card.labels, labels),
    members: expandIds(card.members ?? [], members),
  });
  /** The member ids a change gives the card, each one of its board's members. */
  const cardMembers = (card: Card, change: unknown) => {
    const ids = idsOf(change, 'members');
    const boardMembers = findById(boards, card.boardId)?.members ?? [];
    if (ids.some((id) => !boardMembers.includes(id)))
      throw new BadRequest('Every member of a card must be a member of its board.');
    return [...new Set(ids)];
  };
  const updateEach = <Item extends { id: string }>(items: Item[], changes: Record<string, unknown>[]) =>
    changes
      .map((change) => mergeById(items, stringField(change, 'id'), change))
      .filter((item): item is Item => item !== null);

  return [
    http.get(path('boards'), () => ok(boards.map(withMembers))),
    http.get(path('board'), ({ request }) => {
      const board = findById(boards, queryParam(request, 'id'));
      if (!board) return ok(null);
      const boardLists = lists
        .filter((list) => list.boardId === board.id)
        .sort(byPosition)
        .map((list) => ({
          ...list,
          cards: cards
            .filter((card) => card.listId === list.id)
            .sort(byPosition)
            .map(expanded),
        }));
      return ok({
        ...withMembers(board),
        lists: boardLists,
        labels: labels.filter((label) => label.boardId === board.id),
      });
    }),
    http.post(
      path('board/list'),
      route(async ({ request }) => {
        const changes = recordField(await readBody(request), 'list');
        const boardId = stringField(changes, 'boardId');
        const blank: BoardList = {
          id: newId(),
          boardId,
          position: nextPosition(lists.filter((list) => list.boardId === boardId)),
          title: '',
        };
        const list = assignKnown(blank, changes);
        lists.push(list);
        return ok(list);
      }),
    ),
    http.patch(
      path('board/list'),
      route(async ({ request }) => {
        const list = recordField(await readBody(request), 'list');
        return ok(mergeById(lists, stringField(list, 'id'), list));
      }),
    ),
    http.patch(
      path('board/lists'),
      route(async ({ request }) => ok(updateEach(lists, recordsField(await readBody(request), 'lists')))),
    ),
    http.delete(
      path('board/list'),
      route(({ request }) => {
        const id = requireId(queryParam(request, 'id'));
        removeById(lists, id);
        const kept = cards.filter((card) => card.listId !== id);
        cards.splice(0, cards.length, ...kept);
        return ok(true);
      }),
    ),
    http.put(
      path('board/card'),
      route(async ({ request }) => {
        const changes = recordField(await readBody(request), 'card');
        const listId = stringField(changes, 'listId');
        const blank: Card = {
          id: newId(),
          boardId: findById(lists, listId)?.boardId ?? '',
          listId,
          position: nextPosition(cards.filter((card) => card.listId === listId)),
          title: '',
          description: '',
          labels: [],
          dueDate: null,
        };
        const card = assignKnown(blank, withIds(changes, 'labels'));
        cards.push(card);
        return ok(expanded(card));
      }),
    ),
    http.patch(
      path('board/card'),
      route(async ({ request }) => {
        const body = await readBody(request);
        const { members: memberChange, ...changes } = recordField(body, 'card');
        const card: StoredCard | null = findById(cards, stringField(body, 'id'));
        if (!card) return ok(null);
        // both checked before either is stored
        const assigned = memberChange === undefined ? card.members : cardMembers(card, memberChange);
        assignKnown(card, withIds(changes, 'labels'));
        if (assigned) card.members = assigned;
        return ok(expanded(card));
      }),
    ),
    http.patch(
      path('board/cards'),
      route(async ({ request }) => {
        // members change only through PATCH board/card, which checks them against the board
        const changes = recordsField(await readBody(request), 'cards').map(
          ({ members: _members, ...change }) => change,
        );
        return ok(updateEach(cards, changes).map(expanded));
      }),
    ),
    http.delete(
      path('board/card'),
      route(({ request }) => {
        removeById(cards, requireId(queryParam(request, 'id')));
        return ok(true);
      }),
    ),
    http.patch(
      path('board/card/positions'),
      route(async ({ request }) => {
        const moves = recordsField(await readBody(request), 'cards').map((card) => {
          if (typeof card.position !== 'number') throw new BadRequest('Every card needs a numeric "position".');
          return {
            id: card.id,
            position: card.position,
            ...(typeof card.listId === 'string' ? { listId: card.listId } : {}),
          };
        });
        return ok(updateEach(cards, moves));
      }),
    ),
    http.get(path('board/labels'), ({ request }) =>
      ok(labels.filter((label) => label.boardId === queryParam(request, 'boardId'))),
    ),
    http.put(
      path('board/label'),
      route(async ({ request }) => {
        const changes = recordField(await readBody(request), 'label');
        const label = { id: newId(), boardId: stringField(changes, 'boardId'), title: stringField(changes, 'title') };
        labels.unshift(label);
        return ok(label);
      }),
    ),
    http.patch(
      path('board/label'),
      route(async ({ request }) => {
        const body = await readBody(request);
        return ok(mergeById(labels, stringField(body, 'id'), recordField(body, 'label')));
      }),
    ),
    http.delete(
      path('board/label'),
      route(({ request }) => {
        const id = requireId(queryParam(request, 'id'));
        removeById(labels, id);
        stripId(cards, 'labels', id);
        return ok(true);
      }),
    ),
  ];
}
