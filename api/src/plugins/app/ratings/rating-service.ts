import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { RATING_MAX_STARS, RATING_MIN_STARS } from '@soat/shared/rules/rating';
import type { Database } from '../../../db/open-database.js';
import { ratings, ratingTokens, type Rating, type RatingTokenOrigin } from '../../../db/schema.js';

// Rating tokens and ratings (ADR 012). A token is 32 random bytes (base64url), shown once: only its
// SHA-256 is stored. It rates once: the conditional update of `usado_en` and the rating's insert
// share one transaction, and the rating's token id is unique.

/** How long a rating link lasts: a policy's, and one an integrator mints. */
export const ratingTokenValidDays = { poliza: 30, integrador: 7 } as const satisfies Record<RatingTokenOrigin, number>;

const dayMs = 24 * 60 * 60 * 1000;

/** What a token is, as issued: 32 bytes in base64url are 43 characters. Anything else is not one. */
const tokenShape = /^[A-Za-z0-9_-]{43}$/;

/** Only this hash is stored, so a copy of the table rates nothing. */
export const hashRatingToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

export interface RatingTokenRequest {
  origin: RatingTokenOrigin;
  /** The integrator's id, for a minted token. */
  integratorId?: string | null;
  /** The policy number, or the integrator's own reference. */
  reference: string;
  /** The first name the rating page greets. */
  name?: string | null;
  policyId?: string | null;
}

export interface IssuedRatingToken {
  /** The token itself: shown once, never stored. */
  token: string;
  expiresAt: Date;
  /** `PORTAL_URL/calificacion?token=…`: the rating page for this token. */
  link: string;
}

/** A rating as the API answers it. */
export interface RatingAnswer {
  estrellas: number;
  comentario: string | null;
  recomendaria: boolean;
  enviadaEn: string;
}

/** What a token's holder may read: what is rated, until when, and the rating once sent. */
export interface RatingTokenState {
  estado: 'pendiente' | 'calificada';
  referencia: string;
  nombre: string | null;
  venceEn: string;
  calificacion: RatingAnswer | null;
}

export interface RatingInput {
  stars: number;
  comment: string | null;
  recommends: boolean;
}

export type SubmitOutcome =
  | { outcome: 'stored'; rating: RatingAnswer }
  /** Unknown, forged or expired. */
  | { outcome: 'invalid' }
  /** Already rated: a second rating is refused. */
  | { outcome: 'used' };

export interface RatingSummary {
  /** The average of the stars, one decimal; null without ratings. */
  promedio: number | null;
  total: number;
  /** The percentage (whole) of ratings that would recommend us; null without ratings. */
  recomiendan: number | null;
  /** From 5 stars down to 1, every count included (zeros too). */
  distribucion: Array<{ estrellas: number; cantidad: number }>;
}

/** A token drawn and not yet stored (`RatingService.mint`): its row's hash and times, and its link. */
export interface MintedRatingToken extends IssuedRatingToken {
  hash: string;
  createdAt: Date;
}

export interface RatingService {
  /** Issues a token, inside the caller's transaction when given one (the policy's). */
  issue(request: RatingTokenRequest, db?: Database): Promise<IssuedRatingToken>;
  /**
   * Draws a token of `origin` for a caller that stores its row itself (the policy's issue writes it in the
   * policy's own statement, policy-service.ts): nothing is written here.
   */
  mint(origin: RatingTokenOrigin): MintedRatingToken;
  /** What the token rates and whether it was used; null when it is unknown, forged or expired. */
  read(token: string): Promise<RatingTokenState | null>;
  /** Stores a rating and uses up the token, in one transaction. */
  submit(token: string, rating: RatingInput): Promise<SubmitOutcome>;
  /** The public summary of every rating. */
  summary(): Promise<RatingSummary>;
}

declare module 'fastify' {
  interface FastifyInstance {
    ratingService: RatingService;
  }
}

const answerOf = (rating: Pick<Rating, 'stars' | 'comment' | 'recommends' | 'createdAt'>): RatingAnswer => ({
  estrellas: rating.stars,
  comentario: rating.comment,
  recomendaria: rating.recommends,
  enviadaEn: rating.createdAt.toISOString(),
});

/** The summary's figures from the counts by stars (index 0: one star) and of those who recommend. */
export function summarize(countsByStars: readonly number[], recommending: number): RatingSummary {
  const total = countsByStars.reduce((sum, count) => sum + count, 0);
  const starsSum = countsByStars.reduce((sum, count, index) => sum + count * (index + RATING_MIN_STARS), 0);
  const distribution = [];
  for (let stars = RATING_MAX_STARS; stars >= RATING_MIN_STARS; stars -= 1) {
    distribution.push({ estrellas: stars, cantidad: countsByStars[stars - RATING_MIN_STARS] ?? 0 });
  }
  return {
    // integers until the last step: 4.25 rounds to 4.3, never to 4.2 by a float's error
    promedio: total === 0 ? null : Math.round((starsSum * 10) / total) / 10,
    total,
    recomiendan: total === 0 ? null : Math.round((recommending * 100) / total),
    distribucion: distribution,
  };
}

/** The summary is read at most this often by one instance (it is public and cached for a minute anyway). */
const summaryTtlMs = 5_000;

async function ratingServicePlugin(app: FastifyInstance) {
  const { db } = app;
  const { portalUrl } = app.config;
  let cachedSummary: { value: Promise<RatingSummary>; until: number } | undefined;

  const readSummary = async (): Promise<RatingSummary> => {
    const rows = await db
      .select({
        stars: ratings.stars,
        count: sql<number>`count(*)::int`,
        recommending: sql<number>`(count(*) filter (where ${ratings.recommends}))::int`,
      })
      .from(ratings)
      .groupBy(ratings.stars);
    const counts = Array.from({ length: RATING_MAX_STARS - RATING_MIN_STARS + 1 }, () => 0);
    let recommending = 0;
    for (const row of rows) {
      counts[row.stars - RATING_MIN_STARS] = Number(row.count);
      recommending += Number(row.recommending);
    }
    return summarize(counts, recommending);
  };

  const service: RatingService = {
    async issue(request, executor = db) {
      const { token, hash, createdAt, expiresAt, link } = service.mint(request.origin);
      await executor.insert(ratingTokens).values({
        hash,
        origin: request.origin,
        integratorId: request.integratorId ?? null,
        reference: request.reference,
        name: request.name ?? null,
        policyId: request.policyId ?? null,
        createdAt,
        expiresAt,
      });
      return { token, expiresAt, link };
    },

    mint(origin) {
      const token = randomBytes(32).toString('base64url');
      const createdAt = new Date();
      const expiresAt = new Date(createdAt.getTime() + ratingTokenValidDays[origin] * dayMs);
      // built from the configured portal URL, never from a request's Host header
      const link = `${portalUrl}/calificacion?token=${encodeURIComponent(token)}`;
      return { token, hash: hashRatingToken(token), createdAt, expiresAt, link };
    },

    async read(token) {
      if (!tokenShape.test(token)) return null;
      const [row] = await db
        .select({ token: ratingTokens, rating: ratings })
        .from(ratingTokens)
        .leftJoin(ratings, eq(ratings.tokenId, ratingTokens.id))
        .where(and(eq(ratingTokens.hash, hashRatingToken(token)), gt(ratingTokens.expiresAt, new Date())))
        .limit(1);
      if (!row) return null;
      return {
        estado: row.rating ? 'calificada' : 'pendiente',
        referencia: row.token.reference,
        nombre: row.token.name,
        venceEn: row.token.expiresAt.toISOString(),
        calificacion: row.rating ? answerOf(row.rating) : null,
      };
    },

    async submit(token, rating) {
      if (!tokenShape.test(token)) return { outcome: 'invalid' };
      const hash = hashRatingToken(token);
      const result = await db.transaction(async (tx): Promise<SubmitOutcome> => {
        const now = new Date();
        // the single-use guard: of two racing submissions only one matches (the other waits, then finds it used)
        const [claimed] = await tx
          .update(ratingTokens)
          .set({ usedAt: now })
          .where(and(eq(ratingTokens.hash, hash), isNull(ratingTokens.usedAt), gt(ratingTokens.expiresAt, now)))
          .returning({ id: ratingTokens.id });
        if (!claimed) {
          const [known] = await tx
            .select({ usedAt: ratingTokens.usedAt })
            .from(ratingTokens)
            .where(and(eq(ratingTokens.hash, hash), gt(ratingTokens.expiresAt, now)))
            .limit(1);
          return known?.usedAt ? { outcome: 'used' } : { outcome: 'invalid' };
        }
        const [stored] = await tx
          .insert(ratings)
          .values({
            tokenId: claimed.id,
            stars: rating.stars,
            comment: rating.comment,
            recommends: rating.recommends,
            createdAt: now,
          })
          .returning();
        return { outcome: 'stored', rating: answerOf(stored!) };
      });
      // this instance's next summary counts it at once
      if (result.outcome === 'stored') cachedSummary = undefined;
      return result;
    },

    summary() {
      const now = Date.now();
      if (!cachedSummary || cachedSummary.until <= now) {
        const value = readSummary();
        cachedSummary = { value, until: now + summaryTtlMs };
        // a failed read is not kept
        value.catch(() => {
          if (cachedSummary?.value === value) cachedSummary = undefined;
        });
      }
      return cachedSummary.value;
    },
  };
  app.decorate('ratingService', service);
}

export default fp(ratingServicePlugin, { name: 'rating-service', dependencies: ['database'] });
