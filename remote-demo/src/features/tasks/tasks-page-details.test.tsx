import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoApi, DemoRequestError } from '../../lib/demo-client';
import { renderDemo, setUpDemo } from '../../testing/render-demo';
import { getTask, getTasks, getTaskTags } from './api/tasks-api';
import { list } from './tasks-page-testing';

beforeAll(setUpDemo);

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
