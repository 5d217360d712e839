// The tag endpoints the contacts, inventory and tasks apps share: POST tag {tag}
// (a new id, placed first), PATCH tag {id, tag} (null for an unknown id) and DELETE tag?id (stripped
// from every item carrying it; answers true).
import { http, type HttpHandler } from 'msw';
import { mergeById, removeById, requireId, stripId } from './collection';
import { type Tag } from '../seed/contacts';
import { newId, ok, queryParam, readBody, recordField, route, stringField } from './http';

/** `tagPath` is the handler path of the app's `tag` endpoint; `tagged` the items whose `tags` hold tag ids. */
export function tagHandlers(tagPath: string, tags: Tag[], tagged: { tags: string[] }[]): HttpHandler[] {
  return [
    http.post(
      tagPath,
      route(async ({ request }) => {
        const tag = { id: newId(), title: stringField(recordField(await readBody(request), 'tag'), 'title') };
        tags.unshift(tag);
        return ok(tag);
      }),
    ),
    http.patch(
      tagPath,
      route(async ({ request }) => {
        const body = await readBody(request);
        return ok(mergeById(tags, stringField(body, 'id'), recordField(body, 'tag')));
      }),
    ),
    http.delete(
      tagPath,
      route(({ request }) => {
        const id = requireId(queryParam(request, 'id'));
        removeById(tags, id);
        stripId(tagged, 'tags', id);
        return ok(true);
      }),
    ),
  ];
}
