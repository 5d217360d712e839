// Serves one front-end app's dist/ the way a static host should: the SPA
// fallback, pre-compressed files, hashed chunks cached forever and entry files
// never, the runtime configuration at /config.json, and security headers.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { basename, dirname, join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import sirv from 'sirv';
import { documentPages, type CompressedPage } from './document-pages.ts';
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
type Encoding = 'br' | 'gzip' | null;

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

/**
 * The CSP sources of the inline scripts in the app's HTML files (a prerendered
 * page's loader): allowed by their hash, never by 'unsafe-inline'.
 */
export function inlineScriptHashes(dir: string): string[] {
  const hashes = new Set<string>();
  const framesDir = join(dir, FRAMES_DIR);
  const files = [
    ...readdirSync(dir).map((name) => join(dir, name)),
    ...(existsSync(framesDir) ? readdirSync(framesDir).map((name) => join(framesDir, name)) : []),
  ];
  for (const file of files.filter((name) => name.endsWith('.html'))) {
    const html = readFileSync(file, 'utf8');
    for (const [, attributes = '', body = ''] of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
      if (/\b(src|type)=/.test(attributes) || body.length === 0) continue;
      hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
    }
  }
  return [...hashes];
}

function contentSecurityPolicy(config: RuntimeConfig, scriptHashes: string[], frameAncestors = "'none'"): string {
  const remoteOrigins = Object.values(config.remotes).map((url) => new URL(url).origin);
  const apiOrigin = new URL(config.apiBaseUrl).origin;
  const scripts = ["'self'", ...scriptHashes, ...remoteOrigins].join(' ');
  return [
    "default-src 'self'",
    `script-src ${scripts}`,
    `connect-src 'self' ${apiOrigin} ${remoteOrigins.join(' ')}`,
    // Chakra UI (emotion) injects its styles at run time
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');
}

/** The last few composed pages, compressed once each (the same page is asked for again and again). */
function compressedPages(limit = 64): (html: string) => CompressedPage {
  const pages = new Map<string, CompressedPage>();
  return (html) => {
    const etag = createHash('sha1').update(html).digest('base64url');
    let page = pages.get(etag);
    if (!page) {
      page = { etag, html: Buffer.from(html), gzip: gzipSync(html), br: brotliCompressSync(html) };
      pages.set(etag, page);
      const oldest = pages.keys().next().value;
      if (pages.size > limit && oldest !== undefined) pages.delete(oldest);
    }
    return page;
  };
}

/** The encodings a request accepts (`br`, `gzip`), minding `;q=0` (refused). */
function acceptedEncodings(request: Request): Set<string> {
  const accepted = new Set<string>();
  for (const part of String(request.headers['accept-encoding'] ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    if (q === undefined || Number(q) > 0) accepted.add(name.trim());
  }
  return accepted;
}

/** The encoding a request takes best of those the server sends: `br`, `gzip` or none. */
function bestEncoding(request: Request): Encoding {
  const accepted = acceptedEncodings(request);
  return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : null;
}

/** Sends a page's bytes in `encoding`, with `headers` beside the content's own (HEAD: the headers only). */
function sendHtml(
  request: Request,
  response: Response,
  encoding: Encoding,
  body: Buffer,
  headers: Record<string, string>,
): void {
  response.writeHead(200, {
    ...headers,
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': body.length,
    Vary: 'Accept-Encoding',
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
  });
  response.end(request.method === 'HEAD' ? undefined : body);
}

/** Sends a composed HTML page: compressed as the browser accepts, revalidated by its ETag (one per encoding). */
function sendPage(request: Request, response: Response, page: CompressedPage): void {
  const encoding = bestEncoding(request);
  const etag = `"${page.etag}${encoding ? `-${encoding}` : ''}"`;
  if (request.headers['if-none-match'] === etag) {
    response.writeHead(304, { 'Cache-Control': 'no-cache', ETag: etag, Vary: 'Accept-Encoding' }).end();
    return;
  }
  sendHtml(request, response, encoding, page[encoding ?? 'html'], { 'Cache-Control': 'no-cache', ETag: etag });
}

/**
 * Sends a page composed for this request alone (a resource's, rendered with its
 * data: docs/decisions/011): stored by nobody, read by no other origin, and
 * compressed once, quickly, in the one encoding the browser takes best.
 */
function sendPagePerRequest(request: Request, response: Response, html: string): void {
  const encoding = bestEncoding(request);
  const body =
    encoding === 'br'
      ? brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })
      : encoding === 'gzip'
        ? gzipSync(html)
        : Buffer.from(html);
  response.removeHeader('Access-Control-Allow-Origin');
  sendHtml(request, response, encoding, body, { 'Cache-Control': 'no-store' });
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
