/** @jest-environment node */
import { NOTE_COUNT, NOTE_LABEL_TITLES, type NoteLabel } from './seed/notes';
import { createTestApi } from './testing/mock-client';

const NOTES = 'api/apps/notes';

describe('the notes seed', () => {
  const { notes, labels } = createTestApi().store.notes;

  it('has the six labels and 16 notes, 3 archived, two of the archived sharing an id', () => {
    expect(labels.map((label) => label.title)).toEqual(['Family', 'Work', 'Tasks', 'Priority', 'Personal', 'Friends']);
    expect(notes).toHaveLength(16);
    const archived = notes.filter((note) => note.archived);
    expect(archived).toHaveLength(3);
    expect(new Set(archived.map((note) => note.id)).size).toBe(2);
    expect(new Set(notes.map((note) => note.id)).size).toBe(NOTE_COUNT - 1);
  });

  it('has notes with empty content, with tasks and with reminders', () => {
    expect(notes.some((note) => note.content === '')).toBe(true);
    expect(notes.some((note) => Array.isArray(note.tasks) && note.tasks.length > 0)).toBe(true);
    expect(notes.some((note) => note.reminder !== null)).toBe(true);
  });
});

describe('api/apps/notes', () => {
  it('GET labels; POST labels adds one and answers the labels', async () => {
    const { get, post, store } = createTestApi();
    expect((await get(`${NOTES}/labels`)).body).toEqual(store.notes.labels);
    const { body } = await post(`${NOTES}/labels`, { title: 'Travel' });
    expect(body.map((label: NoteLabel) => label.title)).toEqual([...NOTE_LABEL_TITLES, 'Travel']);
  });

  it('PATCH labels renames a label', async () => {
    const { patch, store } = createTestApi();
    const label = store.notes.labels[0]!;
    const { body } = await patch(`${NOTES}/labels`, { label: { id: label.id, title: 'Home' } });
    expect(body[0]).toEqual({ id: label.id, title: 'Home' });
  });

  it('DELETE labels removes the label from every note', async () => {
    const { delete: remove, store } = createTestApi();
    const id = store.notes.notes.find((note) => note.labels.length > 0)!.labels[0]!;
    const { body } = await remove(`${NOTES}/labels?id=${id}`);
    expect(body.map((label: NoteLabel) => label.id)).not.toContain(id);
    expect(store.notes.notes.some((note) => note.labels.includes(id))).toBe(false);
  });

  it('POST tasks adds the task to the stored note and answers the note', async () => {
    const { post, store } = createTestApi();
    const note = store.notes.notes.find((item) => item.tasks)!;
    const count = note.tasks!.length;
    const { body } = await post(`${NOTES}/tasks`, { note: structuredClone(note), task: 'Buy milk' });
    expect(body.tasks).toHaveLength(count + 1);
    expect(body.tasks.at(-1)).toEqual({ id: expect.any(String), content: 'Buy milk', completed: false });
    expect(note.tasks).toHaveLength(count + 1);
  });

  it('POST tasks starts the task list of a note without one, and answers null for an unknown note', async () => {
    const { post, store } = createTestApi();
    const note = store.notes.notes.find((item) => item.tasks === null)!;
    expect((await post(`${NOTES}/tasks`, { note: { id: note.id }, task: 'Llamar' })).body.tasks).toHaveLength(1);
    expect((await post(`${NOTES}/tasks`, { note: { id: 'nope' }, task: 'x' })).body).toBeNull();
  });

  it('GET all answers the notes with their labels expanded', async () => {
    const { get, store } = createTestApi();
    const { body } = await get(`${NOTES}/all`);
    expect(body).toHaveLength(NOTE_COUNT);
    const source = store.notes.notes.find((note) => note.labels.length > 0)!;
    const reply = body.find((note: { id: string }) => note.id === source.id);
    expect(reply.labels).toEqual(source.labels.map((id) => store.notes.labels.find((label) => label.id === id)));
  });

  it('POST creates a note with a new id, taking labels as objects or ids', async () => {
    const { post, store } = createTestApi();
    const label = store.notes.labels[1]!;
    const { body } = await post(NOTES, { note: { title: 'Nueva', content: 'Texto', labels: [label] } });
    expect(body).toMatchObject({
      id: expect.any(String),
      title: 'Nueva',
      content: 'Texto',
      labels: [label],
      archived: false,
    });
    expect(store.notes.notes.at(-1)).toMatchObject({ id: body.id, labels: [label.id] });
  });

  it('PATCH updates the note(s) with that id and answers it with labels expanded', async () => {
    const { patch, store } = createTestApi();
    const shared = store.notes.notes[NOTE_COUNT - 1]!.id;
    const { body } = await patch(NOTES, { updatedNote: { id: shared, title: 'Archivada' } });
    expect(body).toMatchObject({ id: shared, title: 'Archivada' });
    expect(store.notes.notes.filter((note) => note.id === shared).map((note) => note.title)).toEqual([
      'Archivada',
      'Archivada',
    ]);
    expect((await patch(NOTES, { updatedNote: { id: 'nope', title: 'x' } })).body).toBeNull();
  });

  it('DELETE removes a note and answers true', async () => {
    const { delete: remove, store } = createTestApi();
    const id = store.notes.notes[0]!.id;
    expect((await remove(`${NOTES}?id=${id}`)).body).toBe(true);
    expect(store.notes.notes.map((note) => note.id)).not.toContain(id);
  });

  it.each([
    ['POST', '/labels', {}],
    ['PATCH', '/labels', { label: { id: 'x' } }],
    ['POST', '/tasks', { note: { id: 'x' }, task: 3 }],
    ['POST', '/tasks', { note: {}, task: 'x' }],
    ['POST', '', { note: { labels: 'Work' } }],
    ['PATCH', '', { updatedNote: { title: 'x' } }],
  ])('%s notes%s answers 400 to a malformed body', async (method, endpoint, body) => {
    const client = createTestApi();
    const send = method === 'PATCH' ? client.patch : client.post;
    expect((await send(`${NOTES}${endpoint}`, body)).status).toBe(400);
  });
});
