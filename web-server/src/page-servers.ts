// The front ends' Node builds (dist-prerender/prerender.cjs beside an app's dist/, written by
// tooling/webpack-prerender.cjs), each loaded through the one page-server contract every front end
// exports (@soat/shared/page-server; docs/serving-a-page.md). Loaded afresh from disk: a build replaced in
// place (a redeployment, docs/decisions/015-independent-delivery.md) brings its own.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pageServerProblems, type PageServer } from '@soat/shared/page-server';

export type { PageDocument, PageLoader, PageServer, PageStyle, RenderedPage } from '@soat/shared/page-server';

const require = createRequire(import.meta.url);

/** Where the Node build of the app whose browser build is in `dir` lives. */
export const pageServerFile = (dir: string): string => join(dir, '..', 'dist-prerender', 'prerender.cjs');

/** Whether the app in `dir` has a Node build beside its browser build. */
export const hasPageServer = (dir: string): boolean => existsSync(pageServerFile(dir));

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

/** The Node build of the app whose browser build is in `dir`, as it is on disk now, never Node's cached copy. */
export function loadPageServer(dir: string): PageServer {
  const file = pageServerFile(dir);
  const resolved = require.resolve(file);
  delete require.cache[resolved];
  return asPageServer(require(resolved), file);
}
