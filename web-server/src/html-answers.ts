// How a front end's server sends an HTML page it composed: compressed in the encoding the browser takes
// best, a composed page revalidated by its ETag, a page rendered for one request stored by nobody.
import { createHash } from 'node:crypto';
import type { IncomingMessage as Request, ServerResponse as Response } from 'node:http';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { CompressedPage } from './document-pages.ts';

type Encoding = 'br' | 'gzip' | null;

/** The last few composed pages, compressed once each (the same page is asked for again and again). */
export function compressedPages(limit = 64): (html: string) => CompressedPage {
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
export function sendPage(request: Request, response: Response, page: CompressedPage): void {
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
export function sendPagePerRequest(request: Request, response: Response, html: string): void {
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
