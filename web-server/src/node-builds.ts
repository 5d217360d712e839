// What this server asks of an app's Node build (dist-prerender/prerender.cjs, written by
// tooling/webpack-prerender.cjs beside the app's dist/): the host's renders its pages and frames
// (host/src/prerender/prerender.tsx), a remote's renders a resource's page on request
// (tooling/prerender-remote-entry.js). Loaded afresh from disk: a build replaced in place
// (a redeployment, docs/decisions/015-independent-delivery.md) brings its own.
import { createRequire } from 'node:module';
import type { RuntimeConfig } from './runtime-config.ts';

const require = createRequire(import.meta.url);

/** One of emotion's style rules, with the id the browser takes it over by. */
export interface PageStyle {
  id: string;
  css: string;
}

/** A page of the host's, rendered: the markup inside #root. */
export interface HostRenderedPage {
  path: string;
  file: string;
  title: string | null;
  body: string;
  styles: PageStyle[];
  data?: Record<string, unknown>;
}

/** The host's Node build. */
export interface HostNodeBuild {
  RENDERED_CONFIG_ID: string;
  SECTION_FRAME_ATTRIBUTE: string;
  pageLoaderScript(entry: string): string;
  renderedConfigJson(config: RuntimeConfig): string;
  renderPages(config: RuntimeConfig, texts: Record<string, unknown>): Promise<HostRenderedPage[]>;
  renderSectionFrames(
    config: RuntimeConfig,
    texts: Record<string, unknown>,
  ): Promise<{ section: string; body: string; styles: PageStyle[] }[]>;
  /** The public rating summary in an API answer, or null when the answer is not one. */
  ratingSummaryOf(value: unknown): unknown;
  renderHomePage(config: RuntimeConfig, texts: Record<string, unknown>, summary: unknown): Promise<HostRenderedPage>;
}

/** An API answer to a page loader's request (PageLoaderAnswer of @soat/shared/federation). */
export interface LoaderAnswer {
  status: number;
  body: unknown;
}

/** What a remote's page loader is handed (PageLoaderContext of @soat/shared/federation). */
export interface LoaderContext {
  params: Record<string, string>;
  query: Record<string, string>;
  get(apiPath: string): Promise<LoaderAnswer>;
  post(apiPath: string, body: unknown): Promise<LoaderAnswer>;
}

/** A loader's result (PageLoaderResult of @soat/shared/federation): the page's data, another page, or nothing. */
export type LoaderResult =
  { data: Record<string, unknown>; startNow?: boolean } | { redirect: string } | null | undefined;

/** A remote's Node build. */
export interface RemoteNodeBuild {
  routesModule: {
    default: unknown;
    pageLoaders?: Record<string, (context: LoaderContext) => Promise<LoaderResult>>;
    preloadPage?: (path?: string) => Promise<void>;
  };
  prepareRemoteRendering(namespace: string, texts: Record<string, unknown>, apiBaseUrl?: string): Promise<void>;
  renderRemotePage(
    routes: unknown,
    address: string,
    pageData: Record<string, unknown>,
  ): { html: string; styles: PageStyle[]; title: string | null };
}

/** The Node build at `file` as it is on disk now, never Node's cached copy. */
export function loadNodeBuild<Build>(file: string): Build {
  const resolved = require.resolve(file);
  delete require.cache[resolved];
  return require(resolved) as Build;
}
