/** @jest-environment node */
import { BOARD_LIST_TITLES, type BoardList, type Card, POSITION_STEP } from './seed/scrumboard';
import { createTestApi } from './testing/mock-client';

const SCRUM = 'api/apps/scrumboard';
const positions = (items: { position: number }[]) => items.map((item) => item.position);
const ascending = (values: number[]) => [...values].sort((a, b) => a - b);

describe('the scrumboard seed', () => {
  const { boards, lists, cards, labels, members } = createTestApi().store.scrumboard;

  it('gives every board the lists To do, In progress, In review and Completed, 65536 apart', () => {
    for (const board of boards) {
      const boardLists = lists.filter((list) => list.boardId === board.id).sort((a, b) => a.position - b.position);
      expect(boardLists.map((list) => list.title)).toEqual(['To do', 'In progress', 'In review', 'Completed']);
      expect(positions(boardLists)).toEqual([65536, 131072, 196608, 262144]);
    }
  });

  it('keeps cards in lists of their board with labels of their board, members known', () => {
    const memberIds = new Set(members.map((member) => member.id));
    for (const board of boards) for (const id of board.members) expect(memberIds.has(id)).toBe(true);
    for (const card of cards) {
      expect(lists.find((list) => list.id === card.listId)?.boardId).toBe(card.boardId);
      expect(card.position % POSITION_STEP).toBe(0);
      for (const id of card.labels) expect(labels.find((label) => label.id === id)?.boardId).toBe(card.boardId);
    }
  });
});

describe('api/apps/scrumboard', () => {
  it('GET boards answers the boards with their members expanded', async () => {
    const { get, store } = createTestApi();
    const { body } = await get(`${SCRUM}/boards`);
    expect(body).toHaveLength(store.scrumboard.boards.length);
    expect(body[0].members[0]).toEqual(
      store.scrumboard.members.find((member) => member.id === store.scrumboard.boards[0]!.members[0]),
    );
  });

  it('GET board answers its lists by position, each with its cards by position, and its labels', async () => {
    const { get, store } = createTestApi();
    const board = store.scrumboard.boards[1]!;
    const { body } = await get(`${SCRUM}/board?id=${board.id}`);
    expect(body.lists.map((list: BoardList) => list.title)).toEqual(BOARD_LIST_TITLES);
    expect(positions(body.lists)).toEqual(ascending(positions(body.lists)));
    for (const list of body.lists) {
      expect(list.cards.length).toBeGreaterThan(0);
      expect(positions(list.cards)).toEqual(ascending(positions(list.cards)));
      for (const card of list.cards) {
        expect(card.listId).toBe(list.id);
        const stored = store.scrumboard.cards.find((item) => item.id === card.id)!;
        expect(card.labels).toEqual(
          stored.labels.map((id) => store.scrumboard.labels.find((label) => label.id === id)),
        );
      }
    }
    expect(body.labels).toEqual(store.scrumboard.labels.filter((label) => label.boardId === board.id));
    expect((await get(`${SCRUM}/board?id=nope`)).body).toBeNull();
  });

  it('POST board/list adds a list one step after the last', async () => {
    const { post, store } = createTestApi();
    const boardId = store.scrumboard.boards[0]!.id;
    const { body } = await post(`${SCRUM}/board/list`, { list: { boardId, title: 'Blocked' } });
    expect(body).toEqual({ id: expect.any(String), boardId, title: 'Blocked', position: 5 * POSITION_STEP });
  });

  it('PATCH board/list and board/lists update lists', async () => {
    const { patch, store } = createTestApi();
    const [first, second] = store.scrumboard.lists;
    expect((await patch(`${SCRUM}/board/list`, { list: { id: first!.id, title: 'Hecho' } })).body.title).toBe('Hecho');
    const { body } = await patch(`${SCRUM}/board/lists`, {
      lists: [
        { id: first!.id, position: 7 },
        { id: second!.id, position: 8 },
      ],
    });
    expect(positions(body)).toEqual([7, 8]);
  });

  it('DELETE board/list removes the list and its cards', async () => {
    const { delete: remove, store } = createTestApi();
    const listId = store.scrumboard.lists[0]!.id;
    expect(store.scrumboard.cards.some((card) => card.listId === listId)).toBe(true);
    expect((await remove(`${SCRUM}/board/list?id=${listId}`)).body).toBe(true);
    expect(store.scrumboard.lists.map((list) => list.id)).not.toContain(listId);
    expect(store.scrumboard.cards.some((card) => card.listId === listId)).toBe(false);
  });

  it('PUT board/card adds a card last in its list; PATCH board/card changes it; DELETE removes it', async () => {
    const { put, patch, delete: remove, store } = createTestApi();
    const list = store.scrumboard.lists[0]!;
    const last = Math.max(...positions(store.scrumboard.cards.filter((card) => card.listId === list.id)));
    const { body } = await put(`${SCRUM}/board/card`, { card: { listId: list.id, title: 'Nueva tarjeta' } });
    expect(body).toMatchObject({
      boardId: list.boardId,
      listId: list.id,
      title: 'Nueva tarjeta',
      position: last + POSITION_STEP,
      labels: [],
    });
    expect(
      (await patch(`${SCRUM}/board/card`, { id: body.id, card: { dueDate: '2026-07-01T00:00:00.000Z' } })).body.dueDate,
    ).toBe('2026-07-01T00:00:00.000Z');
    expect((await remove(`${SCRUM}/board/card?id=${body.id}`)).body).toBe(true);
    expect(store.scrumboard.cards.map((card) => card.id)).not.toContain(body.id);
  });

  it('PATCH board/card takes labels as objects, stores their ids and answers them expanded', async () => {
    const { patch, store } = createTestApi();
    const card = store.scrumboard.cards[0]!;
    const label = store.scrumboard.labels.find((item) => item.boardId === card.boardId)!;
    const { body } = await patch(`${SCRUM}/board/card`, { id: card.id, card: { labels: [label] } });
    expect(body.labels).toEqual([label]);
    expect(store.scrumboard.cards[0]!.labels).toEqual([label.id]);
  });

  it("PATCH board/card assigns members of the card's board, stores their ids and answers them expanded", async () => {
    const { get, patch, store } = createTestApi();
    const card = store.scrumboard.cards[0]!;
    const board = store.scrumboard.boards.find((item) => item.id === card.boardId)!;
    const [first, second] = board.members.map((id) => store.scrumboard.members.find((member) => member.id === id)!);
    const { body } = await patch(`${SCRUM}/board/card`, { id: card.id, card: { members: [first!.id, second] } });
    expect(body.members).toEqual([first, second]);
    expect(body.labels).toEqual(expect.any(Array));
    const shown = (await get(`${SCRUM}/board?id=${board.id}`)).body.lists
      .flatMap((list: { cards: { id: string }[] }) => list.cards)
      .find((item: { id: string }) => item.id === card.id);
    expect(shown.members).toEqual([first, second]);

    // unassigned: the list sent is the list kept; a change without members leaves them
    expect((await patch(`${SCRUM}/board/card`, { id: card.id, card: { members: [second!.id] } })).body.members).toEqual(
      [second],
    );
    expect((await patch(`${SCRUM}/board/card`, { id: card.id, card: { title: 'Otra' } })).body.members).toEqual([
      second,
    ]);
  });

  it('refuses a member from outside the board, changing nothing', async () => {
    const { patch, store } = createTestApi();
    const card = store.scrumboard.cards[0]!;
    const board = store.scrumboard.boards.find((item) => item.id === card.boardId)!;
    const outsider = store.scrumboard.members.find((member) => !board.members.includes(member.id))!;
    const before = structuredClone(card);
    const { status } = await patch(`${SCRUM}/board/card`, {
      id: card.id,
      card: { title: 'No cambia', members: [outsider.id] },
    });
    expect(status).toBe(400);
    expect(store.scrumboard.cards[0]).toEqual(before);
    expect((await patch(`${SCRUM}/board/card`, { id: card.id, card: { members: 'all' } })).status).toBe(400);

    // nor can several cards' changes at once put one on it
    const member = store.scrumboard.members.find((item) => item.id === board.members[0])!;
    await patch(`${SCRUM}/board/card`, { id: card.id, card: { members: [member.id] } });
    const { body } = await patch(`${SCRUM}/board/cards`, { cards: [{ id: card.id, members: [outsider.id] }] });
    expect(body[0].members).toEqual([member]);
  });

  it('answers new cards and every card of a board with no members', async () => {
    const { get, put, store } = createTestApi();
    const list = store.scrumboard.lists[0]!;
    expect((await put(`${SCRUM}/board/card`, { card: { listId: list.id, title: 'Sin nadie' } })).body.members).toEqual(
      [],
    );
    const { body } = await get(`${SCRUM}/board?id=${list.boardId}`);
    for (const column of body.lists) for (const item of column.cards) expect(item.members).toEqual([]);
  });

  it('PATCH board/cards updates several cards', async () => {
    const { patch, store } = createTestApi();
    const [a, b] = store.scrumboard.cards;
    const { body } = await patch(`${SCRUM}/board/cards`, {
      cards: [
        { id: a!.id, title: 'A' },
        { id: b!.id, title: 'B' },
      ],
    });
    expect(body.map((card: Card) => card.title)).toEqual(['A', 'B']);
  });

  it('PATCH board/card/positions moves cards to another list and position', async () => {
    const { patch, store } = createTestApi();
    const card = store.scrumboard.cards[0]!;
    const target = store.scrumboard.lists.find((list) => list.boardId === card.boardId && list.id !== card.listId)!;
    const { body } = await patch(`${SCRUM}/board/card/positions`, {
      cards: [{ id: card.id, listId: target.id, position: 32768 }],
    });
    expect(body[0]).toMatchObject({ id: card.id, listId: target.id, position: 32768 });
  });

  it('board labels: GET by board, PUT adds first, PATCH renames, DELETE strips it from cards', async () => {
    const { get, put, patch, delete: remove, store } = createTestApi();
    const boardId = store.scrumboard.boards[0]!.id;
    expect((await get(`${SCRUM}/board/labels?boardId=${boardId}`)).body).toEqual(
      store.scrumboard.labels.filter((label) => label.boardId === boardId),
    );
    const { body } = await put(`${SCRUM}/board/label`, { label: { boardId, title: 'QA' } });
    expect(body).toEqual({ id: expect.any(String), boardId, title: 'QA' });
    expect((await get(`${SCRUM}/board/labels?boardId=${boardId}`)).body[0]).toEqual(body);
    expect((await patch(`${SCRUM}/board/label`, { id: body.id, label: { title: 'Pruebas' } })).body.title).toBe(
      'Pruebas',
    );
    const used = store.scrumboard.cards.find((card) => card.labels.length > 0)!.labels[0]!;
    expect((await remove(`${SCRUM}/board/label?id=${used}`)).body).toBe(true);
    expect(store.scrumboard.cards.some((card) => card.labels.includes(used))).toBe(false);
  });

  it.each([
    ['POST', 'board/list', { list: { title: 'x' } }],
    ['PATCH', 'board/lists', { lists: {} }],
    ['PUT', 'board/card', { card: {} }],
    ['PATCH', 'board/card/positions', { cards: [{ id: 'x', position: 'top' }] }],
    ['PUT', 'board/label', { label: { title: 'x' } }],
  ])('%s %s answers 400 to a malformed body', async (method, endpoint, body) => {
    const client = createTestApi();
    const send = { POST: client.post, PATCH: client.patch, PUT: client.put }[method]!;
    expect((await send(`${SCRUM}/${endpoint}`, body)).status).toBe(400);
  });
});
