// The shell's calls to the demo's mock API (SEED-SPEC §7, api/common).
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

export const fetchShortcuts = () => demoApi.get<Shortcut[]>('api/common/shortcuts');

export const fetchUser = () => demoApi.get<DemoUser>('api/common/user');

export const updateUser = (user: Partial<DemoUser>) => demoApi.patch<DemoUser>('api/common/user', { user });

export const search = (query: string) => demoApi.post<SearchGroup[]>('api/common/search', { query });
