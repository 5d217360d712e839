// The Content-Security-Policy a front end's server sends: its own origin, the remotes' and the API's, and
// the build's inline scripts allowed by their hash, never by 'unsafe-inline'.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RuntimeConfig } from './runtime-config.ts';
import { FRAMES_DIR } from './section-frames.ts';

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

export function contentSecurityPolicy(
  config: RuntimeConfig,
  scriptHashes: string[],
  frameAncestors = "'none'",
): string {
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
