// api/apps/scrumboard (SEED-SPEC §4, §7, §9): boards with members, one board's lists and cards by
// position with its labels, and every change to lists, cards and labels. New lists and cards without a
// position go last, one step (65536) after the last.
import { http, type HttpHandler } from 'msw';
import { assignKnown, expandIds, findById, mergeById, removeById, requireId, stripId, withIds } from './lib/collection';
import { apiPath, type MockContext } from './lib/context';
import { BadRequest, newId, ok, queryParam, readBody, recordField, recordsField, route, stringField } from './lib/http';
import { type Board, type BoardList, type Card, POSITION_STEP } from './seed/scrumboard';

const path = (endpoint: string) => apiPath(`apps/scrumboard/${endpoint}`);
const byPosition = <Item extends { position: number }>(a: Item, b: Item) => a.position - b.position;
const nextPosition = (items: { position: number }[]) =>
  Math.max(0, ...items.map((item) => item.position)) + POSITION_STEP;

export function scrumboardHandlers({ store }: MockContext): HttpHandler[] {
  const { members, boards, lists, cards, labels } = store.scrumboard;
  const withMembers = (board: Board) => ({ ...board, members: expandIds(board.members, members) });
  const withLabels = (card: Card) => ({ ...card, labels: expandIds(card.labels, labels) });
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
            .map(withLabels),
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
        return ok(withLabels(card));
      }),
    ),
    http.patch(
      path('board/card'),
      route(async ({ request }) => {
        const body = await readBody(request);
        const card = mergeById(cards, stringField(body, 'id'), withIds(recordField(body, 'card'), 'labels'));
        return ok(card ? withLabels(card) : null);
      }),
    ),
    http.patch(
      path('board/cards'),
      route(async ({ request }) =>
        ok(updateEach(cards, recordsField(await readBody(request), 'cards')).map(withLabels)),
      ),
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
