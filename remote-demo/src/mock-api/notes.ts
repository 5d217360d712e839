// api/apps/notes: labels (removed from notes on delete), notes with their labels
// expanded, a task added to a note, and a note's create, update and delete.
import { http, type HttpHandler } from 'msw';
import { assignKnown, expandIds, findById, removeById, requireId, stripId, withIds } from './lib/collection';
import { apiPath, type MockContext } from './lib/context';
import { newId, ok, queryParam, readBody, recordField, route, stringField } from './lib/http';
import { type Note } from './seed/notes';

const path = (endpoint = '') => apiPath(`apps/notes${endpoint}`);

export function notesHandlers({ store }: MockContext): HttpHandler[] {
  const { labels, notes } = store.notes;
  const expanded = (note: Note) => ({ ...note, labels: expandIds(note.labels, labels) });
  const withLabelIds = (changes: Record<string, unknown>) => withIds(changes, 'labels');

  return [
    http.get(path('/labels'), () => ok(labels)),
    http.post(
      path('/labels'),
      route(async ({ request }) => {
        labels.push({ id: newId(), title: stringField(await readBody(request), 'title') });
        return ok(labels);
      }),
    ),
    http.patch(
      path('/labels'),
      route(async ({ request }) => {
        const label = recordField(await readBody(request), 'label');
        const title = stringField(label, 'title');
        const stored = findById(labels, stringField(label, 'id'));
        if (stored) stored.title = title;
        return ok(labels);
      }),
    ),
    http.delete(
      path('/labels'),
      route(({ request }) => {
        const id = requireId(queryParam(request, 'id'));
        removeById(labels, id);
        stripId(notes, 'labels', id);
        return ok(labels);
      }),
    ),
    http.post(
      path('/tasks'),
      route(async ({ request }) => {
        const body = await readBody(request);
        const id = stringField(recordField(body, 'note'), 'id');
        const content = stringField(body, 'task');
        const updated = notes.filter((note) => note.id === id);
        for (const note of updated) note.tasks = [...(note.tasks ?? []), { id: newId(), content, completed: false }];
        return ok(updated[0] ? expanded(updated[0]) : null);
      }),
    ),
    http.get(path('/all'), () => ok(notes.map(expanded))),
    http.post(
      path(),
      route(async ({ request }) => {
        const now = new Date().toISOString();
        const blank: Note = {
          id: newId(),
          title: '',
          content: '',
          tasks: null,
          image: null,
          reminder: null,
          labels: [],
          archived: false,
          createdAt: now,
          updatedAt: null,
        };
        const note = assignKnown(blank, withLabelIds(recordField(await readBody(request), 'note')));
        notes.push(note);
        return ok(expanded(note));
      }),
    ),
    http.patch(
      path(),
      route(async ({ request }) => {
        const changes = recordField(await readBody(request), 'updatedNote');
        const id = stringField(changes, 'id');
        const updated = notes.filter((note) => note.id === id).map((note) => assignKnown(note, withLabelIds(changes)));
        return ok(updated[0] ? expanded(updated[0]) : null);
      }),
    ),
    http.delete(
      path(),
      route(({ request }) => {
        removeById(notes, requireId(queryParam(request, 'id')));
        return ok(true);
      }),
    ),
  ];
}
