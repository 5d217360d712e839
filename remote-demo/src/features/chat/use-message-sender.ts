import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@soat/shared/i18n';
import { DEMO_NAMESPACE } from '../../lib/namespace';
import { appendMessage, type FullChat } from './api/chat-api';

/** How long a contact takes to answer (after the user's last message of a burst). */
export const REPLY_DELAY_MS = 1200;

/** The contact's answers (`chat.replies.*`), taken in turn by the chat's number of messages. */
export const REPLIES = ['thanks', 'agreed', 'details', 'sure', 'later'] as const;

/** A message the user sent that the mock has not confirmed yet. */
export interface PendingMessage {
  key: string;
  chatId: string;
  value: string;
}

/**
 * Sending in the open chat, beyond the seed (issue 27): the message shows at once (`pending`) until the
 * mock confirms it, then the contact answers after a short delay, counted unread if its chat is no longer
 * open. `onSaved` gets every chat the mock answers; `announcement` is for a polite status region.
 */
export function useMessageSender({ openChatId, onSaved }: { openChatId?: string; onSaved: (chat: FullChat) => void }) {
  const { t } = useTranslation(DEMO_NAMESPACE);
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const [replying, setReplying] = useState<string[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const openChat = useRef(openChatId);
  const replies = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const sentCount = useRef(0);

  useEffect(() => {
    openChat.current = openChatId;
  }, [openChatId]);
  // no answer comes once the chat has gone (another page, another test)
  useEffect(() => {
    const timers = replies.current;
    return () => timers.forEach((timer) => clearTimeout(timer));
  }, []);

  const stopReplying = (chatId: string) => setReplying((ids) => ids.filter((id) => id !== chatId));

  const answer = async (chat: FullChat) => {
    replies.current.delete(chat.id);
    const reply = t(`chat.replies.${REPLIES[chat.messages.length % REPLIES.length]}`);
    try {
      const saved = await appendMessage(chat.id, {
        from: 'contact',
        value: reply,
        unread: openChat.current !== chat.id,
      });
      if (!saved) return;
      onSaved(saved);
      const name = saved.contact?.name ?? t('chat.unknownContact');
      setAnnouncement(t('chat.newMessage', { name, message: reply }));
    } catch {
      // the contact just does not answer
    } finally {
      stopReplying(chat.id);
    }
  };

  /** Sends `value` in a chat; false when the mock did not take it (the caller keeps the text). */
  const send = async (chatId: string, value: string): Promise<boolean> => {
    sentCount.current += 1;
    const message = { key: `pending-${sentCount.current}`, chatId, value };
    setPending((messages) => [...messages, message]);
    try {
      const saved = await appendMessage(chatId, { from: 'user', value });
      if (!saved) return false;
      onSaved(saved);
      setAnnouncement(t('chat.sent', { message: value }));
      // one answer to a burst of messages: each new one puts it off
      clearTimeout(replies.current.get(chatId));
      replies.current.set(
        chatId,
        setTimeout(() => void answer(saved), REPLY_DELAY_MS),
      );
      setReplying((ids) => (ids.includes(chatId) ? ids : [...ids, chatId]));
      return true;
    } catch {
      return false;
    } finally {
      setPending((messages) => messages.filter((item) => item !== message));
    }
  };

  return { pending, replying, announcement, send };
}
