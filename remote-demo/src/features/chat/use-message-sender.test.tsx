import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import es from '../../../public/assets/i18n/es.json';
import { renderDemo, setUpDemo } from '../../testing/render-demo';
import { getChat, getChats, type FullChat } from './api/chat-api';
import { REPLIES, REPLY_DELAY_MS } from './use-message-sender';

beforeAll(setUpDemo);
// the contact's delay passes on a fake clock (Testing Library's findBy moves it on as it waits)
beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const user = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
const chatList = () => screen.findByRole('list', { name: 'Conversaciones' });
const chatLink = async (chat: FullChat) =>
  within(await chatList()).getByRole('link', { name: new RegExp(chat.contact!.name) });
/** The answer the contact gives once the chat holds `count` messages. */
const replyTo = (count: number) => es.chat.replies[REPLIES[count % REPLIES.length]!];

/** The demo's chat with one of its read chats open, not the latest one. */
async function openReadChat() {
  renderDemo('/demo/apps/chat');
  await chatList();
  const chats = await getChats();
  const chat = chats.slice(1).find((item) => item.unreadCount === 0)!;
  const name = chat.contact!.name;
  await user().click(await chatLink(chat));
  const conversation = await screen.findByRole('region', { name });
  const box = within(conversation).getByRole('textbox', { name: `Mensaje para ${name}` });
  return { chats, chat, name, conversation, box };
}

const lastMessage = (conversation: HTMLElement) =>
  within(within(conversation).getByRole('list', { name: 'Mensajes' }))
    .getAllByRole('listitem')
    .at(-1)!;

describe('a contact of the chat', () => {
  it('answers after a short delay with one of its replies, said in the status region', async () => {
    const { chat, name, conversation, box } = await openReadChat();
    await user().type(box, 'Hola{Enter}');
    await screen.findByText('Mensaje enviado: Hola');
    expect(within(conversation).getByText(`${name} está escribiendo…`)).toBeInTheDocument();
    expect(lastMessage(conversation)).toHaveTextContent('Tú: Hola');

    act(() => jest.advanceTimersByTime(REPLY_DELAY_MS));
    const reply = replyTo(chat.messages.length + 1);
    expect(await screen.findByText(`Nuevo mensaje de ${name}: ${reply}`)).toHaveAttribute('role', 'status');
    expect(lastMessage(conversation)).toHaveTextContent(`${name}: ${reply}`);
    expect(within(conversation).queryByText(`${name} está escribiendo…`)).not.toBeInTheDocument();
    // read at once, as its chat is open; the latest in the list
    const answered = (await getChat(chat.id))!;
    expect(answered.messages.at(-1)).toMatchObject({ value: reply, isMine: false });
    expect(answered.unreadCount).toBe(0);
    expect(within(await chatList()).getAllByRole('link')[0]).toHaveTextContent(reply);
  });

  it('answers a burst of messages once, after the last, with every message kept in order', async () => {
    const { chat, name, box } = await openReadChat();
    await user().type(box, 'Uno{Enter}');
    await screen.findByText('Mensaje enviado: Uno');
    await user().type(box, 'Dos{Enter}');
    await screen.findByText('Mensaje enviado: Dos');

    act(() => jest.advanceTimersByTime(REPLY_DELAY_MS));
    const reply = replyTo(chat.messages.length + 2);
    await screen.findByText(`Nuevo mensaje de ${name}: ${reply}`);
    act(() => jest.advanceTimersByTime(REPLY_DELAY_MS * 3));
    const values = (await getChat(chat.id))!.messages.map((message) => message.value);
    expect(values).toEqual([...chat.messages.map((message) => message.value), 'Uno', 'Dos', reply]);
  });

  it('puts its chat first, and counts an answer unread when another chat is open by then', async () => {
    const { chats, chat, name, box } = await openReadChat();
    await user().type(box, 'Hola{Enter}');
    await screen.findByText('Mensaje enviado: Hola');
    expect(within(await chatList()).getAllByRole('link')[0]).toBe(await chatLink(chat));

    // another chat is opened before the answer comes
    const other = chats.find((item) => item.id !== chat.id)!;
    await user().click(await chatLink(other));
    await screen.findByRole('region', { name: other.contact!.name });
    act(() => jest.advanceTimersByTime(REPLY_DELAY_MS));

    const reply = replyTo(chat.messages.length + 1);
    await screen.findByText(`Nuevo mensaje de ${name}: ${reply}`);
    const link = await chatLink(chat);
    expect(link).toHaveTextContent('1 mensaje sin leer');
    expect(link).toHaveTextContent(reply);
    expect(within(await chatList()).getAllByRole('link')[0]).toBe(link);
    expect((await getChat(chat.id))!.unreadCount).toBe(1);

    // read once it is opened again
    await user().click(link);
    expect(lastMessage(await screen.findByRole('region', { name }))).toHaveTextContent(`${name}: ${reply}`);
    await waitFor(() => expect(link).not.toHaveTextContent(/sin leer/));
    expect((await getChat(chat.id))!.unreadCount).toBe(0);
  });
});
