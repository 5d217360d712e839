import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

/** Security headers for a JSON-only API: nothing may load or frame its responses. */
export const helmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  },
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'no-referrer' },
} satisfies HelmetOptions;

/** Answers carry tokens, personal data and reset links: no browser or proxy may keep them. */
export const cacheControl = 'no-store';

/**
 * Every header an answer carries for security, as helmet sets them with the options above plus
 * `cache-control`: for the few answers written before Fastify routes a request (a malformed URL
 * or request line), which the hooks never see.
 */
export const securityHeaders: Readonly<Record<string, string>> = (() => {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(helmetOptions)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  headers['cache-control'] = cacheControl;
  return headers;
})();
