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
