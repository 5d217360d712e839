// api/apps/tasks: tags (stripped from tasks on delete), tasks by order, search
// with title matches in <mark>, reordering, and new tasks at the top with every order renumbered.
import { http, type HttpHandler } from 'msw';
import { findById, mergeById, removeById, requireId, text } from './lib/collection';
import { apiPath, type MockContext } from './lib/context';
import { BadRequest, newId, ok, queryParam, readBody, recordField, recordsField, route, stringField } from './lib/http';
import { markMatches } from './lib/mark';
import { tagHandlers } from './lib/tag-handlers';
import { type Task } from './seed/tasks';

const path = (endpoint: string) => apiPath(`apps/tasks/${endpoint}`);

export function newTask(type: Task['type']): Task {
  return {
    id: newId(),
    type,
    title: '',
    notes: null,
    completed: false,
    dueDate: null,
    priority: 1,
    tags: [],
    assignedTo: null,
    subTasks: [],
    order: 0,
  };
}

export function tasksHandlers({ store }: MockContext): HttpHandler[] {
  const { tags, tasks } = store.tasks;
  const byOrder = () => [...tasks].sort((a, b) => a.order - b.order);

  return [
    http.get(path('tags'), () => ok(tags)),
    ...tagHandlers(path('tag'), tags, tasks),
    http.get(path('all'), () => ok(byOrder())),
    http.get(path('search'), ({ request }) => {
      const query = queryParam(request, 'query');
      if (!query) return ok(null);
      const needle = query.toLowerCase();
      const found = byOrder().filter(
        (task) => text(task.title).toLowerCase().includes(needle) || text(task.notes).toLowerCase().includes(needle),
      );
      return ok(found.map((task) => ({ ...task, title: markMatches(text(task.title), query) })));
    }),
    http.patch(
      path('order'),
      route(async ({ request }) => {
        // the list sent is the new order (as the template's mock): each task's order is its index
        // there; tasks not sent follow, in their previous order
        const sent = recordsField(await readBody(request), 'tasks').map((task) => stringField(task, 'id'));
        const rest = byOrder().filter((task) => !sent.includes(task.id));
        [...sent.map((id) => findById(tasks, id)), ...rest].forEach((task, order) => task && (task.order = order));
        return ok(byOrder());
      }),
    ),
    http.get(path('task'), ({ request }) => ok(findById(tasks, queryParam(request, 'id')))),
    http.post(
      path('task'),
      route(async ({ request }) => {
        const type = (await readBody(request)).type ?? 'task';
        if (type !== 'task' && type !== 'section') throw new BadRequest('"type" must be task or section.');
        const task = newTask(type);
        const ordered = byOrder();
        tasks.splice(0, tasks.length, task, ...ordered);
        tasks.forEach((item, order) => (item.order = order));
        return ok(task);
      }),
    ),
    http.patch(
      path('task'),
      route(async ({ request }) => {
        const body = await readBody(request);
        return ok(mergeById(tasks, stringField(body, 'id'), recordField(body, 'task')));
      }),
    ),
    http.delete(
      path('task'),
      route(({ request }) => {
        removeById(tasks, requireId(queryParam(request, 'id')));
        return ok(true);
      }),
    ),
  ];
}
