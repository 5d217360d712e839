// Test factories shared by every package's tests (never imported by app code).
import type { RuntimeConfig } from '@soat/shared/config';
import { REMOTE_NAMES } from '@soat/shared/federation';
import PORTAL_APPS from '@soat/shared/portal-apps.json';

/** base64url of a text (ASCII, as in these fixtures). */
export function base64Url(text: string): string {
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** An unsigned JWT-shaped token; `expiresIn` in seconds from now, `null` for no `exp`. */
export function createToken({ expiresIn = 900 }: { expiresIn?: number | null } = {}): string {
  const now = Math.floor(Date.now() / 1000);
  const payload = { sub: 'user-1', iat: now, ...(expiresIn === null ? {} : { exp: now + expiresIn }) };
  return `${base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64Url(JSON.stringify(payload))}.signature`;
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A complete, valid runtime configuration (the local ports of `npm start`). */
export function createRuntimeConfig(): RuntimeConfig {
  const local = (port: number) => `http://localhost:${port}`;
  return {
    apiBaseUrl: `${local(PORTAL_APPS.api.port)}/`,
    remotes: Object.fromEntries(
      REMOTE_NAMES.map((remote) => [remote, `${local(PORTAL_APPS.remotes[remote].port)}/mf-manifest.json`]),
    ) as RuntimeConfig['remotes'],
    whatsapp: { number: '573001234567', message: 'Hola' },
    demo: { enabled: false },
  };
}
