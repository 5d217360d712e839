import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoApi, DemoRequestError } from '../../lib/demo-client';
import { renderDemo, setUpDemo } from '../../testing/render-demo';
import { getAssignees, getTask, getTasks, getTaskTags, type Task } from './api/tasks-api';

beforeAll(setUpDemo);

const list = () => screen.findByRole('list', { name: 'Secciones y tareas' });
/** The rows' titles, in the order shown. */
const titles = async () =>
  within(await list())
    .getAllByTestId('task-row')
    .map((row) => within(row).getAllByRole('link')[0]!.textContent);

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

describe("a task's details", () => {
  it('edits the title, notes, completion, priority, due date, tags and subtasks', async () => {
    renderDemo('/demo/apps/tasks');
    await list();
    const task = (await getTasks()).find((item) => item.type === 'task')!;
    await userEvent.click(screen.getAllByRole('link', { name: task.title })[0]!);
    const heading = await screen.findByRole('heading', { level: 1, name: task.title });
    expect(heading).toHaveFocus();
    expect(screen.getByTestId('location')).toHaveTextContent(`/demo/apps/tasks/${task.id}`);

    const form = screen.getByRole('form', { name: 'Detalles de la tarea' });
    const title = within(form).getByRole('textbox', { name: 'Título' });
    await userEvent.clear(title);
    await userEvent.type(title, 'Revisar contrato');
    const notes = within(form).getByRole('textbox', { name: 'Notas' });
    expect(notes.tagName).toBe('TEXTAREA');
    await userEvent.clear(notes);
    await userEvent.type(notes, 'Antes del viernes');
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Completada' }));
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Prioridad' }), 'Prioridad alta');
    const due = within(form).getByLabelText('Fecha límite');
    await userEvent.clear(due);
    await userEvent.type(due, '2026-12-24');
    const tags = within(within(form).getByRole('group', { name: 'Etiquetas' })).getAllByRole('checkbox');
    const tagBox = tags.find((box) => !(box as HTMLInputElement).checked)!;
    await userEvent.click(tagBox);
    await userEvent.type(within(form).getByRole('textbox', { name: 'Nueva subtarea' }), 'Imprimir{Enter}');
    const count = task.subTasks.length + 1;
    expect(within(form).getByRole('textbox', { name: `Título de la subtarea ${count}` })).toHaveValue('Imprimir');
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Cambios guardados.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Revisar contrato' })).toBeInTheDocument();
    const saved = (await getTask(task.id))!;
    expect(saved).toMatchObject({
      title: 'Revisar contrato',
      notes: 'Antes del viernes',
      completed: !task.completed,
      priority: 2,
      dueDate: '2026-12-24T00:00:00.000Z',
    });
    expect(saved.tags).toHaveLength(task.tags.length + 1);
    expect(saved.subTasks.at(-1)).toMatchObject({ title: 'Imprimir', completed: false });

    await userEvent.click(screen.getByRole('link', { name: 'Volver a las tareas' }));
    expect(await screen.findByRole('checkbox', { name: 'Completada: Revisar contrato' })).toBeInTheDocument();
  });

  it('keeps what was typed when the save fails, and shows the due date as set in the list', async () => {
    renderDemo('/demo/apps/tasks');
    await list();
    const task = (await getTasks()).find((item) => item.type === 'task')!;
    await userEvent.click(screen.getAllByRole('link', { name: task.title })[0]!);
    const form = await screen.findByRole('form', { name: 'Detalles de la tarea' });
    await userEvent.clear(within(form).getByRole('textbox', { name: 'Título' }));
    await userEvent.type(within(form).getByRole('textbox', { name: 'Título' }), 'Pagar la luz');
    const due = within(form).getByLabelText('Fecha límite');
    await userEvent.clear(due);
    await userEvent.type(due, '2026-03-01');

    const patch = jest.spyOn(demoApi, 'patch').mockRejectedValueOnce(new DemoRequestError(500));
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('No se pudieron guardar los cambios. Inténtalo de nuevo.')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Título' })).toHaveValue('Pagar la luz');
    expect(due).toHaveValue('2026-03-01');
    expect((await getTask(task.id))!.title).toBe(task.title);
    patch.mockRestore();

    await userEvent.click(within(form).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Cambios guardados.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Volver a las tareas' }));
    const row = (await screen.findByRole('checkbox', { name: 'Completada: Pagar la luz' })).closest('li')!;
    expect(row).toHaveTextContent('Vence el 1/3/26');
  });

  it('creates a tag given to the task, and deletes a tag from every task', async () => {
    renderDemo('/demo/apps/tasks');
    await list();
    const tasks = await getTasks();
    const tagged = tasks.find((item) => item.tags.length > 0)!;
    const tag = (await getTaskTags()).find((item) => item.id === tagged.tags[0])!;
    await userEvent.click(screen.getAllByRole('link', { name: tagged.title })[0]!);
    const form = await screen.findByRole('form', { name: 'Detalles de la tarea' });
    const group = within(form).getByRole('group', { name: 'Etiquetas' });

    await userEvent.type(within(group).getByRole('textbox', { name: 'Nueva etiqueta' }), 'Cliente{Enter}');
    expect(await within(group).findByRole('checkbox', { name: 'Cliente' })).toBeChecked();
    expect((await getTaskTags())[0]!.title).toBe('Cliente');

    await userEvent.click(
      within(group).getByRole('button', { name: `Eliminar la etiqueta «${tag.title}» de todas las tareas` }),
    );
    await waitFor(() => expect(within(group).queryByRole('checkbox', { name: tag.title })).not.toBeInTheDocument());
    expect((await getTaskTags()).map((item) => item.id)).not.toContain(tag.id);
    expect((await getTasks()).filter((item) => item.tags.includes(tag.id))).toEqual([]);
  });

  it('renames a section, whose details are its title alone', async () => {
    renderDemo('/demo/apps/tasks');
    await list();
    const section = (await getTasks()).find((item) => item.type === 'section')!;
    await userEvent.click(screen.getByRole('link', { name: section.title }));
    const form = await screen.findByRole('form', { name: 'Detalles de la sección' });
    expect(within(form).queryByRole('combobox', { name: 'Prioridad' })).not.toBeInTheDocument();
    await userEvent.clear(within(form).getByRole('textbox', { name: 'Título' }));
    await userEvent.type(within(form).getByRole('textbox', { name: 'Título' }), 'Ventas');
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ventas' })).toBeInTheDocument();
    expect((await getTask(section.id))!.title).toBe('Ventas');
  });

  it('deletes a task and goes back to the list', async () => {
    renderDemo('/demo/apps/tasks');
    await list();
    const task = (await getTasks()).find((item) => item.type === 'task')!;
    await userEvent.click(screen.getAllByRole('link', { name: task.title })[0]!);
    await screen.findByRole('heading', { level: 1, name: task.title });
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar' }));
    await list();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/demo\/apps\/tasks$/);
    expect(screen.queryByRole('link', { name: task.title })).not.toBeInTheDocument();
    expect(await getTask(task.id)).toBeNull();
  });

  it('says an unknown task is not found', async () => {
    renderDemo('/demo/apps/tasks/no-existe');
    expect(await screen.findByRole('heading', { level: 1, name: 'No encontrado' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a las tareas' })).toBeInTheDocument();
  });
});

describe("a task's assignee and the tags' names", () => {
  /** The row of a task in the list (its completion checkbox's item). */
  const rowOf = async (task: Task) =>
    (await screen.findByRole('checkbox', { name: `Completada: ${task.title}` })).closest('li')!;

  it('shows who a task is assigned to in its row and its details, and assigns it to someone else', async () => {
    renderDemo('/demo/apps/tasks');
    await list();
    const people = await getAssignees();
    const task = (await getTasks()).find((item) => item.type === 'task' && item.assignedTo)!;
    const assignee = people.find((person) => person.id === task.assignedTo)!;
    expect(await rowOf(task)).toHaveTextContent(`Asignada a ${assignee.name}`);

    await userEvent.click(screen.getAllByRole('link', { name: task.title })[0]!);
    const form = await screen.findByRole('form', { name: 'Detalles de la tarea' });
    const select = within(form).getByRole('combobox', { name: 'Asignada a' });
    expect(select).toHaveDisplayValue(assignee.name);
    // every contact, by name, and nobody
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Sin asignar', ...people.map((person) => person.name)]);

    const other = people.find((person) => person.id !== assignee.id)!;
    await userEvent.selectOptions(select, other.name);
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Cambios guardados.')).toBeInTheDocument();
    expect((await getTask(task.id))!.assignedTo).toBe(other.id);

    await userEvent.click(screen.getByRole('link', { name: 'Volver a las tareas' }));
    expect(await rowOf(task)).toHaveTextContent(`Asignada a ${other.name}`);
  });

  it('leaves a task assigned to nobody, its row then naming nobody', async () => {
    renderDemo('/demo/apps/tasks');
    await list();
    const task = (await getTasks()).find((item) => item.type === 'task' && item.assignedTo)!;
    expect(await rowOf(task)).toHaveTextContent('Asignada a');
    await userEvent.click(screen.getAllByRole('link', { name: task.title })[0]!);
    const form = await screen.findByRole('form', { name: 'Detalles de la tarea' });
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Asignada a' }), 'Sin asignar');
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Cambios guardados.')).toBeInTheDocument();
    expect((await getTask(task.id))!.assignedTo).toBeNull();

    await userEvent.click(screen.getByRole('link', { name: 'Volver a las tareas' }));
    expect(await rowOf(task)).not.toHaveTextContent('Asignada a');
  });

  it('renames a tag, named so on every task carrying it', async () => {
    renderDemo('/demo/apps/tasks');
    await list();
    const tasks = await getTasks();
    const tagged = tasks.find((item) => item.type === 'task' && item.tags.length > 0)!;
    const tag = (await getTaskTags()).find((item) => item.id === tagged.tags[0])!;
    await userEvent.click(screen.getAllByRole('link', { name: tagged.title })[0]!);
    const form = await screen.findByRole('form', { name: 'Detalles de la tarea' });
    const group = within(form).getByRole('group', { name: 'Etiquetas' });

    await userEvent.click(within(group).getByRole('button', { name: `Renombrar la etiqueta «${tag.title}»` }));
    const title = within(group).getByRole('textbox', { name: `Nuevo nombre de la etiqueta «${tag.title}»` });
    expect(title).toHaveFocus();
    await userEvent.clear(title);
    await userEvent.type(title, 'Interfaz{Enter}');
    expect(await within(group).findByRole('checkbox', { name: 'Interfaz' })).toBeChecked();
    expect((await getTaskTags()).find((item) => item.id === tag.id)!.title).toBe('Interfaz');
    // the rename is stored at once: the task's form was not submitted
    expect(screen.queryByText('Cambios guardados.')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Volver a las tareas' }));
    for (const task of tasks.filter((item) => item.tags.includes(tag.id))) {
      expect(await rowOf(task)).toHaveTextContent(/Etiquetas: .*Interfaz/);
    }
  });

  it("refuses to rename a tag to another tag's name, keeping what was typed", async () => {
    renderDemo('/demo/apps/tasks');
    await list();
    const task = (await getTasks()).find((item) => item.type === 'task')!;
    const [first, second] = await getTaskTags();
    await userEvent.click(screen.getAllByRole('link', { name: task.title })[0]!);
    const group = within(await screen.findByRole('form', { name: 'Detalles de la tarea' })).getByRole('group', {
      name: 'Etiquetas',
    });
    await userEvent.click(within(group).getByRole('button', { name: `Renombrar la etiqueta «${first!.title}»` }));
    const title = within(group).getByRole('textbox', { name: `Nuevo nombre de la etiqueta «${first!.title}»` });
    await userEvent.clear(title);
    await userEvent.type(title, `${second!.title.toUpperCase()}{Enter}`);
    expect(within(group).getByRole('alert')).toHaveTextContent(
      `Ya hay una etiqueta «${second!.title}». Elige otro nombre.`,
    );
    expect(title).toHaveValue(second!.title.toUpperCase());
    expect((await getTaskTags())[0]!.title).toBe(first!.title);
  });
});
