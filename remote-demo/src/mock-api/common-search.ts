// The shell's search box (api/common/search): contacts by name, pages of the default navigation by
// title or subtitle, tasks by title; an empty query finds nothing.
import { text } from './lib/collection';
import { type NavigationItem } from './seed/common';
import { type DemoStore } from './store';

interface SearchResult {
  value: string;
  link: string;
}

function pagesOf(items: NavigationItem[]): NavigationItem[] {
  return items.flatMap((item) => [...(item.link ? [item] : []), ...pagesOf(item.children ?? [])]);
}

export function searchGroups(store: DemoStore, query: string) {
  const needle = query.trim().toLowerCase();
  if (!needle) return [];
  const contacts = store.contacts.contacts
    .filter((contact) => text(contact.name).toLowerCase().includes(needle))
    .map((contact) => ({ ...contact, value: contact.name, link: `/apps/contacts/${contact.id}` }));
  const pages = pagesOf(store.common.navigation.default)
    .filter((page) => page.title.toLowerCase().includes(needle) || page.subtitle?.toLowerCase().includes(needle))
    .map((page) => ({ ...page, value: page.title, link: page.link! }));
  const tasks = store.tasks.tasks
    .filter((task) => text(task.title).toLowerCase().includes(needle))
    .map((task) => ({ ...task, value: task.title, link: `/apps/tasks/${task.id}` }));
  const groups: { id: string; label: string; results: SearchResult[] }[] = [
    { id: 'contacts', label: 'Contacts', results: contacts },
    { id: 'pages', label: 'Pages', results: pages },
    { id: 'tasks', label: 'Tasks', results: tasks },
  ];
  return groups.filter((group) => group.results.length > 0);
}
