// The chat's calls to the demo's mock API (SEED-SPEC §7, api/apps/chat). The mock has no call that
// sends a message: a conversation is read, marked read, and muted.
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

/** Every chat, the latest first. */
export const getChats = () => demoApi.get<FullChat[]>('api/apps/chat/chats');

/** One chat; null for an unknown id. */
export const getChat = (id: string) => demoApi.get<FullChat | null>('api/apps/chat/chat', { id });

export const updateChat = (id: string, chat: Partial<Pick<Chat, 'unreadCount' | 'muted'>>) =>
  demoApi.patch<FullChat | null>('api/apps/chat/chat', { id, chat });

export const getChatContacts = () => demoApi.get<ChatContact[]>('api/apps/chat/contacts');

export const getChatProfile = () => demoApi.get<ChatProfile>('api/apps/chat/profile');
