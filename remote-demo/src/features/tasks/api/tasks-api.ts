// The tasks app's calls to the demo's mock API (api/apps/tasks).
import { demoApi } from '../../../lib/demo-client';
import type { Contact, Tag } from '../../../mock-api/seed/contacts';
import type { SubTask, Task } from '../../../mock-api/seed/tasks';

export type { SubTask, Tag, Task };

/** Someone a task can be assigned to: the template's tasks are assigned to its contacts (`assignedTo`). */
export type Assignee = Pick<Contact, 'id' | 'name'>;

/** Sections and tasks, by `order`. */
export const getTasks = () => demoApi.get<Task[]>('api/apps/tasks/all');

export const getTaskTags = () => demoApi.get<Tag[]>('api/apps/tasks/tags');

/** One task or section; null for an unknown id. */
export const getTask = (id: string) => demoApi.get<Task | null>('api/apps/tasks/task', { id });

/** The tasks whose title or notes hold `query`, the title's matches wrapped in <mark>. */
export const searchTasks = async (query: string) =>
  (await demoApi.get<Task[] | null>('api/apps/tasks/search', { query })) ?? [];

/** A new task or section with the spec's defaults, put first (every order renumbered). */
export const createTask = (type: Task['type']) => demoApi.post<Task>('api/apps/tasks/task', { type });

export const updateTask = (id: string, task: Partial<Omit<Task, 'id'>>) =>
  demoApi.patch<Task | null>('api/apps/tasks/task', { id, task });

export const deleteTask = (id: string) => demoApi.delete<boolean>('api/apps/tasks/task', { id });

/** The whole list in its new order (each task's order becomes its index); answers the list by order. */
export const reorderTasks = (tasks: Pick<Task, 'id'>[]) =>
  demoApi.patch<Task[]>('api/apps/tasks/order', { tasks: tasks.map(({ id }) => ({ id })) });

/** A new tag, put first among the tags. */
export const createTaskTag = (title: string) => demoApi.post<Tag>('api/apps/tasks/tag', { tag: { title } });

/** A tag's new title; null for an unknown id. */
export const renameTaskTag = (id: string, title: string) =>
  demoApi.patch<Tag | null>('api/apps/tasks/tag', { id, tag: { title } });

/** Deletes a tag, stripped from every task carrying it. */
export const deleteTaskTag = (id: string) => demoApi.delete<boolean>('api/apps/tasks/tag', { id });

/** The people a task can be assigned to: the contacts app's contacts, by name (its `all` endpoint). */
export const getAssignees = async (): Promise<Assignee[]> =>
  (await demoApi.get<Contact[]>('api/apps/contacts/all')).map(({ id, name }) => ({ id, name }));
