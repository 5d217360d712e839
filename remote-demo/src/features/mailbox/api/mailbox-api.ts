// The mailbox's calls to the demo's mock API (api/apps/mailbox).
import { demoApi } from '../../../lib/demo-client';
import type { Mail, MailFolder, MailLabel } from '../../../mock-api/seed/mailbox';

export type { Mail, MailFolder, MailLabel };

/** A folder as the side panel lists it: the mock counts its unread (or all) mails. */
export type MailFolderWithCount = MailFolder & { count: number };

export type SelectionKind = 'folder' | 'filter' | 'label';
/** What a list shows: a folder, a filter (starred, important) or a label, by slug. */
export interface MailSelection {
  kind: SelectionKind;
  slug: string;
}

export interface MailPage {
  /** null past the last page */
  mails: Mail[] | null;
  pagination: { lastPage: number; totalResults?: number; startIndex?: number; endIndex?: number };
}

/** Where an open mail goes: beside the list (`right`, the default) or in place of it (`full`). */
export type MessageLayout = 'right' | 'full';
export interface MailSettings {
  messageLayout: string;
}

/** Everything the side panel shows. */
export interface MailboxNav {
  folders: MailFolderWithCount[];
  filters: MailFolder[];
  labels: MailLabel[];
  settings: MailSettings;
}

/** The flags, folder and labels of a mail: each change sends only what changed (a partial update). */
export type MailChanges = Partial<Pick<Mail, 'starred' | 'important' | 'unread' | 'folder' | 'labels'>>;

const BASE = 'api/apps/mailbox';

export async function getMailboxNav(): Promise<MailboxNav> {
  const [folders, filters, labels, settings] = await Promise.all([
    demoApi.get<MailFolderWithCount[]>(`${BASE}/folders`),
    demoApi.get<MailFolder[]>(`${BASE}/filters`),
    demoApi.get<MailLabel[]>(`${BASE}/labels`),
    demoApi.get<MailSettings>(`${BASE}/settings`),
  ]);
  return { folders, filters, labels, settings };
}

export const getMails = ({ kind, slug }: MailSelection, page: number) =>
  demoApi.get<MailPage>(`${BASE}/mails`, { [kind]: slug, page });

/** One mail, or null when there is none with that id. */
export const getMail = (id: string) => demoApi.get<Mail | null>(`${BASE}/mail`, { id });

export const updateMail = (id: string, mail: MailChanges) => demoApi.patch<Mail>(`${BASE}/mail`, { id, mail });

export const updateSettings = (settings: MailSettings) => demoApi.patch<MailSettings>(`${BASE}/settings`, { settings });

export const createLabel = (label: { title: string; color: string }) =>
  demoApi.post<MailLabel>(`${BASE}/label`, { label });

/** Renames a label; the mock makes its slug again from the new title. */
export const renameLabel = (id: string, title: string) =>
  demoApi.patch<MailLabel>(`${BASE}/label`, { id, label: { title } });

/** Deletes a label and strips it from every mail. */
export const deleteLabel = (id: string) => demoApi.delete<boolean>(`${BASE}/label`, { id });
