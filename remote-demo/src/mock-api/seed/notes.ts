// The notes app: six labels and 16 notes, 3 of them archived; two of the archived
// notes share an id, as the template's data do (a PATCH of that id updates both).
import { seededFaker, daysFromReference } from './seeded-faker';

export interface NoteLabel {
  id: string;
  title: string;
}

export interface NoteTask {
  id: string;
  content: string;
  completed: boolean;
}

export interface Note {
  id: string;
  title: string;
  content: string;
  tasks: NoteTask[] | null;
  image: string | null;
  reminder: string | null;
  /** labels' ids (expanded into the labels themselves in replies) */
  labels: string[];
  archived: boolean;
  createdAt: string;
  updatedAt: string | null;
}

export const NOTE_LABEL_TITLES = ['Family', 'Work', 'Tasks', 'Priority', 'Personal', 'Friends'];
export const NOTE_COUNT = 16;
const ARCHIVED_FROM = NOTE_COUNT - 3;

export function seedNotes() {
  const faker = seededFaker(61);
  const labels: NoteLabel[] = NOTE_LABEL_TITLES.map((title) => ({ id: faker.string.uuid(), title }));
  const notes: Note[] = Array.from({ length: NOTE_COUNT }, (_, index) => {
    const createdDaysAgo = faker.number.int({ min: 2, max: 60 });
    const withTasks = index % 4 === 1;
    return {
      id: faker.string.uuid(),
      title: index % 5 === 4 ? '' : faker.lorem.sentence({ min: 2, max: 5 }).slice(0, -1),
      content: index % 3 === 2 ? '' : faker.lorem.paragraph(),
      tasks: withTasks
        ? Array.from({ length: faker.number.int({ min: 2, max: 4 }) }, () => ({
            id: faker.string.uuid(),
            content: faker.lorem.sentence({ min: 2, max: 6 }),
            completed: faker.datatype.boolean(),
          }))
        : null,
      image: null,
      reminder: index % 6 === 0 ? daysFromReference(faker.number.int({ min: 1, max: 20 })) : null,
      labels: faker.helpers.arrayElements(labels, { min: 0, max: 2 }).map((label) => label.id),
      archived: index >= ARCHIVED_FROM,
      createdAt: daysFromReference(-createdDaysAgo),
      updatedAt: index % 2 === 0 ? daysFromReference(-faker.number.int({ min: 0, max: createdDaysAgo - 1 })) : null,
    };
  });
  // the template's quirk: the last two archived notes share an id
  notes[NOTE_COUNT - 1]!.id = notes[NOTE_COUNT - 2]!.id;
  return { labels, notes };
}
