import { DEMO_PATHS } from '../../lib/demo-paths';
import type { MailSelection, SelectionKind } from './api/mailbox-api';

export const SELECTION_KINDS: readonly SelectionKind[] = ['folder', 'filter', 'label'];
/** The bare `demo/apps/mailbox` shows the inbox. */
export const INBOX: MailSelection = { kind: 'folder', slug: 'inbox' };

/** A folder's, filter's or label's list (at `page`, counted from 1), or one mail opened from it. */
export function mailboxPath({ kind, slug }: MailSelection, mailId?: string, page = 1): string {
  const list = `${DEMO_PATHS.mailbox}/${kind}/${encodeURIComponent(slug)}`;
  const path = mailId ? `${list}/${encodeURIComponent(mailId)}` : list;
  return page > 1 ? `${path}?page=${page}` : path;
}
