/** @jest-environment node */
import { type Task } from './seed/tasks';
import { createTestApi } from './testing/mock-client';

const TASKS = 'api/apps/tasks';
const orders = (tasks: Task[]) => tasks.map((task) => task.order);

describe('the tasks seed', () => {
  const { tasks, tags } = createTestApi().store.tasks;

  it('has the six demo tags, and sections and tasks numbered in order', () => {
    expect(tags.map((tag) => tag.title)).toEqual(['Api', 'Frontend', 'Bug', 'Backend', 'Urgent', 'Discuss']);
    expect(orders(tasks)).toEqual(tasks.map((_, index) => index));
    expect(new Set(tasks.map((task) => task.type))).toEqual(new Set(['section', 'task']));
  });

  it('uses priorities 0, 1 and 2 and known tags only', () => {
    const tagIds = new Set(tags.map((tag) => tag.id));
    for (const task of tasks) {
      expect([0, 1, 2]).toContain(task.priority);
      for (const tag of task.tags) expect(tagIds.has(tag)).toBe(true);
    }
  });
});

describe('api/apps/tasks', () => {
  it('GET tags; POST tag adds one first with a new id; PATCH tag renames it', async () => {
    const { get, post, patch, store } = createTestApi();
    expect((await get(`${TASKS}/tags`)).body).toEqual(store.tasks.tags);
    const { body } = await post(`${TASKS}/tag`, { tag: { title: 'Design' } });
    expect(store.tasks.tags[0]).toEqual({ id: body.id, title: 'Design' });
    expect((await patch(`${TASKS}/tag`, { id: body.id, tag: { title: 'UX' } })).body).toEqual({
      id: body.id,
      title: 'UX',
    });
  });

  it('DELETE tag removes it from every task', async () => {
    const { delete: remove, store } = createTestApi();
    const id = store.tasks.tasks.find((task) => task.tags.length > 0)!.tags[0]!;
    expect((await remove(`${TASKS}/tag?id=${id}`)).body).toBe(true);
    expect(store.tasks.tasks.some((task) => task.tags.includes(id))).toBe(false);
  });

  it('GET all answers the tasks by order', async () => {
    const { get, store } = createTestApi();
    store.tasks.tasks.reverse();
    const { body } = await get(`${TASKS}/all`);
    expect(orders(body)).toEqual([...orders(body)].sort((a, b) => a - b));
  });

  it('GET search matches title or notes case-insensitively and wraps title matches in mark', async () => {
    const { get, store } = createTestApi();
    const task = store.tasks.tasks.find((item) => item.type === 'task')!;
    task.title = 'Prepare the Budget review';
    const { body } = await get(`${TASKS}/search?query=budget`);
    expect(body).toContainEqual(
      expect.objectContaining({ id: task.id, title: 'Prepare the <mark>Budget</mark> review' }),
    );
    const notes = store.tasks.tasks.find((item) => item.notes && item.id !== task.id)!;
    notes.notes = 'Call the Zanzibar office';
    expect((await get(`${TASKS}/search?query=ZANZIBAR`)).body.map((item: Task) => item.id)).toContain(notes.id);
  });

  it('GET search wraps every title match in mark, keeping its case, and reads the query as plain text', async () => {
    const { get, store } = createTestApi();
    const task = store.tasks.tasks.find((item) => item.type === 'task')!;
    task.title = 'C++ docs: c++ Build and C++ tests';
    const { body } = await get(`${TASKS}/search?query=${encodeURIComponent('c++')}`);
    expect(body).toEqual([
      expect.objectContaining({
        id: task.id,
        title: '<mark>C++</mark> docs: <mark>c++</mark> Build and <mark>C++</mark> tests',
      }),
    ]);
  });

  it('GET search with no query answers null', async () => {
    expect((await createTestApi().get(`${TASKS}/search?query=`)).body).toBeNull();
  });

  it('PATCH order numbers the tasks as the list sent orders them, and answers them by order', async () => {
    const { patch, store } = createTestApi();
    const ids = store.tasks.tasks.map((task) => task.id);
    const reordered = [ids[2]!, ids[0]!, ids[1]!, ...ids.slice(3)];
    const { body } = await patch(`${TASKS}/order`, { tasks: reordered.map((id) => ({ id, order: 99 })) });
    expect(body.map((task: Task) => task.id)).toEqual(reordered);
    expect(orders(body)).toEqual(reordered.map((_, index) => index));
  });

  it('PATCH order puts the tasks not sent after the ones sent, in their previous order', async () => {
    const { patch, store } = createTestApi();
    const ids = store.tasks.tasks.map((task) => task.id);
    const { body } = await patch(`${TASKS}/order`, { tasks: [{ id: ids[3] }] });
    expect(body.map((task: Task) => task.id)).toEqual([ids[3], ...ids.filter((id) => id !== ids[3])]);
  });

  it('GET task answers one task, or null', async () => {
    const { get, store } = createTestApi();
    expect((await get(`${TASKS}/task?id=${store.tasks.tasks[2]!.id}`)).body).toEqual(store.tasks.tasks[2]);
    expect((await get(`${TASKS}/task?id=nope`)).body).toBeNull();
  });

  it('POST task creates an empty task at the top with priority 1 and renumbers every order', async () => {
    const { post, get, store } = createTestApi();
    const count = store.tasks.tasks.length;
    const { body } = await post(`${TASKS}/task`, { type: 'task' });
    expect(body).toMatchObject({
      type: 'task',
      title: '',
      completed: false,
      priority: 1,
      dueDate: null,
      tags: [],
      order: 0,
    });
    const all = (await get(`${TASKS}/all`)).body;
    expect(all[0].id).toBe(body.id);
    expect(orders(all)).toEqual(Array.from({ length: count + 1 }, (_, index) => index));
  });

  it('PATCH task merges changes, or answers null; DELETE task removes it', async () => {
    const { patch, delete: remove, store } = createTestApi();
    const task = store.tasks.tasks[1]!;
    expect((await patch(`${TASKS}/task`, { id: task.id, task: { completed: true } })).body).toMatchObject({
      id: task.id,
      completed: true,
    });
    expect((await patch(`${TASKS}/task`, { id: 'nope', task: {} })).body).toBeNull();
    expect((await remove(`${TASKS}/task?id=${task.id}`)).body).toBe(true);
    expect(store.tasks.tasks.map((item) => item.id)).not.toContain(task.id);
  });

  it.each([
    ['POST', 'task', { type: 'epic' }],
    ['PATCH', 'task', { id: 'x' }],
    ['PATCH', 'order', { tasks: [{ order: 1 }] }],
    ['PATCH', 'order', { tasks: 'all' }],
    ['POST', 'tag', {}],
  ])('%s %s answers 400 to a malformed body', async (method, endpoint, body) => {
    const client = createTestApi();
    const send = method === 'PATCH' ? client.patch : client.post;
    expect((await send(`${TASKS}/${endpoint}`, body)).status).toBe(400);
  });
});
