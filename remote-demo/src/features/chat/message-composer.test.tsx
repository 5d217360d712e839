import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoApi, DemoRequestError } from '../../lib/demo-client';
import { renderDemo, setUpDemo } from '../../testing/render-demo';
import { getChat, getChats, type FullChat } from './api/chat-api';

beforeAll(setUpDemo);

const chatList = () => screen.findByRole('list', { name: 'Conversaciones' });

/** Opens a read chat that is not the latest (so the mock is not written to on opening it). */
async function openReadChat(): Promise<{ chat: FullChat; conversation: HTMLElement; box: HTMLElement }> {
  renderDemo('/demo/apps/chat');
  await chatList();
  const chats = await getChats();
  const chat = chats.slice(1).find((item) => item.unreadCount === 0)!;
  const name = chat.contact!.name;
  await userEvent.click(within(await chatList()).getByRole('link', { name: new RegExp(name) }));
  const conversation = await screen.findByRole('region', { name });
  return { chat, conversation, box: within(conversation).getByRole('textbox', { name: `Mensaje para ${name}` }) };
}

const messageItems = (conversation: HTMLElement) =>
  within(within(conversation).getByRole('list', { name: 'Mensajes' })).getAllByRole('listitem');

describe('the message box of a chat', () => {
  it('sends with Enter: the message shows at once as being sent, then as the mock confirms it, the box emptied and focused', async () => {
    const { chat, conversation, box } = await openReadChat();
    // the mock takes its time to confirm
    const { patch } = demoApi;
    let confirm = () => {};
    const confirmed = new Promise<void>((resolve) => (confirm = resolve));
    jest
      .spyOn(demoApi, 'patch')
      .mockImplementation(((path, body) => confirmed.then(() => patch(path, body))) as typeof patch);

    await userEvent.type(box, 'Hola{Enter}');
    const sending = messageItems(conversation).at(-1)!;
    expect(sending).toHaveTextContent('Tú: Hola');
    expect(sending).toHaveTextContent('Enviando…');
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
    // the chat goes first in the list, with the message
    expect(within(await chatList()).getAllByRole('link')[0]).toHaveTextContent(chat.contact!.name);
    expect(within(await chatList()).getAllByRole('link')[0]).toHaveTextContent('Hola');

    confirm();
    expect(await screen.findByText('Mensaje enviado: Hola')).toHaveAttribute('role', 'status');
    const sent = messageItems(conversation).at(-1)!;
    expect(sent).toHaveTextContent('Tú: Hola');
    expect(sent).not.toHaveTextContent('Enviando…');
    expect(sent.querySelector('time')).not.toBeNull();
    expect(messageItems(conversation)).toHaveLength(chat.messages.length + 1);
    expect((await getChat(chat.id))!.messages.at(-1)).toMatchObject({ value: 'Hola', isMine: true });
    expect(box).toHaveFocus();
  });

  it('starts a new line with Shift+Enter instead of sending; the Send button sends the lines', async () => {
    const { chat, conversation, box } = await openReadChat();
    const send = within(conversation).getByRole('button', { name: 'Enviar' });
    expect(send).toBeDisabled();

    await userEvent.type(box, 'Hola{Shift>}{Enter}{/Shift}¿Qué tal?');
    expect(box).toHaveValue('Hola\n¿Qué tal?');
    expect(messageItems(conversation)).toHaveLength(chat.messages.length);

    await userEvent.click(send);
    expect(await screen.findByText('Mensaje enviado: Hola\n¿Qué tal?', { normalizer: (text) => text })).toHaveAttribute(
      'role',
      'status',
    );
    expect(messageItems(conversation).at(-1)).toHaveTextContent('Tú: Hola ¿Qué tal?');
    expect((await getChat(chat.id))!.messages.at(-1)!.value).toBe('Hola\n¿Qué tal?');
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
  });

  it('sends nothing blank', async () => {
    const { chat, conversation, box } = await openReadChat();
    await userEvent.type(box, '   {Enter}');
    expect(within(conversation).getByRole('button', { name: 'Enviar' })).toBeDisabled();
    expect(messageItems(conversation)).toHaveLength(chat.messages.length);
    expect((await getChat(chat.id))!.messages).toHaveLength(chat.messages.length);
  });

  it('keeps a message the mock did not take in the box, and says so', async () => {
    const { chat, conversation, box } = await openReadChat();
    jest.spyOn(demoApi, 'patch').mockRejectedValue(new DemoRequestError(500));

    await userEvent.type(box, 'Hola{Enter}');
    expect(await within(conversation).findByRole('alert')).toHaveTextContent('No se pudo enviar el mensaje');
    expect(box).toHaveValue('Hola');
    await waitFor(() => expect(messageItems(conversation)).toHaveLength(chat.messages.length));
    expect((await getChat(chat.id))!.messages).toHaveLength(chat.messages.length);
  });
});
