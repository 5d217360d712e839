import type { FastifyReply } from 'fastify';
import { createHash } from 'node:crypto';

// Validators for public, cacheable answers (the tariffs, the ratings summary): an unchanged
// answer costs a 304.

/** A strong validator of an answer's exact bytes. */
export const etagOf = (body: string) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/** Whether an If-None-Match header names this validator (or `*`); weak forms match too. */
export const matchesEtag = (ifNoneMatch: string | undefined, etag: string) =>
  ifNoneMatch !== undefined &&
  ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag === etag || tag === `W/${etag}`;
  });

/**
 * A 304 with no body and no Content-Length. `send(null)` would serialise `null` (the schema's
 * body for 304), announce 4 bytes that Node never sends, and leave the keep-alive connection
 * looking busy: a shutdown then waited for it until its grace period ran out.
 */
export const notModified = (reply: FastifyReply) => reply.code(304).send();
