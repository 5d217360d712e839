/** @jest-environment node */
// Every handler of the mock API, sent bodies and queries no screen would send: each answers, below
// 500, and the lists still answer afterwards (a malformed request never throws into the page).
import { createMockApi } from './create-mock-api';
import { BASE_URL } from './testing/mock-client';

const WRAPPERS = [
  'contact',
  'tag',
  'product',
  'label',
  'mail',
  'settings',
  'note',
  'updatedNote',
  'list',
  'card',
  'task',
  'message',
  'notification',
  'shortcut',
  'user',
  'chat',
];
const LISTS = ['lists', 'cards', 'tasks'];
const HOSTILE_VALUES = [
  null,
  42,
  'text',
  [],
  {},
  { id: 42, title: null, name: 7, labels: 'x', position: 'top', read: 'yes' },
];

const bodies: (string | undefined)[] = [
  undefined,
  '',
  'not json',
  'null',
  '[]',
  '42',
  '{}',
  ...HOSTILE_VALUES.map((value) => JSON.stringify(Object.fromEntries(WRAPPERS.map((key) => [key, value])))),
  ...HOSTILE_VALUES.map((value) => JSON.stringify(Object.fromEntries(LISTS.map((key) => [key, [value]])))),
  JSON.stringify({
    id: 'unknown',
    query: 42,
    title: 42,
    email: [],
    password: {},
    accessToken: null,
    type: 'x',
    task: {},
  }),
];
const QUERIES = [
  '',
  '?id=',
  '?id=unknown&query=%00&folderId=unknown&slug=unknown&limit=-3&page=x&size=x&sort=x&order=x&boardId=x',
];

it('answers every handler below 500 whatever the body or query', async () => {
  const api = createMockApi({ delays: false });
  const endpoints = api.handlers.map((handler) => handler.info as { method: string; path: string });
  const failures: string[] = [];
  for (const { method, path } of endpoints) {
    for (const query of QUERIES) {
      for (const body of method === 'GET' ? [undefined] : bodies) {
        const url = new URL(`${path.replace('*/', '')}${query}`, BASE_URL);
        const response = await api.fetch(new Request(url, { method, body }));
        if (response.status >= 500) failures.push(`${method} ${url.pathname}${query} ${body} → ${response.status}`);
      }
    }
  }
  expect(failures).toEqual([]);
  for (const { method, path } of endpoints.filter((endpoint) => endpoint.method === 'GET')) {
    expect((await api.fetch(new Request(new URL(path.replace('*/', ''), BASE_URL), { method }))).status).toBeLessThan(
      500,
    );
  }
});
