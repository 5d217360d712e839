import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoApi, DemoRequestError } from '../../lib/demo-client';
import { renderDemo, setUpDemo } from '../../testing/render-demo';
import { getChat, getChatProfile, getChats } from './api/chat-api';

beforeAll(setUpDemo);

const chatList = () => screen.findByRole('list', { name: 'Conversaciones' });

describe('the chat', () => {
  it('lists the chats latest first, each with its last message and unread count', async () => {
    renderDemo('/demo/apps/chat');
    const links = within(await chatList()).getAllByRole('link');
    const chats = await getChats();
    expect(links).toHaveLength(chats.length);
    chats.forEach((chat, index) => {
      expect(links[index]).toHaveTextContent(chat.contact!.name);
      expect(links[index]).toHaveTextContent(chat.lastMessage);
      if (chat.unreadCount > 0) expect(links[index]).toHaveTextContent(`${chat.unreadCount} mensaje`);
    });
    expect(screen.getByText('Elige una conversación de la lista para leerla.')).toBeInTheDocument();
  });

  it('opens a conversation from the list, with a box to write in, and marks it read', async () => {
    renderDemo('/demo/apps/chat');
    await chatList();
    const chat = (await getChats()).find((item) => item.unreadCount > 0)!;
    const name = chat.contact!.name;
    const link = within(await chatList()).getByRole('link', { name: new RegExp(name) });
    await userEvent.click(link);

    const conversation = await screen.findByRole('region', { name });
    expect(screen.getByTestId('location')).toHaveTextContent(`/demo/apps/chat/${chat.id}`);
    expect(link).toHaveAttribute('aria-current', 'page');
    const messages = within(conversation).getAllByRole('listitem');
    expect(messages).toHaveLength(chat.messages.length);
    chat.messages.forEach((message, index) => {
      expect(messages[index]).toHaveTextContent(`${message.isMine ? 'Tú' : name}: ${message.value}`);
    });
    expect(within(conversation).getByRole('textbox', { name: `Mensaje para ${name}` })).toBeInTheDocument();
    // sending goes beyond the template's data, and says so
    expect(within(conversation).getByText(/^Más allá de la plantilla/)).toBeInTheDocument();

    // read now, in the list and in the mock
    await waitFor(() => expect(link).not.toHaveTextContent(/sin leer/));
    expect((await getChat(chat.id))!.unreadCount).toBe(0);
  });

  it('mutes a conversation', async () => {
    renderDemo('/demo/apps/chat');
    await chatList();
    const chat = (await getChats()).find((item) => !item.muted)!;
    await userEvent.click(within(await chatList()).getByRole('link', { name: new RegExp(chat.contact!.name) }));
    const conversation = await screen.findByRole('region', { name: chat.contact!.name });
    const mute = within(conversation).getByRole('button', { name: 'Silenciar' });
    expect(mute).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(mute);
    expect(await within(conversation).findByRole('button', { name: 'Silenciar', pressed: true })).toBeInTheDocument();
    expect((await getChat(chat.id))!.muted).toBe(true);
  });

  it("opens a contact's chat from the contacts", async () => {
    renderDemo('/demo/apps/chat');
    await chatList();
    const chat = (await getChats())[3]!;
    const name = chat.contact!.name;
    await userEvent.click(screen.getByRole('button', { name: 'Contactos' }));
    const contacts = screen.getByRole('list', { name: 'Contactos' });
    expect(
      within(contacts).getAllByText('Sin conversación: la demo no puede iniciar una nueva.').length,
    ).toBeGreaterThan(0);
    await userEvent.click(within(contacts).getByRole('link', { name: `Abrir la conversación con ${name}` }));
    expect(await screen.findByRole('region', { name })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(`/demo/apps/chat/${chat.id}`);
  });

  it("shows the user's profile", async () => {
    renderDemo('/demo/apps/chat');
    await chatList();
    const profile = await getChatProfile();
    const button = screen.getByRole('button', { name: 'Mi perfil' });
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: 'Mi perfil' });
    expect(panel).toHaveTextContent(profile.name);
    expect(panel).toHaveTextContent(profile.email);
    expect(panel).toHaveTextContent(profile.about);
    await userEvent.click(button);
    expect(screen.queryByRole('region', { name: 'Mi perfil' })).not.toBeInTheDocument();
  });

  it('offers a retry when the chats fail to load', async () => {
    // the chat's calls fail (the demo's shell still loads what it needs)
    const { get: original } = demoApi;
    const get = jest
      .spyOn(demoApi, 'get')
      .mockImplementation(((path, query) =>
        path.startsWith('api/apps/chat/')
          ? Promise.reject(new DemoRequestError(500))
          : original(path, query)) as typeof demoApi.get);
    try {
      renderDemo('/demo/apps/chat');
      expect(await screen.findByText('No se pudo cargar.')).toBeInTheDocument();
      get.mockRestore();
      await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
      expect(within(await chatList()).getAllByRole('link').length).toBeGreaterThan(0);
    } finally {
      get.mockRestore();
    }
  });

  it('says an unknown chat is not found', async () => {
    renderDemo('/demo/apps/chat/no-existe');
    expect(await screen.findByRole('heading', { level: 1, name: 'No encontrado' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a las conversaciones' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});
