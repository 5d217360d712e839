import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoApi, DemoRequestError } from '../../lib/demo-client';
import { renderDemo, setUpDemo } from '../../testing/render-demo';
import { getContact, getTags, searchContacts } from './api/contacts-api';

beforeAll(setUpDemo);

const contactList = () => screen.findByRole('list', { name: 'Contactos' });
const names = (list: HTMLElement) =>
  within(list)
    .getAllByRole('link')
    .map((link) => link.querySelector('span')?.textContent);

async function openFirstContact() {
  const first = within(await contactList()).getAllByRole('link')[0]!;
  const name = first.querySelector('span')!.textContent!;
  await userEvent.click(first);
  await screen.findByRole('heading', { level: 2, name });
  return name;
}

describe('the contacts app', () => {
  it('lists every contact sorted by name and finds them by a case-insensitive search', async () => {
    renderDemo('/demo/apps/contacts');
    const list = await contactList();
    const all = names(list);
    expect(screen.getByText('90 contactos')).toBeInTheDocument();
    expect(all).toEqual([...all].sort((a, b) => a!.localeCompare(b!)));

    const someone = all[10]!;
    const part = someone.slice(1, 4).toUpperCase();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar contactos' }), part);
    await waitFor(() => expect(names(screen.getByRole('list', { name: 'Contactos' }))).toContain(someone));
    for (const name of names(screen.getByRole('list', { name: 'Contactos' }))) {
      expect(name!.toLowerCase()).toContain(part.toLowerCase());
    }
  });

  it('says when no contact matches the search', async () => {
    renderDemo('/demo/apps/contacts');
    await contactList();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar contactos' }), 'qqqzzz');
    expect(await screen.findByText('No hay contactos que coincidan con la búsqueda.')).toBeInTheDocument();
    expect(screen.getByText('0 contactos')).toBeInTheDocument();
  });

  it("shows a contact's emails, phones with their country, tags and notes", async () => {
    renderDemo('/demo/apps/contacts');
    await openFirstContact();
    expect(screen.getByRole('region', { name: 'Correos' })).toHaveTextContent('@');
    expect(within(screen.getByRole('region', { name: 'Teléfonos' })).getAllByRole('listitem')[0]).toHaveTextContent(
      /^\+\d+/,
    );
    expect(within(screen.getByRole('list', { name: 'Etiquetas' })).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'Notas' }).querySelector('p')).not.toBeNull();
  });

  it('creates a contact, edits it in the form and finds it by search', async () => {
    renderDemo('/demo/apps/contacts');
    await contactList();
    await userEvent.click(screen.getByRole('button', { name: 'Añadir contacto' }));
    const name = await screen.findByRole('textbox', { name: 'Nombre' });
    expect(name).toHaveValue('New Contact');

    await userEvent.clear(name);
    await userEvent.type(name, 'Zuleima Prueba');
    await userEvent.type(screen.getByRole('textbox', { name: 'Cargo' }), 'Asesora');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Band' }));
    await userEvent.click(screen.getByRole('button', { name: 'Añadir un correo' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Correo 1' }), 'zuleima@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Añadir un teléfono' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'País del teléfono 1' }), 'co');
    await userEvent.type(screen.getByRole('textbox', { name: 'Teléfono 1' }), '3001234567');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Zuleima Prueba' })).toBeInTheDocument();
    const details = screen.getByRole('article', { name: 'Zuleima Prueba' });
    expect(within(details).getByText('Asesora')).toBeInTheDocument();
    expect(within(details).getByRole('list', { name: 'Etiquetas' })).toHaveTextContent('Band');
    expect(screen.getByRole('region', { name: 'Correos' })).toHaveTextContent('zuleima@example.com');
    expect(screen.getByRole('region', { name: 'Teléfonos' })).toHaveTextContent('+57 3001234567 · Colombia');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar contactos' }), 'zuleima');
    await waitFor(() => expect(names(screen.getByRole('list', { name: 'Contactos' }))).toEqual(['Zuleima Prueba']));
  });

  it('refuses to save a contact without a name', async () => {
    renderDemo('/demo/apps/contacts');
    await openFirstContact();
    await userEvent.click(screen.getByRole('button', { name: 'Editar' }));
    await userEvent.clear(screen.getByRole('textbox', { name: 'Nombre' }));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Escribe el nombre del contacto.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nombre' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('sanitises the HTML of the notes before showing it', async () => {
    renderDemo('/demo/apps/contacts');
    await openFirstContact();
    await userEvent.click(screen.getByRole('button', { name: 'Editar' }));
    const notes = screen.getByRole('textbox', { name: 'Notas' });
    // several lines: a textarea, not an input
    expect(notes.tagName).toBe('TEXTAREA');
    await userEvent.clear(notes);
    await userEvent.click(notes);
    await userEvent.paste('<p>Hola</p><img src="x" onerror="alert(1)"><script>alert(2)</script>');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));

    const shown = await screen.findByRole('region', { name: 'Notas' });
    expect(within(shown).getByText('Hola')).toBeInTheDocument();
    expect(shown.querySelector('script')).toBeNull();
    expect(shown.querySelector('img')).not.toHaveAttribute('onerror');
  });

  it("replaces a contact's picture with the uploaded file", async () => {
    renderDemo('/demo/apps/contacts');
    const name = await openFirstContact();
    // a Blob, as the tests' (Node) FormData takes it: it would send jsdom's File as text
    const file = Object.assign(new Blob(['avatar'], { type: 'image/png' }), { name: 'avatar.png' }) as File;
    await userEvent.upload(screen.getByLabelText('Cambiar la foto'), file);
    const picture = await screen.findByRole('img', { name: `Foto de ${name}` });
    expect(picture.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
  });

  it('deletes a contact', async () => {
    renderDemo('/demo/apps/contacts');
    const name = await openFirstContact();
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/demo\/apps\/contacts$/));
    await waitFor(() => expect(screen.getByText('89 contactos')).toBeInTheDocument());
    expect(names(screen.getByRole('list', { name: 'Contactos' }))).not.toContain(name);
  });

  it('says so for a contact that does not exist', async () => {
    renderDemo('/demo/apps/contacts/no-existe');
    expect(await screen.findByText('Este contacto no existe.')).toBeInTheDocument();
  });

  it('moves the focus to the contact opened, to the form on Edit and back to the details on Save', async () => {
    renderDemo('/demo/apps/contacts');
    // on a narrow screen the details are below the list: the focus takes the visitor there
    const name = await openFirstContact();
    expect(screen.getByRole('heading', { level: 2, name })).toHaveFocus();
    // the pressed button goes away with the view: the focus does not fall to the page's body
    await userEvent.click(screen.getByRole('button', { name: 'Editar' }));
    expect(screen.getByRole('textbox', { name: 'Nombre' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name })).toHaveFocus());
  });

  it('opens a new contact with the focus on its name', async () => {
    renderDemo('/demo/apps/contacts');
    await contactList();
    await userEvent.click(screen.getByRole('button', { name: 'Añadir contacto' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Nombre' })).toHaveFocus());
  });
});

describe("the contacts' tags", () => {
  /** Opens the first contact in its form: its id, and the group of its tags. */
  async function editFirstContact() {
    await openFirstContact();
    const id = screen.getByTestId('location').textContent!.split('/').at(-1)!;
    await userEvent.click(screen.getByRole('button', { name: 'Editar' }));
    return { id, group: screen.getByRole('group', { name: 'Etiquetas' }) };
  }

  it('creates a tag given to the contact, renames it, and shows it so once the contact is saved', async () => {
    renderDemo('/demo/apps/contacts');
    const { id, group } = await editFirstContact();
    await userEvent.type(within(group).getByRole('textbox', { name: 'Nueva etiqueta' }), 'Vecinos{Enter}');
    expect(await within(group).findByRole('checkbox', { name: 'Vecinos' })).toBeChecked();
    expect(within(group).getByRole('textbox', { name: 'Nueva etiqueta' })).toHaveValue('');
    expect((await getTags())[0]!.title).toBe('Vecinos');

    await userEvent.click(within(group).getByRole('button', { name: 'Renombrar la etiqueta «Vecinos»' }));
    const title = within(group).getByRole('textbox', { name: 'Nuevo nombre de la etiqueta «Vecinos»' });
    expect(title).toHaveFocus();
    await userEvent.clear(title);
    await userEvent.type(title, 'Vecindario{Enter}');
    expect(await within(group).findByRole('checkbox', { name: 'Vecindario' })).toBeChecked();
    expect(within(group).getByRole('button', { name: 'Renombrar la etiqueta «Vecindario»' })).toHaveFocus();
    const tags = await getTags();
    expect(tags.map((tag) => tag.title)).toContain('Vecindario');
    expect(tags.map((tag) => tag.title)).not.toContain('Vecinos');

    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    const shown = await screen.findByRole('list', { name: 'Etiquetas' });
    expect(within(shown).getByText('Vecindario')).toBeInTheDocument();
    expect((await getContact(id))!.tags).toContain(tags.find((tag) => tag.title === 'Vecindario')!.id);
  });

  it('deletes a tag from every contact, and from the contact being edited', async () => {
    renderDemo('/demo/apps/contacts');
    const { id, group } = await editFirstContact();
    const carried = (await getContact(id))!.tags[0];
    const tag = (await getTags()).find((item) => item.id === carried)!;
    expect(within(group).getByRole('checkbox', { name: tag.title })).toBeChecked();

    await userEvent.click(
      within(group).getByRole('button', { name: `Eliminar la etiqueta «${tag.title}» de todos los contactos` }),
    );
    await waitFor(() => expect(within(group).queryByRole('checkbox', { name: tag.title })).not.toBeInTheDocument());
    expect((await getTags()).map((item) => item.id)).not.toContain(tag.id);
    expect((await searchContacts('')).filter((contact) => contact.tags.includes(tag.id))).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await screen.findByRole('button', { name: 'Editar' });
    expect(screen.queryByRole('list', { name: 'Etiquetas' })).not.toBeInTheDocument();
  });

  it("refuses an empty tag title, or another tag's in any case, keeping what was typed", async () => {
    renderDemo('/demo/apps/contacts');
    const { group } = await editFirstContact();
    const before = await getTags();
    const field = within(group).getByRole('textbox', { name: 'Nueva etiqueta' });
    await userEvent.click(within(group).getByRole('button', { name: 'Añadir etiqueta' }));
    expect(within(group).getByRole('alert')).toHaveTextContent('Escribe el nombre de la etiqueta.');
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(field, 'FAMILY{Enter}');
    expect(within(group).getByRole('alert')).toHaveTextContent('Ya hay una etiqueta «Family». Elige otro nombre.');
    expect(field).toHaveValue('FAMILY');

    await userEvent.click(within(group).getByRole('button', { name: 'Renombrar la etiqueta «Band»' }));
    const title = within(group).getByRole('textbox', { name: 'Nuevo nombre de la etiqueta «Band»' });
    await userEvent.clear(title);
    await userEvent.type(title, 'college{Enter}');
    expect(within(group).getByRole('alert')).toHaveTextContent('Ya hay una etiqueta «College». Elige otro nombre.');
    expect(title).toHaveValue('college');
    expect(await getTags()).toEqual(before);
  });

  it('keeps the new tag typed and says so when the mock refuses it', async () => {
    renderDemo('/demo/apps/contacts');
    const { group } = await editFirstContact();
    const post = jest.spyOn(demoApi, 'post').mockRejectedValueOnce(new DemoRequestError(500));
    try {
      await userEvent.type(within(group).getByRole('textbox', { name: 'Nueva etiqueta' }), 'Vecinos{Enter}');
      expect(await within(group).findByRole('alert')).toHaveTextContent(
        'No se pudieron cambiar las etiquetas. Inténtalo de nuevo.',
      );
    } finally {
      post.mockRestore();
    }
    expect(within(group).getByRole('textbox', { name: 'Nueva etiqueta' })).toHaveValue('Vecinos');
    expect(within(group).queryByRole('checkbox', { name: 'Vecinos' })).not.toBeInTheDocument();
    // the contact's form is still there, as typed
    expect(screen.getByRole('textbox', { name: 'Nombre' })).toBeInTheDocument();
  });
});
