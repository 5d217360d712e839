// The demo sign-in's token: an HS256 JWT living 7 days. It is checked by its
// signature part only, as the template's mock server does. The secret guards nothing: this runs
// in the browser, for the demo only.
import { compactVerify, SignJWT } from 'jose';

const DEMO_SECRET = new TextEncoder().encode('soat-demo-mock-api-secret');
export const TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60;

export function createDemoToken(now = Date.now()): Promise<string> {
  const issuedAt = Math.floor(now / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer('soat-demo')
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + TOKEN_LIFETIME_SECONDS)
    .sign(DEMO_SECRET);
}

/** True when the token has three parts and its signature is the demo's for the other two. */
export async function hasDemoSignature(token: unknown): Promise<boolean> {
  if (typeof token !== 'string' || token.split('.').length !== 3) return false;
  try {
    await compactVerify(token, DEMO_SECRET, { algorithms: ['HS256'] });
    return true;
  } catch {
    return false;
  }
}
