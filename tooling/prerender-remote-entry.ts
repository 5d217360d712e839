// The Node entry of a remote's Node build (tooling/webpack-prerender.cjs aliases
// `soat-remote-routes` to the remote's `./routes` and defines SOAT_REMOTE_ID): the
// page-server contract (@soat/shared/page-server), read by tooling/prerender-remote.ts
// at build time and by the remote's own server to render a resource's page on
// request (web-server/src/remote-pages.ts). See docs/serving-a-page.md.
import type { RemoteName } from '@soat/shared/federation';
import { remotePageServer } from '@soat/shared/prerender';
// @ts-expect-error -- an alias of the bundler's (webpack-prerender.cjs), to the remote's own `./routes`
import * as routesModule from 'soat-remote-routes';

/** The remote's id in the portal's table, written in by the bundler. */
declare const SOAT_REMOTE_ID: RemoteName;

export const { routes, pageLoaders, prepare, render } = remotePageServer(SOAT_REMOTE_ID, routesModule);
