import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setUpRemotePage } from '@soat/shared/testing';
import { UiProvider } from '@soat/shared/ui';
import es from '../../public/assets/i18n/es.json';
import { DEMO_NAMESPACE } from '../lib/namespace';
import { ManagedTagsField, type TagItem } from './managed-tags-field';

beforeAll(() => setUpRemotePage(DEMO_NAMESPACE, es));

const SEED: TagItem[] = [
  { id: 'api', title: 'Api' },
  { id: 'bug', title: 'Bug' },
  { id: 'urgent', title: 'Urgent' },
];

/** The field in a form, as an item's details hold it, with the item's tags and the tags kept in state. */
function renderField({
  create = jest.fn(async (title: string) => ({ id: 'new', title })),
  rename = jest.fn(async (id: string, title: string) => ({ id, title })),
  remove = jest.fn(async () => true),
  selectCreated = true,
} = {}) {
  const onSubmit = jest.fn();
  const onSelectedChange = jest.fn();
  function Harness() {
    const [tags, setTags] = useState(SEED);
    const [selected, setSelected] = useState(['bug']);
    return (
      <form
        aria-label="Tarea"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <ManagedTagsField
          legend="Etiquetas"
          texts="tasks.tags"
          tags={tags}
          selected={selected}
          onSelectedChange={(ids) => {
            onSelectedChange(ids);
            setSelected(ids);
          }}
          onTagsChange={setTags}
          create={create}
          rename={rename}
          remove={remove}
          selectCreated={selectCreated}
        />
        <button type="submit">Guardar la tarea</button>
      </form>
    );
  }
  render(
    <UiProvider>
      <Harness />
    </UiProvider>,
  );
  return { create, rename, remove, onSubmit, onSelectedChange };
}

const newTag = () => screen.getByRole('textbox', { name: 'Nueva etiqueta' });
const renameButton = (title: string) => screen.getByRole('button', { name: `Renombrar la etiqueta «${title}»` });
const titleField = (title: string) => screen.getByRole('textbox', { name: `Nuevo nombre de la etiqueta «${title}»` });

describe('ManagedTagsField', () => {
  it('creates a tag with Enter, given to the item, without submitting the form around it', async () => {
    const { create, onSubmit } = renderField();
    await userEvent.type(newTag(), '  Cliente {Enter}');
    expect(create).toHaveBeenCalledWith('Cliente');
    expect(await screen.findByRole('checkbox', { name: 'Cliente' })).toBeChecked();
    expect(newTag()).toHaveValue('');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('leaves a tag created unticked when the caller leaves it to be ticked', async () => {
    const { create, onSelectedChange } = renderField({ selectCreated: false });
    await userEvent.type(newTag(), 'Cliente{Enter}');
    expect(create).toHaveBeenCalledWith('Cliente');
    expect(await screen.findByRole('checkbox', { name: 'Cliente' })).not.toBeChecked();
    expect(onSelectedChange).not.toHaveBeenCalled();
  });

  it("refuses an empty title and another tag's title in any case, saying why and keeping what was typed", async () => {
    const { create } = renderField();
    await userEvent.click(screen.getByRole('button', { name: 'Añadir etiqueta' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Escribe el nombre de la etiqueta.');
    expect(newTag()).toHaveAttribute('aria-invalid', 'true');
    expect(newTag()).toHaveAccessibleDescription('Escribe el nombre de la etiqueta.');

    await userEvent.type(newTag(), ' bUG {Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Ya hay una etiqueta «Bug». Elige otro nombre.');
    expect(newTag()).toHaveValue(' bUG ');
    expect(create).not.toHaveBeenCalled();
  });

  it('renames a tag: its field takes the focus, Enter saves it, and the focus goes back to its Rename button', async () => {
    const { rename, onSubmit } = renderField();
    await userEvent.click(renameButton('Api'));
    expect(titleField('Api')).toHaveFocus();
    expect(titleField('Api')).toHaveValue('Api');

    await userEvent.clear(titleField('Api'));
    await userEvent.type(titleField('Api'), 'Interfaz{Enter}');
    expect(rename).toHaveBeenCalledWith('api', 'Interfaz');
    expect(await screen.findByRole('checkbox', { name: 'Interfaz' })).not.toBeChecked();
    expect(renameButton('Interfaz')).toHaveFocus();
    expect(screen.queryByRole('checkbox', { name: 'Api' })).not.toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('saves a new title with its Save button too, and the item keeps the tag', async () => {
    const { rename } = renderField();
    await userEvent.click(renameButton('Bug'));
    await userEvent.clear(titleField('Bug'));
    await userEvent.type(titleField('Bug'), 'Fallo');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar el nombre de la etiqueta «Bug»' }));
    expect(rename).toHaveBeenCalledWith('bug', 'Fallo');
    expect(await screen.findByRole('checkbox', { name: 'Fallo' })).toBeChecked();
  });

  it('gives up a rename with Escape or Cancel, the title unchanged and the focus back on its Rename button', async () => {
    const { rename } = renderField();
    await userEvent.click(renameButton('Urgent'));
    await userEvent.type(titleField('Urgent'), ' ya{Escape}');
    expect(renameButton('Urgent')).toHaveFocus();
    expect(screen.getByRole('checkbox', { name: 'Urgent' })).toBeInTheDocument();

    await userEvent.click(renameButton('Urgent'));
    await userEvent.type(titleField('Urgent'), ' ya');
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar el cambio de nombre de «Urgent»' }));
    expect(renameButton('Urgent')).toHaveFocus();
    expect(rename).not.toHaveBeenCalled();
  });

  it("refuses to rename a tag to nothing or to another tag's title, keeping what was typed", async () => {
    const { rename } = renderField();
    await userEvent.click(renameButton('Api'));
    await userEvent.clear(titleField('Api'));
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Escribe el nombre de la etiqueta.');
    expect(titleField('Api')).toHaveAttribute('aria-invalid', 'true');
    expect(titleField('Api')).toHaveAccessibleDescription('Escribe el nombre de la etiqueta.');

    await userEvent.type(titleField('Api'), 'urgent{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Ya hay una etiqueta «Urgent». Elige otro nombre.');
    expect(titleField('Api')).toHaveValue('urgent');
    expect(rename).not.toHaveBeenCalled();
  });

  it('says so when a request fails, keeping the title typed', async () => {
    const failing = () => Promise.reject(new Error('500'));
    renderField({
      create: jest.fn<Promise<TagItem>, [string]>(failing),
      rename: jest.fn<Promise<TagItem>, [string, string]>(failing),
    });
    await userEvent.type(newTag(), 'Cliente{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo cambiar las etiquetas. Inténtalo de nuevo.');
    expect(newTag()).toHaveValue('Cliente');
    expect(screen.queryByRole('checkbox', { name: 'Cliente' })).not.toBeInTheDocument();

    await userEvent.click(renameButton('Api'));
    await userEvent.clear(titleField('Api'));
    await userEvent.type(titleField('Api'), 'Interfaz{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo cambiar las etiquetas.');
    expect(titleField('Api')).toHaveValue('Interfaz');
  });

  it("deletes a tag, taking it off the item, the focus on the next tag's delete button", async () => {
    const { remove, onSelectedChange } = renderField();
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar la etiqueta «Bug» de todas las tareas' }));
    expect(remove).toHaveBeenCalledWith('bug');
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: 'Bug' })).not.toBeInTheDocument());
    expect(onSelectedChange).toHaveBeenLastCalledWith([]);
    expect(screen.getByRole('button', { name: 'Eliminar la etiqueta «Urgent» de todas las tareas' })).toHaveFocus();

    // the last one gone, the focus goes to the new tag's title
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar la etiqueta «Urgent» de todas las tareas' }));
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar la etiqueta «Api» de todas las tareas' }));
    expect(await screen.findByText('No hay etiquetas.')).toBeInTheDocument();
    expect(newTag()).toHaveFocus();
  });
});
