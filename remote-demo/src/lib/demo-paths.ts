import { PATHS } from '@soat/shared/router';

/** The demo's own pages, under the remote's section (`demo/*`). */
export const DEMO_PATHS = {
  home: PATHS.demo,
  contacts: `${PATHS.demo}/apps/contacts`,
  inventory: `${PATHS.demo}/apps/ecommerce/inventory`,
  fileManager: `${PATHS.demo}/apps/file-manager`,
  helpCenter: `${PATHS.demo}/apps/help-center`,
  mailbox: `${PATHS.demo}/apps/mailbox`,
  notes: `${PATHS.demo}/apps/notes`,
  scrumboard: `${PATHS.demo}/apps/scrumboard`,
  tasks: `${PATHS.demo}/apps/tasks`,
  academy: `${PATHS.demo}/apps/academy`,
  chat: `${PATHS.demo}/apps/chat`,
  dashboards: `${PATHS.demo}/dashboards`,
  activities: `${PATHS.demo}/pages/activities`,
  icons: `${PATHS.demo}/ui/icons`,
} as const;

/** An icon set's page (`heroicons-outline`, `feather`, …), as the template's `ui/icons/<set>`. */
export const iconsPath = (set: string) => `${DEMO_PATHS.icons}/${encodeURIComponent(set)}`;

/** The dashboards of the template's data, each a page at `demo/dashboards/<name>`. */
export const DASHBOARD_NAMES = ['project', 'analytics', 'finance', 'crypto'] as const;
export type DashboardName = (typeof DASHBOARD_NAMES)[number];

export const dashboardPath = (name: DashboardName) => `${DEMO_PATHS.dashboards}/${name}`;

/** A folder of the file manager (the root without one). */
export function folderPath(folderId?: string): string {
  return folderId ? `${DEMO_PATHS.fileManager}/folders/${encodeURIComponent(folderId)}` : DEMO_PATHS.fileManager;
}

/** A category of the help center's guides, or one guide of it. */
export function guidesPath(categorySlug: string, guideSlug?: string): string {
  const category = `${DEMO_PATHS.helpCenter}/guides/${encodeURIComponent(categorySlug)}`;
  return guideSlug ? `${category}/${encodeURIComponent(guideSlug)}` : category;
}

/** A link of the template's data (`/apps/contacts/…`, `/inicio`) as a page of this demo. */
export function demoLink(link: string): string {
  return `${PATHS.demo}/${link.replace(/^\//, '')}`;
}

/** A board of the scrumboard. */
export function boardPath(boardId: string): string {
  return `${DEMO_PATHS.scrumboard}/boards/${encodeURIComponent(boardId)}`;
}
