import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderDemo, setUpDemo } from '../../testing/render-demo';
import { getTask, getTasks } from './api/tasks-api';
import { list } from './tasks-page-testing';

beforeAll(setUpDemo);

/** The rows' titles, in the order shown. */
const titles = async () =>
  within(await list())
    .getAllByTestId('task-row')
    .map((row) => within(row).getAllByRole('link')[0]!.textContent);

// The list: its order, adding, completing, moving and finding tasks. A task's details are tested in
// tasks-page-details.test.tsx, its assignee and the tags' names in tasks-page-assignee-tags.test.tsx.
describe('the tasks list', () => {
  it('shows the sections and tasks by order', async () => {
    renderDemo('/demo/apps/tasks');
    const shown = await titles();
    const tasks = await getTasks();
    expect(shown).toEqual(tasks.map((task) => task.title));
    // sections are headings of the list
    const section = tasks.find((task) => task.type === 'section')!;
    expect(screen.getByRole('heading', { level: 2, name: section.title })).toBeInTheDocument();
  });

  it('asks for a title, then creates a task first with every order renumbered', async () => {
    renderDemo('/demo/apps/tasks');
    const before = await titles();
    await userEvent.click(screen.getByRole('button', { name: 'Añadir tarea' }));
    expect(screen.getByText('Escribe un título.')).toBeInTheDocument();

    await userEvent.type(
      screen.getByRole('textbox', { name: 'Título de la nueva tarea o sección' }),
      'Llamar al banco',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Añadir tarea' }));
    expect(await screen.findByText('Tarea «Llamar al banco» añadida al principio de la lista.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Título de la nueva tarea o sección' })).toHaveValue('');
    await screen.findByRole('checkbox', { name: 'Completada: Llamar al banco' });
    expect(await titles()).toEqual(['Llamar al banco', ...before]);

    const tasks = await getTasks();
    expect(tasks[0]).toMatchObject({
      title: 'Llamar al banco',
      type: 'task',
      completed: false,
      priority: 1,
      tags: [],
      dueDate: null,
    });
    expect(tasks.map((task) => task.order)).toEqual(tasks.map((_, index) => index));
  });

  it('creates a section at the top', async () => {
    renderDemo('/demo/apps/tasks');
    await list();
    await userEvent.type(screen.getByRole('textbox', { name: 'Título de la nueva tarea o sección' }), 'Viaje');
    await userEvent.click(screen.getByRole('button', { name: 'Añadir sección' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Viaje' })).toBeInTheDocument();
    expect((await titles())[0]).toBe('Viaje');
    expect((await getTasks())[0]).toMatchObject({ type: 'section', title: 'Viaje', order: 0 });
  });

  it('completes a task and undoes it', async () => {
    renderDemo('/demo/apps/tasks');
    await list();
    const task = (await getTasks()).find((item) => item.type === 'task' && !item.completed)!;
    const status = screen.getByText(/^\d+ tareas? pendientes?$/);
    const remaining = Number(status.textContent!.match(/\d+/)![0]);
    const box = screen.getByRole('checkbox', { name: `Completada: ${task.title}` });
    await userEvent.click(box);
    expect(box).toBeChecked();
    expect(status).toHaveTextContent(`${remaining - 1} tareas pendientes`);
    expect(await getTask(task.id)).toMatchObject({ completed: true });
    await userEvent.click(box);
    expect(box).not.toBeChecked();
    expect(await getTask(task.id)).toMatchObject({ completed: false });
  });

  it('moves a task down by keyboard from its handle, the new order saved', async () => {
    // jsdom lays nothing out: each row gets a box by its place in the list, as a browser would
    const rect = jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const row = this.closest('[data-testid="task-row"]');
      const index = row ? [...row.parentElement!.children].indexOf(row) : 0;
      const top = index * 50;
      return { x: 0, y: top, top, left: 0, right: 600, bottom: top + 40, width: 600, height: 40, toJSON: () => ({}) };
    });
    try {
      renderDemo('/demo/apps/tasks');
      const before = await titles();
      const handle = screen.getByRole('button', { name: `Mover «${before[1]}»` });
      handle.focus();
      await userEvent.keyboard(' ');
      // picked up: the handle is pressed, and the live region says where it is
      expect(handle).toHaveAttribute('aria-pressed', 'true');
      expect(
        await screen.findByText(`«${before[1]}» está ahora en la posición 2 de ${before.length}.`),
      ).toBeInTheDocument();
      await userEvent.keyboard('{ArrowDown}');
      await userEvent.keyboard(' ');
      expect(
        await screen.findByText(`Has soltado «${before[1]}» en la posición 3 de ${before.length}.`),
      ).toBeInTheDocument();
      const after = [before[0], before[2], before[1], ...before.slice(3)];
      expect(await titles()).toEqual(after);
      expect((await getTasks()).map((task) => task.title)).toEqual(after);
    } finally {
      rect.mockRestore();
    }
  });

  it('finds tasks with their matches highlighted, and says when none matches', async () => {
    renderDemo('/demo/apps/tasks');
    await list();
    const task = (await getTasks()).find((item) => item.type === 'task')!;
    const word = task.title.split(' ')[0]!;
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar tareas' }), word.toUpperCase());
    const results = await screen.findByRole('list', { name: 'Tareas encontradas' });
    const link = within(results).getByRole('link', { name: new RegExp(task.title) });
    const marks = link.querySelectorAll('mark');
    expect(marks.length).toBeGreaterThan(0);
    expect(marks[0]!.textContent!.toLowerCase()).toBe(word.toLowerCase());
    expect(screen.queryByRole('list', { name: 'Secciones y tareas' })).not.toBeInTheDocument();

    await userEvent.clear(screen.getByRole('searchbox', { name: 'Buscar tareas' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar tareas' }), 'zzzz-nada');
    expect(await screen.findByText('Ninguna tarea coincide con «zzzz-nada».')).toBeInTheDocument();
    expect(screen.getByText('0 tareas encontradas')).toHaveAttribute('role', 'status');
  });
});
