// The front ends' Node builds (dist-prerender/prerender.cjs beside an app's dist/, written by
// tooling/webpack-prerender.cjs), each loaded through the one page-server contract every front end
// exports (@soat/shared/page-server; docs/serving-a-page.md). Loaded afresh from disk: a build replaced in
// place (a redeployment, docs/decisions/015-independent-delivery.md) brings its own.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import type { PageData, PageServer, RenderedPage } from '@soat/shared/page-server';
import { apps } from './portal-apps.ts';

export type { PageDocument, PageLoader, PageServer, PageStyle, RenderedPage } from '@soat/shared/page-server';

const require = createRequire(import.meta.url);

/** Where the Node build of the app whose browser build is in `dir` lives. */
export const pageServerFile = (dir: string): string => join(dir, '..', 'dist-prerender', 'prerender.cjs');

/** Whether the app in `dir` has a Node build beside its browser build. */
export const hasPageServer = (dir: string): boolean => existsSync(pageServerFile(dir));

const FUNCTIONS = ['prepare', 'render'] as const;
const DOCUMENT_FUNCTIONS = ['renderedConfigJson', 'loaderScript', 'renderFrames'] as const;

/** What `value` (a loaded Node build) lacks of the contract: one sentence per missing part, none when whole. */
export function pageServerProblems(value: unknown): string[] {
  const build = (value ?? {}) as Record<string, unknown>;
  const problems: string[] = [];
  const { routes, pageLoaders, document } = build;
  if (!Array.isArray(routes) || !routes.every((route) => typeof route === 'string'))
    problems.push('`routes` is not a list of paths');
  if (pageLoaders === null || typeof pageLoaders !== 'object')
    problems.push('`pageLoaders` is not an object of loaders');
  else if (!Object.values(pageLoaders).every((loader) => typeof loader === 'function'))
    problems.push('a page loader is not a function');
  for (const name of FUNCTIONS) if (typeof build[name] !== 'function') problems.push(`\`${name}\` is not a function`);
  if (document !== undefined) {
    const parts = (document ?? {}) as Record<string, unknown>;
    for (const name of DOCUMENT_FUNCTIONS)
      if (typeof parts[name] !== 'function') problems.push(`\`document.${name}\` is not a function`);
    for (const name of ['configElementId', 'frameAttribute'])
      if (typeof parts[name] !== 'string') problems.push(`\`document.${name}\` is not a string`);
  }
  return problems;
}

/** `build` as the page-server contract types it; throws, naming `file` and what it lacks, when it is not one. */
export function asPageServer(build: unknown, file: string): PageServer {
  const problems = pageServerProblems(build);
  if (problems.length > 0) {
    throw new Error(
      `${file} is not a page server (@soat/shared/page-server): ${problems.join('; ')}. ` +
        'Build the app again (its webpack config builds its Node half with tooling/webpack-prerender.cjs).',
    );
  }
  return build as PageServer;
}

/**
 * A remote's Node build from before the contract (tooling/prerender-remote-entry.js until issue 43): its
 * `./routes` module and two functions. A remote delivered alone from such a commit still renders its pages
 * on request (docs/decisions/015-independent-delivery.md), through the contract.
 */
interface EarlierRemoteBuild {
  routesModule: {
    default: unknown;
    prerenderedPages?: readonly string[];
    pageLoaders?: PageServer['pageLoaders'];
    preloadPage?: () => Promise<void>;
  };
  prepareRemoteRendering: (namespace: string, texts: Record<string, unknown>, apiBaseUrl?: string) => Promise<void>;
  renderRemotePage: (routes: unknown, address: string, pageData: PageData) => RenderedPage;
}

const isEarlierRemoteBuild = (build: unknown): build is EarlierRemoteBuild =>
  typeof (build as Partial<EarlierRemoteBuild> | null)?.renderRemotePage === 'function';

/** An earlier remote build as a page server; `namespace`: the remote's id in the portal's table. */
function fromEarlierRemoteBuild(build: EarlierRemoteBuild, namespace: string): PageServer {
  const { routesModule } = build;
  return {
    routes: routesModule.prerenderedPages ?? [],
    pageLoaders: routesModule.pageLoaders ?? {},
    prepare: async ({ texts, apiBaseUrl }) => {
      await Promise.all([build.prepareRemoteRendering(namespace, texts, apiBaseUrl), routesModule.preloadPage?.()]);
    },
    render: async (address, pageData = {}) => build.renderRemotePage(routesModule.default, address, pageData),
  };
}

/** The Node build of the app whose browser build is in `dir`, as it is on disk now, never Node's cached copy. */
export function loadPageServer(dir: string): PageServer {
  const file = pageServerFile(dir);
  const resolved = require.resolve(file);
  delete require.cache[resolved];
  const build: unknown = require(resolved);
  const remote = Object.entries(apps.remotes).find(([, app]) => app.folder === basename(dirname(dir)));
  return remote && isEarlierRemoteBuild(build) ? fromEarlierRemoteBuild(build, remote[0]) : asPageServer(build, file);
}
