// Serves one front-end app's dist/ the way a static host should: the SPA
// fallback, pre-compressed files, hashed chunks cached forever and entry files
// never, the runtime configuration at /config.json, and security headers.
import { existsSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { basename, dirname, join } from 'node:path';
import sirv from 'sirv';
import { contentSecurityPolicy, inlineScriptHashes } from './content-security-policy.ts';
import { documentPages } from './document-pages.ts';
import { compressedPages, sendPage, sendPagePerRequest } from './html-answers.ts';
import { hostPages } from './host-pages.ts';
import { integratorOrigins } from './integrator-origins.ts';
import { hasPageServer, loadPageServer } from './page-servers.ts';
import { apps } from './portal-apps.ts';
import { RENDER_PREFIX, remotePages, rendersPages, type RenderAnswer } from './remote-pages.ts';
import { carriesRenderKey, renderKeyFrom, RENDER_KEY_HEADER } from './render-key.ts';
import { runtimeConfig, serverRemotes, type RuntimeConfig } from './runtime-config.ts';
import { FRAMES_DIR } from './section-frames.ts';
import { sectionPages } from './section-pages.ts';

type Request = IncomingMessage;
type Response = ServerResponse;

const HASHED = /\.[0-9a-f]{8}\.(js|svg|png|woff2?)$/;

/** The integrators' script (ADR 012): an app whose build has it serves the rating widget to their pages. */
export const ELEMENT_SCRIPT = 'soat-calificacion.js';

/**
 * The sections the integrators' pages may frame (ADR 012): those of the app in `dir` (found by its folder in
 * the portal's table) when its build serves their script; no other page may be framed.
 */
function framableSections(dir: string): Set<string> {
  if (!existsSync(join(dir, ELEMENT_SCRIPT))) return new Set();
  const app = Object.values(apps.remotes).find(({ folder }) => folder === basename(dirname(dir)));
  return new Set(app?.sections);
}

/** The request's URL, or null when its target cannot be one (`//a:99999/x`). */
function requestUrl(request: Request): URL | null {
  try {
    return new URL(request.url ?? '/', 'http://localhost');
  } catch {
    return null;
  }
}

/**
 * The files a build writes last, the host's and a remote's (scripts/lib/build.ts): when the one in the
 * folder changes, the folder holds a new build. A deployment that replaces the files in place writes it last.
 */
export const BUILD_STAMPS = ['home.html', join('prerendered', 'index.json')];

/** When the build in `dir` was completed (0: no completed build there). */
function buildStamp(dir: string): number {
  for (const file of BUILD_STAMPS) {
    try {
      return statSync(join(dir, file)).mtimeMs;
    } catch {
      /* not this app's stamp */
    }
  }
  return 0;
}

/** What the server takes from one build in `dir`: its files, its CSP and the pages it composes. */
function openSite({
  dir,
  env,
  config,
  renderKey,
}: {
  dir: string;
  env: NodeJS.ProcessEnv;
  config: RuntimeConfig;
  renderKey: string | null;
}) {
  const scriptHashes = inlineScriptHashes(dir);
  const csp = contentSecurityPolicy(config, scriptHashes);
  // the integrators' origins (from the API's RATING_INTEGRATORS) may frame the rating page, on the rating
  // remote's own origin only (ADR 012): the host's page would take the whole portal into their frame
  const servesElement = existsSync(join(dir, ELEMENT_SCRIPT));
  const framableCsp = servesElement
    ? contentSecurityPolicy(config, scriptHashes, ["'self'", ...integratorOrigins(env)].join(' '))
    : csp;
  const files = sirv(dir, {
    single: true,
    gzip: true,
    brotli: true,
    etag: true,
    setHeaders(response, pathname) {
      response.setHeader('Cache-Control', HASHED.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  // the app's Node build, when it renders anything here: the frames of the app that owns the document (the
  // host), or a page rendered on request (a remote whose index lists one); loaded through the page-server contract
  const apiUrl = env.API_INTERNAL_URL || config.apiBaseUrl;
  const server =
    hasPageServer(dir) && (existsSync(join(dir, FRAMES_DIR)) || rendersPages(dir)) ? loadPageServer(dir) : null;
  // the host's pages and frames rendered with this server's configuration, where the build's show another
  const rendered = server && hostPages({ dir, config, server });
  return {
    csp,
    framableCsp,
    framable: framableSections(dir),
    files,
    // the host's sections: its frame with the remote's prerendered page (docs/decisions/009), fetched from
    // the remote as this server reaches it (<REMOTE>_INTERNAL_MANIFEST_URL in containers)
    sectionPage: sectionPages({
      dir,
      config: { ...config, remotes: serverRemotes(env, config) },
      renderedFrame: rendered?.frame,
      renderKey,
    }),
    staticPage: rendered?.page, // home.html, quienes-somos.html as this configuration shows them
    composed: compressedPages(),
    // the host's pages with a loader (/home with the public rating summary), rendered once per change of
    // their data; the API as this server reaches it (API_INTERNAL_URL when that is not the browsers' address)
    loadedPage: server && documentPages({ dir, server, config, apiUrl }),
    // a remote's resource pages, rendered on request with their data (docs/serving-a-page.md)
    renderPage: server && remotePages({ dir, server, config, apiUrl }),
  };
}

/**
 * Serves `dir` until closed. A new build written into `dir` in place (a redeployment of this app alone,
 * docs/decisions/015) is served from the first request after its last file (BUILD_STAMPS) changed: the
 * files, the CSP and the pages composed from it are taken again, with no restart.
 */
export function startStaticServer({
  dir,
  port,
  env = process.env,
  host = '127.0.0.1',
}: {
  dir: string;
  port: number;
  env?: NodeJS.ProcessEnv;
  host?: string;
}): Promise<Server> {
  const config = runtimeConfig(env);
  // required in production: a server without it refuses to start; so does a Node build that is no page server
  let renderKey: string | null;
  let site: ReturnType<typeof openSite>;
  let stamp = buildStamp(dir);
  try {
    renderKey = renderKeyFrom(env);
    site = openSite({ dir, env, config, renderKey });
  } catch (error) {
    return Promise.reject(error);
  }
  /** The site of the build in `dir` now (a build under way keeps the last complete one's). */
  const currentSite = () => {
    const now = buildStamp(dir);
    if (now !== 0 && now !== stamp) {
      stamp = now;
      site = openSite({ dir, env, config, renderKey });
    }
    return site;
  };
  /** Sections no search engine may list, on every server that answers them: the back office's (ADR 045). */
  const unindexed = new Set(apps.remotes.operador.sections);
  async function handle(request: Request, response: Response): Promise<void> {
    const { csp, framableCsp, framable, files, sectionPage, staticPage, composed, loadedPage, renderPage } =
      currentSite();
    response.setHeader('Content-Security-Policy', csp);
    response.setHeader('X-Content-Type-Options', 'nosniff');
    response.setHeader('Referrer-Policy', 'no-referrer');
    response.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    response.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
    // Remote code is loaded by the host's page from another origin.
    response.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    response.setHeader('Access-Control-Allow-Origin', '*');
    const url = requestUrl(request);
    if (!url) {
      response.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Solicitud no válida.');
      return;
    }
    if (framable.has(url.pathname.split('/')[1] ?? '')) response.setHeader('Content-Security-Policy', framableCsp);
    if (unindexed.has(url.pathname.split('/')[1] ?? '')) response.setHeader('X-Robots-Tag', 'noindex, nofollow');
    if (url.pathname === '/config.json') {
      response.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache' });
      response.end(JSON.stringify(config));
      return;
    }
    if (url.pathname.startsWith(RENDER_PREFIX)) {
      // for the host's server only, which sends the portal's render key: personal data, never for a browser
      // nor another origin's scripts. Without the key the endpoint is not there (404), whatever is asked.
      response.removeHeader('Access-Control-Allow-Origin');
      const { status, body, headers }: RenderAnswer =
        !renderPage || !carriesRenderKey(renderKey, request.headers[RENDER_KEY_HEADER])
          ? { status: 404, body: { message: 'No encontrado.' } }
          : request.method === 'GET'
            ? await renderPage(url)
            : { status: 405, body: { message: 'Solo GET.' } };
      response.writeHead(status, {
        ...headers,
        'Content-Type': 'application/json; charset=utf-8',
        'Cache-Control': 'no-store',
      });
      response.end(JSON.stringify(body));
      return;
    }
    if (loadedPage && (request.method === 'GET' || request.method === 'HEAD')) {
      try {
        // a HEAD never waits for the API
        const page = await loadedPage(url.pathname, { wait: request.method === 'GET' });
        if (page) {
          sendPage(request, response, page);
          return;
        }
      } catch (error) {
        console.error(error); // the build's page below still works
      }
    }
    if (sectionPage && (request.method === 'GET' || request.method === 'HEAD')) {
      try {
        // a HEAD asks for no page rendered on request (it would cost a render for nothing)
        const page = await sectionPage(url, { render: request.method === 'GET' });
        if (page && 'redirect' in page) {
          // a page rendered on request sent the visitor elsewhere (a refused link): this visitor's, never stored
          response.writeHead(303, { Location: page.redirect, 'Cache-Control': 'no-store' });
          response.end();
          return;
        }
        if (page?.perRequest) {
          sendPagePerRequest(request, response, page.html);
          return;
        }
        if (page) {
          sendPage(request, response, composed(page.html));
          return;
        }
      } catch (error) {
        console.error(error); // the plain app page below still works
      }
    }
    if (staticPage && (request.method === 'GET' || request.method === 'HEAD')) {
      const html = await staticPage(url.pathname);
      if (html) {
        sendPage(request, response, composed(html));
        return;
      }
    }
    files(request, response);
  }
  const server = createServer((request, response) => {
    handle(request, response).catch((error) => {
      console.error(error);
      if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      response.end('Error del servidor.');
    });
  });
  return new Promise<Server>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
