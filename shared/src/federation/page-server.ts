// The page-server contract: what every front end's Node build
// (`<app>/dist-prerender/prerender.cjs`, written by tooling/webpack-prerender.cjs)
// exports, the host's and each remote's alike. The build-time prerender writes
// an app's pages with it, and the front-end server (web-server) renders pages on
// request with it, knowing no app: docs/serving-a-page.md tells the whole story.
// Types only, importing nothing: the front-end server checks a build against it (web-server/src/page-servers.ts)
// and imports no code from here (in its image, `shared` sits in node_modules, where Node strips no types).

/** The data a page was rendered with on the server, by name. */
export type PageData = Readonly<Record<string, unknown>>;

/** An API answer as a page loader sees it: its status and JSON body (null when it has none). */
export interface PageLoaderAnswer {
  status: number;
  body: unknown;
}

/**
 * What a page's loader is handed on the server: the values of the pattern's `:name` segments and of its
 * `?name` query parameters, and the API, server to server (`get`, and `post` for reads whose key must not
 * travel in an address, such as a rating link's token; never throws for a 4xx).
 */
export interface PageLoaderContext {
  params: Readonly<Record<string, string>>;
  query: Readonly<Record<string, string>>;
  get: (apiPath: string) => Promise<PageLoaderAnswer>;
  post: (apiPath: string, body: unknown) => Promise<PageLoaderAnswer>;
}

/**
 * A page as its server renders it on request: the data it is rendered with (given to the app as its page
 * data, and put in the page for the browser's first render), and whether the app must start at once (the
 * page changes by itself: a payment still pending). `redirect`: the visitor goes to that path of the portal
 * instead (a link the API refuses), as the app would send them. `null`: nothing to render on the server (the
 * page as the build wrote it goes instead).
 */
export type PageLoaderResult = { data: PageData; startNow: boolean } | { redirect: `/${string}` } | null;

/** The runtime configuration (/config.json) pages are rendered with: RuntimeConfig of @soat/shared/config. */
export interface PageConfig {
  apiBaseUrl: string;
  remotes: Readonly<Record<string, string>>;
  whatsapp: { number: string; message: string };
  demo: { enabled: boolean };
}

/** One of emotion's rule sets, with the id the browser's emotion cache takes it over by. */
export interface PageStyle {
  id: string;
  css: string;
}

/** A page rendered in Node: the app's markup, the styles it uses and the title it asked for. */
export interface RenderedPage {
  html: string;
  styles: PageStyle[];
  title: string | null;
}

/** How a page's data is read, server to server, to render it on request (docs/serving-a-page.md). */
export type PageLoader = (context: PageLoaderContext) => Promise<PageLoaderResult>;

/** What a build is prepared with, once, before it renders. */
export interface PageServerSetup {
  /** The app's Spanish texts (its `assets/i18n/es.json`). */
  texts: Record<string, unknown>;
  /** The runtime configuration the pages show (the header's Demo link, the chat button's number). */
  config: PageConfig;
  /** On request only: where the links a page renders to the API point (the API as browsers reach it). */
  apiBaseUrl?: string;
}

/** A frame of a section another app owns: the layout with its loading placeholder in `<main>`. */
export interface RenderedFrame {
  section: string;
  body: string;
  styles: PageStyle[];
}

/**
 * Only in the build of the app that owns the portal's document (the host): what every page's HTML holds
 * around the app's markup, and the frame of every section the other apps fill.
 */
export interface PageDocument {
  /** The id of the JSON block with the configuration a page was rendered with. */
  configElementId: string;
  /** That block's content for `config`. */
  renderedConfigJson: (config: PageConfig) => string;
  /** The inline script that starts the app on a page (its entry script's address). */
  loaderScript: (entry: string) => string;
  /** The attribute of `#root` naming the section a frame is for. */
  frameAttribute: string;
  /** The frame of each section the prepared configuration enables. */
  renderFrames: () => Promise<RenderedFrame[]>;
}

/** What every front end's Node build exports (docs/serving-a-page.md). */
export interface PageServer {
  /**
   * The pages written at build time, first to last: a path, optionally `?name&name` (the query
   * parameters it stands for) and `:name` segments (any value there, the page in its loading state).
   */
  routes: readonly string[];
  /** For some of those routes, how the page's data is read to render it on request, finished. */
  pageLoaders: Readonly<Record<string, PageLoader>>;
  /** Once, before anything renders: Spanish texts, a signed-out visitor, the configuration. */
  prepare: (setup: PageServerSetup) => Promise<void>;
  /** The page at `address` as a first-time visitor sees it; with `pageData`, as its loader read it. */
  render: (address: string, pageData?: PageData) => Promise<RenderedPage>;
  /** Only in the build that owns the document (the host). */
  document?: PageDocument;
}
