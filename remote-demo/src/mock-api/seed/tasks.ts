// The tasks app: sections and tasks in order, with the six demo tags, priorities
// 0–2 and assignees taken from the contacts.
import { type Tag } from './contacts';
import { seededFaker } from './seeded-faker';

export interface SubTask {
  id: string;
  title: string;
  completed: boolean;
}

export interface Task {
  id: string;
  type: 'task' | 'section';
  title: string;
  notes: string | null;
  completed: boolean;
  dueDate: string | null;
  priority: 0 | 1 | 2;
  tags: string[];
  assignedTo: string | null;
  subTasks: SubTask[];
  order: number;
}

export const TASK_TAG_TITLES = ['Api', 'Frontend', 'Bug', 'Backend', 'Urgent', 'Discuss'];
const SECTIONS = ['Company internal', 'Marketing', 'Development'];
const TASKS_PER_SECTION = 6;

export function seedTasks(assignees: { id: string }[]) {
  const faker = seededFaker(81);
  const tags: Tag[] = TASK_TAG_TITLES.map((title) => ({ id: faker.string.uuid(), title }));
  const item = (type: Task['type'], title: string): Omit<Task, 'order'> => ({
    id: faker.string.uuid(),
    type,
    title,
    notes: type === 'task' ? faker.lorem.sentences({ min: 1, max: 3 }) : null,
    completed: type === 'task' && faker.datatype.boolean(0.3),
    dueDate: type === 'task' && faker.datatype.boolean(0.6) ? faker.date.soon({ days: 60 }).toISOString() : null,
    priority: type === 'task' ? faker.helpers.arrayElement([0, 1, 2] as const) : 1,
    tags: type === 'task' ? faker.helpers.arrayElements(tags, { min: 0, max: 3 }).map((tag) => tag.id) : [],
    assignedTo: type === 'task' ? faker.helpers.arrayElement(assignees).id : null,
    subTasks:
      type === 'task'
        ? Array.from({ length: faker.number.int({ min: 0, max: 3 }) }, () => ({
            id: faker.string.uuid(),
            title: faker.hacker.phrase(),
            completed: faker.datatype.boolean(),
          }))
        : [],
  });
  const tasks: Task[] = SECTIONS.flatMap((section) => [
    item('section', section),
    ...Array.from({ length: TASKS_PER_SECTION }, () => item('task', faker.company.catchPhrase())),
  ]).map((task, order) => ({ ...task, order }));
  return { tags, tasks };
}
