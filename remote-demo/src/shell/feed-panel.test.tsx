import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoApi } from '../lib/demo-client';
import { renderDemo, setUpDemo } from '../testing/render-demo';
import type { FeedItem, FeedKind } from './api/shell-api';

beforeAll(setUpDemo);
afterEach(() => jest.restoreAllMocks());

const TITLES = { notifications: 'Notificaciones', messages: 'Mensajes' } as const;

const stored = (kind: FeedKind) => demoApi.get<FeedItem[]>(`api/common/${kind}`);

/**
 * Renders the demo with a feed's panel open, once its list has arrived; answers the panel, its button and
 * the items (asked for first: each mock API starts from the same seed, and a request made while the page
 * loads would answer outside React's act).
 */
async function openFeed(kind: FeedKind) {
  const items = await stored(kind);
  const unread = items.filter((item) => !item.read).length;
  renderDemo('/demo/inicio');
  const toggle = await screen.findByRole('button', { name: `${TITLES[kind]} ${unread} sin leer` });
  await userEvent.click(toggle);
  const panel = screen.getByRole('region', { name: TITLES[kind] });
  await within(panel).findAllByRole('listitem');
  return { panel, toggle, items, unread };
}

describe("the shell's notifications and messages", () => {
  it("opens a notification's link and closes the panel, also when the link leads to the page shown", async () => {
    const { panel, toggle, items } = await openFeed('notifications');
    const approved = items.find((item) => item.title === 'Documento aprobado')!;
    const link = within(panel).getByRole('link', { name: /^Documento aprobado/ });
    expect(link).toHaveAttribute('href', `/demo${approved.link}`);
    await userEvent.click(link);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/demo${approved.link!}`));
    expect(screen.queryByRole('region', { name: 'Notificaciones' })).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();

    // the same link again, from its own page: the page does not change, the panel closes all the same
    await userEvent.click(toggle);
    await userEvent.click(
      await within(screen.getByRole('region', { name: 'Notificaciones' })).findByRole('link', {
        name: /^Documento aprobado/,
      }),
    );
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it("opens a message's link and closes the panel", async () => {
    const { panel, toggle, items } = await openFeed('messages');
    // a message links to the chat of its sender, when there is one
    const first = items.find((item) => item.link !== null)!;
    await userEvent.click(within(panel).getByRole('link', { name: (name) => name.startsWith(first.title) }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/demo${first.link!}`));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('shows no link for an item without one or with one outside the demo', async () => {
    const realGet = demoApi.get;
    const extra = (title: string, link: string | null) => ({ id: title, title, description: 'x', link, read: true });
    jest
      .spyOn(demoApi, 'get')
      .mockImplementation(((path, query) =>
        path === 'api/common/notifications'
          ? realGet<FeedItem[]>(path, query).then((items) => [
              extra('Sin enlace', null),
              extra('Fuera', 'https://example.com/apps/contacts'),
              extra('Escapa', '/apps/../../soat'),
              ...items,
            ])
          : realGet(path, query)) as typeof demoApi.get);
    const { panel } = await openFeed('notifications');
    for (const title of ['Sin enlace', 'Fuera', 'Escapa']) {
      // the item's title (its buttons carry it too, for a screen reader)
      expect(within(panel).getByText(title, { selector: 'p' })).toBeInTheDocument();
      expect(within(panel).queryByRole('link', { name: title })).not.toBeInTheDocument();
    }
  });

  it('marks one notification read, then unread again, the unread count following', async () => {
    const { panel, toggle, unread } = await openFeed('notifications');
    const markRead = within(panel).getByRole('button', { name: 'Marcar como leída Documento aprobado' });
    await userEvent.click(markRead);
    await waitFor(() => expect(toggle).toHaveAccessibleName(`Notificaciones ${unread - 1} sin leer`));
    // the same button, named for what it does now, keeps the focus
    expect(markRead).toHaveAccessibleName('Marcar como no leída Documento aprobado');
    expect(markRead).toHaveFocus();
    expect(within(panel).getByRole('status')).toHaveTextContent('Notificación marcada como leída.');
    expect(within(panel).getByRole('link', { name: 'Documento aprobado' })).toBeInTheDocument();
    expect((await stored('notifications')).find((item) => item.title === 'Documento aprobado')!.read).toBe(true);

    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(toggle).toHaveAccessibleName(`Notificaciones ${unread} sin leer`));
    expect(markRead).toHaveAccessibleName('Marcar como leída Documento aprobado');
    expect(within(panel).getByRole('status')).toHaveTextContent('Notificación marcada como no leída.');
    expect(within(panel).getByRole('link', { name: 'Documento aprobado (sin leer)' })).toBeInTheDocument();
    expect((await stored('notifications')).find((item) => item.title === 'Documento aprobado')!.read).toBe(false);
  });

  it('marks one message read, the unread count following', async () => {
    const { panel, toggle, items, unread } = await openFeed('messages');
    const message = items.find((item) => !item.read)!;
    await userEvent.click(within(panel).getByRole('button', { name: `Marcar como leído ${message.title}` }));
    await waitFor(() => expect(toggle).toHaveAccessibleName(`Mensajes ${unread - 1} sin leer`));
    expect(within(panel).getByRole('button', { name: `Marcar como no leído ${message.title}` })).toHaveFocus();
    expect((await stored('messages')).find((item) => item.id === message.id)!.read).toBe(true);
  });

  it('deletes an unread notification, the count following and the focus on the next one', async () => {
    const { panel, toggle, items, unread } = await openFeed('notifications');
    const index = items.findIndex((item) => item.title === 'Documento aprobado');
    const next = items[index + 1]!;
    await userEvent.click(within(panel).getByRole('button', { name: 'Eliminar Documento aprobado' }));
    await waitFor(() => expect(within(panel).queryByText('Documento aprobado')).not.toBeInTheDocument());
    expect(toggle).toHaveAccessibleName(`Notificaciones ${unread - 1} sin leer`);
    expect(within(panel).getAllByRole('listitem')).toHaveLength(items.length - 1);
    expect(within(panel).getByRole('button', { name: `Eliminar ${next.title}` })).toHaveFocus();
    expect(within(panel).getByRole('status')).toHaveTextContent('Notificación eliminada.');
    expect((await stored('notifications')).map((item) => item.title)).not.toContain('Documento aprobado');
  });

  it('deletes every message from the keyboard, one after another, ending on the empty list', async () => {
    const { panel, toggle, items } = await openFeed('messages');
    within(panel)
      .getByRole('button', { name: `Eliminar ${items[0]!.title}` })
      .focus();
    for (let left = items.length - 1; left > 0; left -= 1) {
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(left));
      expect(
        within(panel).getByRole('button', { name: `Eliminar ${items[items.length - left]!.title}` }),
      ).toHaveFocus();
    }
    await userEvent.keyboard('{Enter}');
    const empty = await within(panel).findByText('No tienes mensajes.');
    expect(empty).toHaveFocus();
    expect(toggle).toHaveAccessibleName('Mensajes');
    expect(await stored('messages')).toEqual([]);
  });

  it('keeps the item and says so when the mock API fails', async () => {
    const { panel, items } = await openFeed('notifications');
    jest.spyOn(demoApi, 'delete').mockRejectedValueOnce(new Error('down'));
    await userEvent.click(within(panel).getByRole('button', { name: `Eliminar ${items[0]!.title}` }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'No se pudo guardar el cambio. Inténtalo de nuevo.',
    );
    expect(within(panel).getAllByRole('listitem')).toHaveLength(items.length);
  });

  it('keeps the focus on "mark all as read" once everything is read', async () => {
    const { panel, toggle } = await openFeed('messages');
    const markAll = within(panel).getByRole('button', { name: 'Marcar todo como leído' });
    await userEvent.click(markAll);
    await waitFor(() => expect(toggle).toHaveAccessibleName('Mensajes'));
    expect(markAll).toHaveFocus();
    expect(markAll).toHaveAttribute('aria-disabled', 'true');
    expect(within(panel).getByRole('status')).toHaveTextContent('Todos los mensajes están leídos.');
  });
});
