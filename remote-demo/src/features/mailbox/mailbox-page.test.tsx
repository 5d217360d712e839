import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import es from '../../../public/assets/i18n/es.json';
import { demoApi } from '../../lib/demo-client';
import { createStore } from '../../mock-api/store';
import { renderDemo, setUpDemo } from '../../testing/render-demo';
import type { Mail, MailSettings } from './api/mailbox-api';

beforeAll(setUpDemo);

// the page's mock API starts from this same seed
const seed = createStore().mailbox;
const folderId = (slug: string) => seed.folders.find((folder) => folder.slug === slug)!.id;
const newestFirst = (mails: Mail[]) => [...mails].sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
const inbox = newestFirst(seed.mails.filter((mail) => mail.folder === folderId('inbox')));
const MAILBOX = '/demo/apps/mailbox';

const mailList = () => screen.findByRole('list', { name: 'Correos' });
const listedSubjects = async () =>
  within(await mailList())
    .getAllByRole('link')
    // the sender (its picture and name), the date, then the subject
    .map((link) => link.querySelectorAll('span')[3]!.textContent);
const panel = () => screen.getByRole('navigation', { name: 'Buzón' });
const sideLink = (group: string, name: string | RegExp) =>
  within(within(panel()).getByRole('list', { name: group })).getByRole('link', { name });
const openMail = () => screen.findByRole('article');

describe('the mailbox', () => {
  it('shows the inbox at its bare path, 10 mails a page, newest first, and pages on', async () => {
    renderDemo(MAILBOX);
    expect(await screen.findByRole('heading', { level: 1, name: 'Bandeja de entrada' })).toBeInTheDocument();
    expect(await listedSubjects()).toEqual(inbox.slice(0, 10).map((mail) => mail.subject));
    expect(screen.getByText(`Correos 1 a 10 de ${inbox.length}`)).toBeInTheDocument();
    expect(sideLink('Carpetas', /^Bandeja de entrada/)).toHaveAttribute('aria-current', 'page');
    // the inbox counts its unread mails, and its name says so; drafts count every mail in them
    const unread = inbox.filter((mail) => mail.unread).length;
    expect(sideLink('Carpetas', `Bandeja de entrada (${unread} sin leer)`)).toBeInTheDocument();
    const drafts = seed.mails.filter((mail) => mail.folder === folderId('drafts')).length;
    expect(sideLink('Carpetas', `Borradores (${drafts} correos)`)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText(`Correos 11 a 20 de ${inbox.length}`)).toBeInTheDocument();
    expect(await listedSubjects()).toEqual(inbox.slice(10, 20).map((mail) => mail.subject));
    expect(screen.getByTestId('location')).toHaveTextContent('?page=2');
    expect(screen.getByText(`Página 2 de ${Math.ceil(inbox.length / 10)}`)).toBeInTheDocument();
  });

  it('opens a mail beside the list with its attachments, and reads it', async () => {
    const mail = inbox.find((item) => item.attachments.length > 0 && item.unread)!;
    const unread = inbox.filter((item) => item.unread).length;
    renderDemo(`${MAILBOX}/folder/inbox/${mail.id}`);
    const article = await openMail();
    expect(within(article).getByRole('heading', { level: 2, name: mail.subject })).toHaveFocus();
    expect(within(article).getByText(mail.from.contact)).toBeInTheDocument();
    const attachments = within(article).getByRole('region', { name: '1 adjunto' });
    expect(within(attachments).getByText(mail.attachments[0]!.name)).toBeInTheDocument();
    // beside the list (the default layout)
    expect(await mailList()).toBeInTheDocument();
    // opened, it is read: the inbox counts one unread mail less
    expect(await within(article).findByRole('button', { name: 'Marcar como no leído' })).toBeInTheDocument();
    const inboxLink = () => sideLink('Carpetas', /^Bandeja de entrada/);
    await waitFor(() => expect(inboxLink()).toHaveAccessibleName(`Bandeja de entrada (${unread - 1} sin leer)`));
    await userEvent.click(within(article).getByRole('button', { name: 'Marcar como no leído' }));
    await waitFor(() => expect(inboxLink()).toHaveAccessibleName(`Bandeja de entrada (${unread} sin leer)`));
  });

  it('opens a mail from the list, and closes it', async () => {
    renderDemo(MAILBOX);
    const first = within(await mailList()).getAllByRole('link')[0]!;
    await userEvent.click(first);
    expect(within(await openMail()).getByRole('heading', { level: 2, name: inbox[0]!.subject })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(`${MAILBOX}/folder/inbox/${inbox[0]!.id}`);
    await userEvent.click(screen.getByRole('link', { name: 'Cerrar el correo' }));
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('stars a mail, which the starred filter then lists', async () => {
    const mail = inbox.find((item) => !item.starred)!;
    renderDemo(`${MAILBOX}/folder/inbox/${mail.id}`);
    const star = within(await openMail()).getByRole('button', { name: /Destacar/ });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(star);
    expect(
      await within(await openMail()).findByRole('button', { name: /Destacar/, pressed: true }),
    ).toBeInTheDocument();

    await userEvent.click(sideLink('Filtros', 'Destacados'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Destacados' })).toBeInTheDocument();
    const starred = seed.mails.filter((item) => item.starred).length + 1;
    expect(await screen.findByText(new RegExp(`de ${starred}$`))).toBeInTheDocument();
    // the starred list, newest first, holds it on its page
    const starredMails = newestFirst([...seed.mails.filter((item) => item.starred), mail]);
    const page = Math.floor(starredMails.findIndex((item) => item.id === mail.id) / 10) + 1;
    for (let current = 1; current < page; current += 1) {
      await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    }
    expect(
      await within(await mailList()).findByRole('link', { name: new RegExp(escape(mail.subject)) }),
    ).toBeInTheDocument();
  });

  it('sets a label on a mail (only its labels sent), which the label then lists', async () => {
    const mail = inbox.find((item) => item.labels.length === 0)!;
    const work = seed.labels.find((label) => label.slug === 'work')!;
    const patch = jest.spyOn(demoApi, 'patch');
    renderDemo(`${MAILBOX}/folder/inbox/${mail.id}`);
    const labels = within(await openMail()).getByRole('group', { name: 'Etiquetas del correo' });
    await userEvent.click(within(labels).getByRole('checkbox', { name: work.title }));
    expect(await within(labels).findByRole('checkbox', { name: work.title, checked: true })).toBeInTheDocument();
    expect(patch).toHaveBeenCalledWith('api/apps/mailbox/mail', { id: mail.id, mail: { labels: [work.id] } });
    patch.mockRestore();

    await userEvent.click(sideLink('Etiquetas', work.title));
    expect(await screen.findByRole('heading', { level: 1, name: work.title })).toBeInTheDocument();
    const carrying = newestFirst([...seed.mails.filter((item) => item.labels.includes(work.id)), mail]);
    expect(carrying.findIndex((item) => item.id === mail.id)).toBeLessThan(10);
    expect(
      await within(await mailList()).findByRole('link', { name: new RegExp(escape(mail.subject)) }),
    ).toBeInTheDocument();
  });

  it('shows a label ticked while it is saved, and unticks it with an alert when the save fails', async () => {
    const mail = inbox.find((item) => item.labels.length === 0 && !item.unread)!;
    const work = seed.labels.find((label) => label.slug === 'work')!;
    let fail: (error: Error) => void = () => {};
    const patch = jest.spyOn(demoApi, 'patch').mockImplementationOnce(
      () =>
        new Promise((_, reject) => {
          fail = reject;
        }),
    );
    renderDemo(`${MAILBOX}/folder/inbox/${mail.id}`);
    const labels = within(await openMail()).getByRole('group', { name: 'Etiquetas del correo' });
    await userEvent.click(within(labels).getByRole('checkbox', { name: work.title }));
    // ticked at once, before the mock has answered
    expect(within(labels).getByRole('checkbox', { name: work.title })).toBeChecked();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => fail(new Error('down')));
    expect(await screen.findByRole('alert')).toHaveTextContent(es.mailbox.saveFailed);
    expect(within(labels).getByRole('checkbox', { name: work.title })).not.toBeChecked();
    patch.mockRestore();
  });

  it('moves a mail to another folder', async () => {
    const mail = inbox[0]!;
    renderDemo(`${MAILBOX}/folder/inbox/${mail.id}`);
    const folder = within(await openMail()).getByRole('combobox', { name: 'Carpeta del correo' });
    expect(folder).toHaveValue(folderId('inbox'));
    await userEvent.selectOptions(folder, 'Papelera');
    // it leaves the inbox's list
    await screen.findByText(`Correos 1 a 10 de ${inbox.length - 1}`);
    expect(await listedSubjects()).toEqual(inbox.slice(1, 11).map((item) => item.subject));

    await userEvent.click(sideLink('Carpetas', /^Papelera/));
    expect(await screen.findByRole('heading', { level: 1, name: 'Papelera' })).toBeInTheDocument();
    expect(
      await within(await mailList()).findByRole('link', { name: new RegExp(escape(mail.subject)) }),
    ).toBeInTheDocument();
  });

  it('creates, renames and deletes a label, the rename making its slug again', async () => {
    renderDemo(MAILBOX);
    await userEvent.click(await screen.findByRole('button', { name: 'Gestionar etiquetas' }));
    const manager = screen.getByRole('region', { name: 'Gestionar etiquetas' });
    await userEvent.type(within(manager).getByRole('textbox', { name: 'Nueva etiqueta' }), 'Club  de Lectura');
    await userEvent.selectOptions(within(manager).getByRole('combobox', { name: 'Color' }), 'Rosa');
    await userEvent.click(within(manager).getByRole('button', { name: 'Crear etiqueta' }));
    const created = await screen.findByRole('link', { name: 'Club de Lectura' });
    expect(created).toHaveAttribute('href', `${MAILBOX}/label/club-de-lectura`);
    expect(within(manager).getByRole('textbox', { name: 'Nueva etiqueta' })).toHaveValue('');

    // a new label carries no mail yet
    await userEvent.click(created);
    expect(await screen.findByText('No hay correos con esta etiqueta.')).toBeInTheDocument();

    const name = within(manager).getByRole('textbox', { name: 'Nombre de la etiqueta Club de Lectura' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Lectura Semanal');
    await userEvent.click(
      within(manager).getByRole('button', { name: 'Guardar el nombre de la etiqueta Club de Lectura' }),
    );
    // the open list follows the label to its new slug
    expect(await screen.findByRole('heading', { level: 1, name: 'Lectura Semanal' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`${MAILBOX}/label/lectura-semanal`));
    expect(sideLink('Etiquetas', 'Lectura Semanal')).toHaveAttribute('href', `${MAILBOX}/label/lectura-semanal`);

    await userEvent.click(within(manager).getByRole('button', { name: 'Eliminar la etiqueta Lectura Semanal' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Bandeja de entrada' })).toBeInTheDocument();
    expect(within(panel()).queryByRole('link', { name: 'Lectura Semanal' })).not.toBeInTheDocument();
  });

  it('strips a deleted label from the mails that carried it', async () => {
    const mail = inbox.find((item) => item.labels.length > 0)!;
    const label = seed.labels.find((item) => item.id === mail.labels[0])!;
    renderDemo(`${MAILBOX}/folder/inbox/${mail.id}`);
    expect(
      within(within(await openMail()).getByRole('group', { name: 'Etiquetas del correo' })).getByRole('checkbox', {
        name: label.title,
      }),
    ).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Gestionar etiquetas' }));
    await userEvent.click(screen.getByRole('button', { name: `Eliminar la etiqueta ${label.title}` }));
    await screen.findByText(/Correos 1 a 10/);
    await expect(
      screen.findByRole('checkbox', { name: label.title }, { timeout: 50 }).catch(() => 'gone'),
    ).resolves.toBe('gone');
    const stored = await demoApi.get<Mail>('api/apps/mailbox/mail', { id: mail.id });
    expect(stored.labels).not.toContain(label.id);
  });

  it('shows an open mail in place of the list once the layout setting says so, and saves it', async () => {
    renderDemo(`${MAILBOX}/folder/inbox/${inbox[0]!.id}`);
    const layout = await screen.findByRole('combobox', { name: 'Disposición del mensaje' });
    expect(layout).toHaveValue('right');
    expect(await mailList()).toBeInTheDocument();
    await userEvent.selectOptions(layout, 'En lugar de la lista');
    expect(await screen.findByRole('link', { name: 'Volver a la lista' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Correos' })).not.toBeInTheDocument();
    expect(await openMail()).toBeInTheDocument();
    expect(await demoApi.get<MailSettings>('api/apps/mailbox/settings')).toEqual({ messageLayout: 'full' });

    await userEvent.click(screen.getByRole('link', { name: 'Volver a la lista' }));
    expect(await mailList()).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('offers a retry when the list fails to load', async () => {
    const get = demoApi.get;
    let failures = 1;
    const spy = jest.spyOn(demoApi, 'get').mockImplementation((path, query) => {
      if (path === 'api/apps/mailbox/mails' && failures-- > 0) return Promise.reject(new Error('down'));
      return get(path, query);
    });
    renderDemo(MAILBOX);
    await userEvent.click(await screen.findByRole('button', { name: 'Reintentar' }));
    expect(await listedSubjects()).toEqual(inbox.slice(0, 10).map((mail) => mail.subject));
    spy.mockRestore();
  });

  it('says a page past the last one does not exist, with the way back to the first', async () => {
    renderDemo(`${MAILBOX}/folder/inbox?page=99`);
    expect(await screen.findByText('Esta página de la lista no existe.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ir a la primera página' }));
    expect(await listedSubjects()).toEqual(inbox.slice(0, 10).map((mail) => mail.subject));
  });

  it.each([
    ['folder', `${MAILBOX}/folder/no-existe`],
    ['label', `${MAILBOX}/label/no-existe`],
    ['kind of list', `${MAILBOX}/carpeta/inbox`],
    ['mail', `${MAILBOX}/folder/inbox/no-existe`],
  ])('says an unknown %s is not found', async (_, path) => {
    renderDemo(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'No encontrado' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Volver a/ })).toBeInTheDocument();
  });
});

/** A subject as a literal in a RegExp. */
function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
