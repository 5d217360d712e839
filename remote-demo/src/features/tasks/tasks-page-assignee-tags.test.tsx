import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderDemo, setUpDemo } from '../../testing/render-demo';
import { getAssignees, getTask, getTasks, getTaskTags, type Task } from './api/tasks-api';
import { list } from './tasks-page-testing';

beforeAll(setUpDemo);

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
