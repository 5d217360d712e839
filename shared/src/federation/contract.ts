import type { ComponentType } from 'react';
import portalApps from './portal-apps.json';

/**
 * The federation contract between the host and its remotes, derived from the
 * portal's one table of apps (./portal-apps.json): which remotes exist, their
 * container names and the sections (first path segments) each one owns, and
 * what their exposed modules export.
 */
export type RemoteName = keyof typeof portalApps.remotes;

/** The table itself: every app's folder, default port and the variables that move it. */
export const PORTAL_APPS = portalApps;

/** Every remote, in the table's order. */
export const REMOTE_NAMES = Object.keys(portalApps.remotes) as RemoteName[];

/** Each remote's federation container name (`remote_auth`, …). */
export const REMOTE_CONTAINERS = Object.fromEntries(
  REMOTE_NAMES.map((remote) => [remote, portalApps.remotes[remote].container]),
) as Record<RemoteName, string>;

/** The remote that owns each section: `iniciar-sesion` → `auth`, `tarifas` → `soat`, … */
export const REMOTE_SECTIONS: Readonly<Record<string, RemoteName>> = Object.fromEntries(
  REMOTE_NAMES.flatMap((remote) => portalApps.remotes[remote].sections.map((section) => [section, remote])),
);

/**
 * `<container>/routes`: the component that renders the remote's route subtree.
 * The host mounts it under a route whose base is `/`; its paths are relative
 * to that base and it brings no router of its own.
 */
export interface RemoteRoutesModule {
  default: ComponentType;
  /**
   * The pages the remote's build writes to HTML, for the host's server to send
   * finished (docs/decisions/009-prerendered-sections.md). Each is a path, and
   * optionally `?name&name`: the query parameters it stands for, whose values
   * the page must not show. A `:name` segment stands for any value there (a
   * resource's page, written in its loading state: the app starts at once to
   * load it). Without it, the first page of each of its sections.
   */
  prerenderedPages?: readonly string[];
}
