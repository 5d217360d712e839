// Test factories shared by every package's tests (never imported by app code).
import type { RuntimeConfig } from '@soat/shared/config';

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
  return {
    apiBaseUrl: 'http://localhost:4000/',
    remotes: {
      auth: 'http://localhost:3001/mf-manifest.json',
      soat: 'http://localhost:3002/mf-manifest.json',
      calificacion: 'http://localhost:3003/mf-manifest.json',
      demo: 'http://localhost:3004/mf-manifest.json',
    },
    whatsapp: { number: '573001234567', message: 'Hola' },
    demo: { enabled: false },
  };
}
