// What a mailbox folder's count counts: said once, for the mock that counts and the
// side panel that names the count. A module of its own, so the panel takes no seed with it.

/** Sent and trash count nothing, drafts and spam every mail in them, the others their unread mails. */
export type FolderCountKind = 'none' | 'total' | 'unread';

export function folderCountKind(slug: string): FolderCountKind {
  if (slug === 'sent' || slug === 'trash') return 'none';
  if (slug === 'drafts' || slug === 'spam') return 'total';
  return 'unread';
}
