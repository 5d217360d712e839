// api/apps/contacts: contacts sorted by locale-aware name, tags, countries, avatars.
import { http, type HttpHandler } from 'msw';
import { byName, findById, text, mergeById, removeById, requireId } from './lib/collection';
import { apiPath, type MockContext } from './lib/context';
import { toDataUrl } from './lib/data-url';
import { BadRequest, newId, ok, queryParam, readBody, recordField, route, stringField } from './lib/http';
import { tagHandlers } from './lib/tag-handlers';
import { type Contact } from './seed/contacts';

const path = (endpoint: string) => apiPath(`apps/contacts/${endpoint}`);

export function newContact(): Contact {
  return {
    id: newId(),
    avatar: null,
    background: null,
    name: 'New Contact',
    emails: [],
    phoneNumbers: [],
    title: '',
    company: '',
    birthday: null,
    address: null,
    notes: null,
    tags: [],
  };
}

export function contactsHandlers({ store }: MockContext): HttpHandler[] {
  const { contacts, tags, countries } = store.contacts;
  const sorted = (list: Contact[]) => [...list].sort(byName);

  return [
    http.get(path('all'), () => ok(sorted(contacts))),
    http.get(path('search'), ({ request }) => {
      const query = queryParam(request, 'query')?.toLowerCase();
      const found = query ? contacts.filter((contact) => text(contact.name).toLowerCase().includes(query)) : contacts;
      return ok(sorted(found));
    }),
    http.get(path('contact'), ({ request }) => ok(findById(contacts, queryParam(request, 'id')))),
    http.post(path('contact'), () => {
      const contact = newContact();
      contacts.unshift(contact);
      return ok(contact);
    }),
    http.patch(
      path('contact'),
      route(async ({ request }) => {
        const body = await readBody(request);
        return ok(mergeById(contacts, stringField(body, 'id'), recordField(body, 'contact')));
      }),
    ),
    http.delete(
      path('contact'),
      route(({ request }) => {
        removeById(contacts, requireId(queryParam(request, 'id')));
        return ok(true);
      }),
    ),
    http.get(path('countries'), () => ok(countries)),
    http.get(path('tags'), () => ok(tags)),
    ...tagHandlers(path('tag'), tags, contacts),
    http.post(
      path('avatar'),
      route(async ({ request }) => {
        const form = await request.formData().catch(() => {
          throw new BadRequest('The body must be multipart form data with "id" and "avatar".');
        });
        const id = form.get('id');
        const avatar = form.get('avatar');
        if (typeof id !== 'string' || !(avatar instanceof Blob)) {
          throw new BadRequest('The body must carry "id" and an "avatar" file.');
        }
        const contact = findById(contacts, id);
        if (contact) contact.avatar = await toDataUrl(avatar);
        return ok(contact);
      }),
    ),
  ];
}
