// api/common: the shell's messages, notifications and shortcuts, the navigation,
// the search box and the user.
import { http, type HttpHandler } from 'msw';
import { assignKnown, mergeById, removeById, requireId, type WithId } from './lib/collection';
import { apiPath, type MockContext } from './lib/context';
import { BadRequest, newId, ok, queryParam, readBody, recordField, route, stringField } from './lib/http';
import { searchGroups } from './common-search';
import { type FeedItem, type NavigationItem } from './seed/common';

const path = (endpoint: string) => apiPath(`common/${endpoint}`);

/** GET list, POST {key}, PATCH {id, key}, DELETE ?id (answers the deleted item) on `items`. */
function crudHandlers<Item extends WithId>(
  endpoint: string,
  key: string,
  items: Item[],
  blank: () => Item,
): HttpHandler[] {
  return [
    http.get(path(endpoint), () => ok(items)),
    http.post(
      path(endpoint),
      route(async ({ request }) => {
        const item = assignKnown(blank(), recordField(await readBody(request), key));
        items.unshift(item);
        return ok(item);
      }),
    ),
    http.patch(
      path(endpoint),
      route(async ({ request }) => {
        const body = await readBody(request);
        return ok(mergeById(items, stringField(body, 'id'), recordField(body, key)));
      }),
    ),
    http.delete(
      path(endpoint),
      route(({ request }) => ok(removeById(items, requireId(queryParam(request, 'id'))))),
    ),
  ];
}

const blankFeedItem = (): FeedItem => ({
  id: newId(),
  icon: null,
  image: null,
  title: '',
  description: '',
  time: new Date().toISOString(),
  read: false,
  seen: false,
  link: null,
  useRouter: true,
});

/** Messages and notifications: the list's CRUD, mark all as read (also seen), toggle one's read status. */
function feedHandlers(endpoint: string, key: string, items: FeedItem[]): HttpHandler[] {
  return [
    ...crudHandlers(endpoint, key, items, blankFeedItem),
    http.get(path(`${endpoint}/mark-all-as-read`), () => {
      for (const item of items) Object.assign(item, { read: true, seen: true });
      return ok(true);
    }),
    http.post(
      path(`${endpoint}/toggle-read-status`),
      route(async ({ request }) => {
        const changes = recordField(await readBody(request), key);
        if (typeof changes.read !== 'boolean') throw new BadRequest(`"${key}.read" must be true or false.`);
        return ok(mergeById(items, stringField(changes, 'id'), { read: changes.read }));
      }),
    ),
  ];
}

/** The four navigations, the default items' children copied into the items of the same id. */
function navigationWithChildren(navigation: Record<string, NavigationItem[]>) {
  const copy = structuredClone(navigation);
  const defaults = copy.default ?? [];
  for (const [name, items] of Object.entries(copy)) {
    if (name === 'default') continue;
    for (const item of items) {
      const source = defaults.find((candidate) => candidate.id === item.id);
      if (source?.children) item.children = structuredClone(source.children);
    }
  }
  return copy;
}

export function commonHandlers({ store }: MockContext): HttpHandler[] {
  const { messages, notifications, shortcuts, navigation } = store.common;
  return [
    ...feedHandlers('messages', 'message', messages),
    ...feedHandlers('notifications', 'notification', notifications),
    ...crudHandlers('shortcuts', 'shortcut', shortcuts, () => ({
      id: newId(),
      label: '',
      description: '',
      icon: '',
      link: '',
      useRouter: true,
    })),
    http.get(path('navigation'), () => ok(navigationWithChildren(navigation))),
    http.post(
      path('search'),
      route(async ({ request }) => ok(searchGroups(store, stringField(await readBody(request), 'query')))),
    ),
    http.get(path('user'), () => ok(store.user)),
    http.patch(
      path('user'),
      route(async ({ request }) => ok(assignKnown(store.user, recordField(await readBody(request), 'user')))),
    ),
  ];
}
