// The notes app's calls to the demo's mock API (api/apps/notes).
import { demoApi } from '../../../lib/demo-client';
import type { Note as StoredNote, NoteLabel, NoteTask } from '../../../mock-api/seed/notes';

export type { NoteLabel, NoteTask };

/** A note as the mock API answers it: its labels expanded. */
export type Note = Omit<StoredNote, 'labels'> & { labels: NoteLabel[] };

/** What a note's form edits (labels by id). */
export type NoteChanges = Pick<StoredNote, 'title' | 'content' | 'tasks' | 'image' | 'reminder' | 'labels'>;

const NOTES = 'api/apps/notes';

export const getNotes = () => demoApi.get<Note[]>(`${NOTES}/all`);
export const getLabels = () => demoApi.get<NoteLabel[]>(`${NOTES}/labels`);

export const createNote = (note: NoteChanges) => demoApi.post<Note>(NOTES, { note });
/** Answers the note, or null when there is none with that id. */
export const updateNote = (id: string, changes: Partial<NoteChanges> & { archived?: boolean }) =>
  demoApi.patch<Note | null>(NOTES, { updatedNote: { id, ...changes } });
export const deleteNote = (id: string) => demoApi.delete<boolean>(NOTES, { id });

/** Each answers the labels as they are after the change. */
export const createLabel = (title: string) => demoApi.post<NoteLabel[]>(`${NOTES}/labels`, { title });
export const renameLabel = (id: string, title: string) =>
  demoApi.patch<NoteLabel[]>(`${NOTES}/labels`, { label: { id, title } });
export const deleteLabel = (id: string) => demoApi.delete<NoteLabel[]>(`${NOTES}/labels`, { id });
