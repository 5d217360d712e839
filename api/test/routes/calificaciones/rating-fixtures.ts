import assert from 'node:assert/strict';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ratings, ratingTokens } from '../../../src/db/schema.js';
import { hashRatingToken } from '../../../src/plugins/app/ratings/rating-service.js';
import { testIntegrator } from '../../helper.js';

// Fixtures for the ratings tests (ADR 012): minting tokens as an integrator, reading and rating.

export const ratingsApi = '/api/calificaciones';

export function mint(
  app: FastifyInstance,
  body: unknown = { referencia: 'PEDIDO-1', nombre: 'Ana' },
  key: string | null = testIntegrator.key,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: `${ratingsApi}/tokens`,
    payload: body as object,
    headers: { ...(key === null ? {} : { 'x-api-key': key }), ...headers },
  });
}

/** A new token minted by the test integrator, and what it answered. */
export async function mintToken(app: FastifyInstance, body: unknown = { referencia: 'PEDIDO-1', nombre: 'Ana' }) {
  const response = await mint(app, body);
  assert.equal(response.statusCode, 201, response.body);
  return response.json() as { token: string; venceEn: string; enlace: string };
}

export function readToken(app: FastifyInstance, token: unknown, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url: `${ratingsApi}/consultas`, payload: { token }, headers });
}

export function rate(app: FastifyInstance, body: unknown, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url: ratingsApi, payload: body as object, headers });
}

/** Moves a token's validity into the past, as if its days had gone by. */
export async function expireToken(app: FastifyInstance, token: string) {
  const past = Date.now() - 60_000;
  await app.db
    .update(ratingTokens)
    .set({ createdAt: new Date(past - 7 * 24 * 60 * 60 * 1000), expiresAt: new Date(past) })
    .where(eq(ratingTokens.hash, hashRatingToken(token)));
}

/** The ratings stored for a token (0 or 1). */
export async function ratingsOf(app: FastifyInstance, token: string) {
  const rows = await app.db
    .select({ count: sql<number>`count(*)::int` })
    .from(ratings)
    .innerJoin(ratingTokens, eq(ratingTokens.id, ratings.tokenId))
    .where(eq(ratingTokens.hash, hashRatingToken(token)));
  return Number(rows[0]?.count ?? 0);
}
