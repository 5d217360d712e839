// The chat's calls to the demo's mock API (api/apps/chat): a conversation is read, marked
// read and muted. Beyond the seed (issue 27), a message is sent, and the contact answers, through the same
// PATCH: the template's chat carries its messages, so a patch of them replaces them (no endpoint of its own).
import { demoApi } from '../../../lib/demo-client';
import type { Chat, ChatContact, ChatMessage } from '../../../mock-api/seed/chat';

export type { ChatContact };

export interface ChatProfile {
  id: string;
  name: string;
  email: string;
  avatar: string | null;
  about: string;
}

/** A chat as the mock answers it: with its contact and its messages, the user's marked isMine. */
export interface FullChat extends Chat {
  contact: ChatContact | null;
  messages: (ChatMessage & { isMine: boolean })[];
}

/** A message as a patch sends it: a new one has no id (the mock gives it one, and the time). */
type SentMessage = Pick<ChatMessage, 'contactId' | 'value'> & Partial<Pick<ChatMessage, 'id' | 'createdAt'>>;

type ChatChanges = Partial<Pick<Chat, 'unreadCount' | 'muted'>> & { messages?: SentMessage[] };

/** Every chat, the latest first. */
export const getChats = () => demoApi.get<FullChat[]>('api/apps/chat/chats');

/** One chat; null for an unknown id. */
export const getChat = (id: string) => demoApi.get<FullChat | null>('api/apps/chat/chat', { id });

export const updateChat = (id: string, chat: ChatChanges) =>
  demoApi.patch<FullChat | null>('api/apps/chat/chat', { id, chat });

export const getChatContacts = () => demoApi.get<ChatContact[]>('api/apps/chat/contacts');

export const getChatProfile = () => demoApi.get<ChatProfile>('api/apps/chat/profile');

// a chat's messages are written whole: one write at a time per chat, each reading what the last one left
const writes = new Map<string, Promise<unknown>>();

/**
 * Adds a message at the end of a chat, the user's or (`from: 'contact'`) its contact's, and counts it
 * unread when asked; answers the chat as the mock keeps it (null for an unknown id).
 */
export function appendMessage(
  chatId: string,
  { from, value, unread = false }: { from: 'user' | 'contact'; value: string; unread?: boolean },
): Promise<FullChat | null> {
  const write = async () => {
    const [chat, profile] = await Promise.all([getChat(chatId), getChatProfile()]);
    if (!chat) return null;
    const kept = chat.messages.map(({ id, contactId, value, createdAt }) => ({ id, contactId, value, createdAt }));
    const contactId = from === 'user' ? profile.id : chat.contactId;
    return updateChat(chatId, {
      messages: [...kept, { contactId, value }],
      ...(unread && { unreadCount: chat.unreadCount + 1 }),
    });
  };
  const written = (writes.get(chatId) ?? Promise.resolve()).then(write, write);
  writes.set(chatId, written);
  return written;
}
