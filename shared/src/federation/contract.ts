import type { ComponentType } from 'react';
import type { PageData, PageLoader } from './page-server';
import portalApps from './portal-apps.json';

/**
 * The federation contract between the host and its remotes, derived from the
 * portal's one table of apps (./portal-apps.json, which lint, the scripts, the
 * runtime configuration, the host's section table and the API's CORS defaults
 * derive from too): which remotes exist, their container names and the sections
 * (first path segments) each one owns (a remote owns every path whose first
 * segment is one of them), and what their exposed modules export. The table
 * itself is the `@soat/shared/portal-apps.json` door, for Node: every page
 * loads this module, so it carries only what browsers use of it.
 */
export type RemoteName = keyof typeof portalApps.remotes;

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

export type { PageData, PageLoaderAnswer, PageLoaderContext, PageLoaderResult } from './page-server';

/**
 * The element of a page rendered on request that carries, as JSON, the data it
 * was rendered with (`<script type="application/json" id="datos-pagina">`),
 * for the browser's first render of it (web-server/src/section-frames.ts writes it).
 */
export const PAGE_DATA_ELEMENT_ID = 'datos-pagina';

/**
 * `<container>/routes`: the component that renders the remote's route subtree.
 * The host mounts it under a route whose base is `/`; its paths are relative
 * to that base and it brings no router of its own.
 */
export interface RemoteRoutesModule {
  /** Given `pageData` only when the remote's server renders a page on request. */
  default: ComponentType<{ pageData?: PageData }>;
  /**
   * The pages the remote's build writes to HTML, for the host's server to send
   * finished (docs/decisions/009-prerendered-sections.md). Each is a path, and
   * optionally `?name&name`: the query parameters it stands for, whose values
   * the page must not show. A `:name` segment stands for any value there (a
   * resource's page, written in its loading state: the app starts at once to
   * load it). Without it, the first page of each of its sections.
   */
  prerenderedPages?: readonly string[];
  /**
   * For some of those patterns, how the remote's own server loads the resource
   * to render its page on request, finished, with its data (docs/serving-a-page.md).
   */
  pageLoaders?: Readonly<Record<string, PageLoader>>;
  /**
   * For a remote whose pages' code is fetched page by page: fetches the code of
   * the page at `path` (of every page without one), so that the page renders at
   * once. The host awaits it before it takes a page over, and the prerender
   * before it renders (docs/decisions/020-less-to-start.md).
   */
  preloadPage?: (path?: string) => Promise<void>;
}
