import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoApi } from '../../lib/demo-client';
import { renderDemo, setUpDemo } from '../../testing/render-demo';
import type { Note, NoteLabel } from './api/notes-api';

beforeAll(setUpDemo);
afterEach(() => jest.restoreAllMocks());

const grid = (name = 'Notas') => screen.findByRole('list', { name });
const cardTitles = async (name?: string) =>
  within(await grid(name))
    .getAllByRole('article')
    .map((card) => card.getAttribute('aria-label'));
const editor = () => screen.getByRole('region', { name: /^(Nueva nota|Editar la nota)$/ });
const storedNotes = () => demoApi.get<Note[]>('api/apps/notes/all');
const filters = () => screen.getByRole('navigation', { name: 'Vistas de las notas' });

describe('the notes', () => {
  it('shows the notes that are not archived, with their labels, and the archived ones apart', async () => {
    renderDemo('/demo/apps/notes');
    const titles = await cardTitles();
    const notes = await storedNotes();
    expect(titles).toHaveLength(notes.filter((note) => !note.archived).length);
    const labelled = notes.find((note) => !note.archived && note.labels.length > 0 && note.title)!;
    const card = within(await grid()).getByRole('article', { name: labelled.title });
    const labels = within(card).getByRole('list', { name: `Etiquetas de ${labelled.title}` });
    expect(
      within(labels)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(labelled.labels.map((label) => label.title));

    await userEvent.click(within(filters()).getByRole('link', { name: 'Archivo' }));
    expect(await cardTitles('Archivo')).toHaveLength(notes.filter((note) => note.archived).length);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/demo\/apps\/notes\/archive$/);
  });

  it('creates a note with a task list: added, ticked and removed items', async () => {
    renderDemo('/demo/apps/notes');
    await grid();
    await userEvent.click(screen.getByRole('button', { name: 'Nueva nota' }));
    const form = editor();
    expect(within(form).getByRole('textbox', { name: 'Título' })).toHaveFocus();
    await userEvent.type(within(form).getByRole('textbox', { name: 'Título' }), 'Compras');
    expect(within(form).getByRole('textbox', { name: 'Texto' }).tagName).toBe('TEXTAREA');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Texto' }), 'Para el sábado');
    const newTask = within(form).getByRole('textbox', { name: 'Nueva tarea' });
    // Enter adds the item, without saving the note
    await userEvent.type(newTask, 'Pan{Enter}');
    await userEvent.type(newTask, 'Leche');
    await userEvent.click(within(form).getByRole('button', { name: 'Añadir tarea' }));
    await userEvent.type(newTask, 'Huevos{Enter}');
    const tasks = within(form).getByRole('list', { name: 'Tareas' });
    expect(within(tasks).getAllByRole('checkbox')).toHaveLength(3);
    await userEvent.click(within(tasks).getByRole('checkbox', { name: 'Leche' }));
    await userEvent.click(within(tasks).getByRole('button', { name: 'Quitar Huevos' }));
    expect(within(tasks).getAllByRole('checkbox')).toHaveLength(2);
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar' }));

    const card = await within(await grid()).findByRole('article', { name: 'Compras' });
    expect(within(card).getByText('Para el sábado')).toBeInTheDocument();
    const shownTasks = within(card).getByRole('list', { name: 'Tareas de Compras' });
    expect(
      within(shownTasks)
        .getAllByRole('listitem')
        .map((item) => item.textContent!.replace(/^[☐☑]/, '')),
    ).toEqual(['Pan', 'Leche (hecha)']);
    expect(screen.queryByRole('region', { name: 'Nueva nota' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nueva nota' })).toHaveFocus();
    const stored = (await storedNotes()).find((note) => note.title === 'Compras')!;
    expect(stored.tasks!.map(({ content, completed }) => ({ content, completed }))).toEqual([
      { content: 'Pan', completed: false },
      { content: 'Leche', completed: true },
    ]);
  });

  it('refuses an empty note and keeps what was typed when the save fails', async () => {
    renderDemo('/demo/apps/notes');
    await grid();
    await userEvent.click(screen.getByRole('button', { name: 'Nueva nota' }));
    await userEvent.click(within(editor()).getByRole('button', { name: 'Guardar' }));
    expect(within(editor()).getByRole('alert')).toHaveTextContent('Escribe un título, un texto o una tarea.');

    jest.spyOn(demoApi, 'post').mockRejectedValueOnce(new Error('down'));
    await userEvent.type(within(editor()).getByRole('textbox', { name: 'Título' }), 'No se pierde');
    await userEvent.click(within(editor()).getByRole('button', { name: 'Guardar' }));
    expect(await within(editor()).findByText('No se pudo guardar. Inténtalo de nuevo.')).toBeInTheDocument();
    expect(within(editor()).getByRole('textbox', { name: 'Título' })).toHaveValue('No se pierde');
  });

  it('edits a note: its title, labels, image and reminder', async () => {
    renderDemo('/demo/apps/notes');
    const [first] = await cardTitles();
    const card = within(await grid()).getByRole('article', { name: first! });
    const edit = within(card).getByRole('button', { name: `Editar ${first}` });
    await userEvent.click(edit);
    const form = screen.getByRole('region', { name: 'Editar la nota' });
    const title = within(form).getByRole('textbox', { name: 'Título' });
    expect(title).toHaveValue(first);
    await userEvent.clear(title);
    await userEvent.type(title, 'Nota cambiada');
    const labels = await demoApi.get<NoteLabel[]>('api/apps/notes/labels');
    const friends = within(form).getByRole('checkbox', { name: 'Friends' });
    if (!(friends as HTMLInputElement).checked) await userEvent.click(friends);
    const image = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'nota.svg', { type: 'image/svg+xml' });
    await userEvent.upload(within(form).getByLabelText('Imagen'), image);
    expect(await within(form).findByRole('img', { name: 'Imagen elegida' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/svg\+xml;base64,/),
    );
    fireEvent.change(within(form).getByLabelText('Recordatorio'), { target: { value: '2026-12-24' } });
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar' }));

    const changed = await within(await grid()).findByRole('article', { name: 'Nota cambiada' });
    expect(within(changed).getByText('Recordatorio: 24 de diciembre de 2026')).toBeInTheDocument();
    expect(within(changed).getByRole('img', { name: 'Imagen de la nota Nota cambiada' })).toBeInTheDocument();
    expect(within(changed).getByRole('list', { name: 'Etiquetas de Nota cambiada' })).toHaveTextContent('Friends');
    expect(within(changed).getByRole('button', { name: 'Editar Nota cambiada' })).toHaveFocus();
    const stored = (await storedNotes()).find((note) => note.title === 'Nota cambiada')!;
    expect(stored.labels.map((label) => label.id)).toContain(labels.find((label) => label.title === 'Friends')!.id);
  });

  it('archives a note and finds it in the archive, then brings it back', async () => {
    renderDemo('/demo/apps/notes');
    const [first] = await cardTitles();
    const card = within(await grid()).getByRole('article', { name: first! });
    await userEvent.click(within(card).getByRole('button', { name: `Archivar ${first}` }));
    expect(await screen.findByText('Nota archivada.')).toBeInTheDocument();
    expect(await cardTitles()).not.toContain(first);
    // its buttons went with it: the focus is on the view's heading, not lost
    expect(screen.getByRole('heading', { level: 2, name: 'Notas' })).toHaveFocus();

    await userEvent.click(within(filters()).getByRole('link', { name: 'Archivo' }));
    const archived = within(await grid('Archivo')).getByRole('article', { name: first! });
    await userEvent.click(within(archived).getByRole('button', { name: `Desarchivar ${first}` }));
    expect(await screen.findByText('Nota devuelta a las notas.')).toBeInTheDocument();
    expect(await cardTitles('Archivo')).not.toContain(first);
  });

  it('archives and deletes from the editor', async () => {
    renderDemo('/demo/apps/notes');
    const [first, second] = await cardTitles();
    await userEvent.click(screen.getByRole('button', { name: `Editar ${first}` }));
    await userEvent.click(within(editor()).getByRole('button', { name: 'Archivar' }));
    expect(await screen.findByText('Nota archivada.')).toBeInTheDocument();
    expect((await storedNotes()).find((note) => note.title === first)!.archived).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: `Editar ${second}` }));
    await userEvent.click(within(editor()).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Nota eliminada.')).toBeInTheDocument();
    expect(await cardTitles()).not.toContain(second);
    expect(screen.getByRole('heading', { level: 2, name: 'Notas' })).toHaveFocus();
    expect((await storedNotes()).some((note) => note.title === second)).toBe(false);
  });

  it('filters by label, and a label without notes says so', async () => {
    renderDemo('/demo/apps/notes');
    await grid();
    const notes = await storedNotes();
    const work = notes
      .find((note) => note.labels.some((label) => label.title === 'Work'))!
      .labels.find((label) => label.title === 'Work')!;
    await userEvent.click(within(filters()).getByRole('link', { name: 'Work' }));
    expect(screen.getByTestId('location')).toHaveTextContent(`/demo/apps/notes/label/${work.id}`);
    const expected = notes.filter((note) => !note.archived && note.labels.some((label) => label.id === work.id));
    expect(await cardTitles('Etiqueta: Work')).toHaveLength(expected.length);
    expect(within(filters()).getByRole('link', { name: 'Work' })).toHaveAttribute('aria-current', 'page');

    // a new label has no notes yet
    await userEvent.click(screen.getByRole('button', { name: 'Editar etiquetas' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Nueva etiqueta' }), 'Viajes');
    await userEvent.click(screen.getByRole('button', { name: 'Añadir etiqueta' }));
    await userEvent.click(await within(filters()).findByRole('link', { name: 'Viajes' }));
    expect(await screen.findByText('No hay notas con esta etiqueta.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Etiqueta: Viajes' })).toBeInTheDocument();
  });

  it('manages the labels: creates, renames and deletes one (it leaves every note)', async () => {
    renderDemo('/demo/apps/notes');
    await grid();
    await userEvent.click(screen.getByRole('button', { name: 'Editar etiquetas' }));
    const manager = screen.getByRole('region', { name: 'Editar etiquetas' });
    await userEvent.click(within(manager).getByRole('button', { name: 'Añadir etiqueta' }));
    expect(within(manager).getByRole('alert')).toHaveTextContent('Escribe el nombre de la etiqueta.');
    await userEvent.type(within(manager).getByRole('textbox', { name: 'Nueva etiqueta' }), 'Ideas');
    await userEvent.click(within(manager).getByRole('button', { name: 'Añadir etiqueta' }));
    expect(await within(filters()).findByRole('link', { name: 'Ideas' })).toBeInTheDocument();
    expect(within(manager).getByRole('textbox', { name: 'Nueva etiqueta' })).toHaveValue('');

    const name = within(manager).getByRole('textbox', { name: 'Nombre de la etiqueta Family' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Casa{Enter}');
    expect(await within(filters()).findByRole('link', { name: 'Casa' })).toBeInTheDocument();
    expect(within(filters()).queryByRole('link', { name: 'Family' })).not.toBeInTheDocument();

    const work = (await demoApi.get<NoteLabel[]>('api/apps/notes/labels')).find((label) => label.title === 'Work')!;
    await userEvent.click(within(manager).getByRole('button', { name: 'Eliminar Work' }));
    await screen.findByRole('textbox', { name: 'Nombre de la etiqueta Casa' });
    expect(within(filters()).queryByRole('link', { name: 'Work' })).not.toBeInTheDocument();
    expect((await storedNotes()).some((note) => note.labels.some((label) => label.id === work.id))).toBe(false);
    for (const card of within(await grid()).getAllByRole('article')) expect(card).not.toHaveTextContent(/\bWork\b/);
  });

  it('says not found for an unknown label or page', async () => {
    renderDemo('/demo/apps/notes/label/no-existe');
    expect(await screen.findByRole('heading', { level: 1, name: 'No encontrado' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a las notas' })).toBeInTheDocument();
  });
});
