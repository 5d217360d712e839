// The shell's calls to the demo's mock API (api/common).
import { demoApi } from '../../lib/demo-client';
import type { FeedItem, NavigationItem, Shortcut } from '../../mock-api/seed/common';
import type { DemoUser } from '../../mock-api/seed/user';

export type { FeedItem, NavigationItem, Shortcut, DemoUser };

export type FeedKind = 'notifications' | 'messages';

export interface SearchGroup {
  id: string;
  label: string;
  results: { value: string; link: string }[];
}

export const fetchNavigation = () =>
  demoApi.get<Record<'compact' | 'default' | 'futuristic' | 'horizontal', NavigationItem[]>>('api/common/navigation');

export const fetchFeed = (kind: FeedKind) => demoApi.get<FeedItem[]>(`api/common/${kind}`);

export const markAllRead = (kind: FeedKind) => demoApi.get<boolean>(`api/common/${kind}/mark-all-as-read`);

/** The body's key for one item of each feed (`{ notification: … }`, `{ message: … }`). */
const FEED_ITEM_KEY: Record<FeedKind, string> = { notifications: 'notification', messages: 'message' };

/** Marks one item read or unread; answers it (null when it no longer exists). */
export const setFeedItemRead = (kind: FeedKind, id: string, read: boolean) =>
  demoApi.post<FeedItem | null>(`api/common/${kind}/toggle-read-status`, { [FEED_ITEM_KEY[kind]]: { id, read } });

/** Deletes one item; answers it (null when it no longer existed). */
export const deleteFeedItem = (kind: FeedKind, id: string) =>
  demoApi.delete<FeedItem | null>(`api/common/${kind}`, { id });

export const fetchShortcuts = () => demoApi.get<Shortcut[]>('api/common/shortcuts');

/** What the shortcut form edits (the icon is the template's and stays as it was). */
export type ShortcutFields = Pick<Shortcut, 'label' | 'description' | 'link'>;

/** Adds a shortcut, first in the list; answers it with its new id. */
export const createShortcut = (shortcut: ShortcutFields) =>
  demoApi.post<Shortcut>('api/common/shortcuts', { shortcut });

export const updateShortcut = (id: string, shortcut: ShortcutFields) =>
  demoApi.patch<Shortcut | null>('api/common/shortcuts', { id, shortcut });

export const deleteShortcut = (id: string) => demoApi.delete<Shortcut | null>('api/common/shortcuts', { id });

export const fetchUser = () => demoApi.get<DemoUser>('api/common/user');

export const updateUser = (user: Partial<DemoUser>) => demoApi.patch<DemoUser>('api/common/user', { user });

export const search = (query: string) => demoApi.post<SearchGroup[]>('api/common/search', { query });
