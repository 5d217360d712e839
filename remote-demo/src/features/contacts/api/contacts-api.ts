// The contacts app's calls to the demo's mock API (api/apps/contacts).
import { demoApi } from '../../../lib/demo-client';
import type { Contact, Tag } from '../../../mock-api/seed/contacts';
import type { Country } from '../../../mock-api/seed/countries';

export type { Contact, Country, Tag };

const BASE = 'api/apps/contacts';

export const searchContacts = (query: string) => demoApi.get<Contact[]>(`${BASE}/search`, { query });

export const getContact = (id: string) => demoApi.get<Contact | null>(`${BASE}/contact`, { id });

export const createContact = () => demoApi.post<Contact>(`${BASE}/contact`);

export const updateContact = (id: string, contact: Partial<Contact>) =>
  demoApi.patch<Contact | null>(`${BASE}/contact`, { id, contact });

export const deleteContact = (id: string) => demoApi.delete<boolean>(`${BASE}/contact`, { id });

export const getCountries = () => demoApi.get<Country[]>(`${BASE}/countries`);

export const getTags = () => demoApi.get<Tag[]>(`${BASE}/tags`);

/** A new tag, put first among the tags. */
export const createTag = (title: string) => demoApi.post<Tag>(`${BASE}/tag`, { tag: { title } });

/** A tag's new title; null for an unknown id. */
export const renameTag = (id: string, title: string) =>
  demoApi.patch<Tag | null>(`${BASE}/tag`, { id, tag: { title } });

/** Deletes a tag, stripped from every contact carrying it. */
export const deleteTag = (id: string) => demoApi.delete<boolean>(`${BASE}/tag`, { id });

export function uploadAvatar(id: string, avatar: File) {
  const form = new FormData();
  form.set('id', id);
  form.set('avatar', avatar);
  return demoApi.post<Contact | null>(`${BASE}/avatar`, form);
}
