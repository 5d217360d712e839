import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** The header the front ends send (@soat/shared's HTTP client) and every answer carries back. */
export const requestIdHeader = 'x-request-id';

// What a caller's id may look like: a UUID, a proxy's trace id. Anything else (spaces, control
// characters, quotes, a kilobyte of text) never reaches the logs: it is replaced.
const saneRequestId = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * Fastify's `genReqId`: the caller's `X-Request-Id` when it is sane, otherwise a fresh UUID.
 * (Fastify's own `requestIdHeader` would take the header's text as it comes.)
 */
export function requestIdOf(request: IncomingMessage): string {
  const sent = request.headers[requestIdHeader];
  return typeof sent === 'string' && saneRequestId.test(sent) ? sent : randomUUID();
}
