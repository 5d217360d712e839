import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { ratings, ratingTokens } from '../../../src/db/schema.js';
import { colombianWeek, weeksBetween } from '../../../src/repositories/operator-ratings.js';
import { ratingsRangeMessage } from '../../../src/routes/operador/calificaciones.js';
import { build, testClock } from '../../helper.js';
import { bearer, operatorApi, operatorToken } from './operator-fixtures.js';

// The ratings for the back office (issue 44, point 7): the list with its comments and what each rates, the
// filters, and the stars week by week (weeks from Monday, in Colombia). Dated in 2031, each test in weeks of
// its own: the database is shared, and no other test writes ratings then.

async function rate(
  app: FastifyInstance,
  {
    stars,
    comment = null,
    at,
    reference = `SOAT-2031-${randomUUID().slice(0, 8)}`,
  }: {
    stars: number;
    comment?: string | null;
    at: string;
    reference?: string;
  },
) {
  const [token] = await app.db
    .insert(ratingTokens)
    .values({
      hash: randomUUID(),
      origin: 'poliza',
      reference,
      createdAt: new Date(Date.parse(at) - 60_000),
      expiresAt: new Date(Date.parse(at) + 86_400_000),
      usedAt: new Date(at),
    })
    .returning();
  const [rating] = await app.db
    .insert(ratings)
    .values({ tokenId: token!.id, stars, comment, recommends: stars >= 4, createdAt: new Date(at) })
    .returning();
  return { ...rating!, reference };
}

interface Answer {
  total: number;
  calificaciones: { id: string; estrellas: number; comentario: string | null; referencia: string; origen: string }[];
  distribucion: { semana: string; conteos: number[] }[];
}

async function read(app: FastifyInstance, query: string) {
  const response = await app.inject({
    method: 'GET',
    url: `${operatorApi}/calificaciones?${query}`,
    headers: bearer(await operatorToken(app)),
  });
  return { status: response.statusCode, body: response.json() as Answer & { errores?: unknown } };
}

const MARCH = 'desde=2031-03-03T00:00:00-05:00&hasta=2031-03-23T23:59:59-05:00';
const APRIL = 'desde=2031-04-07T00:00:00-05:00&hasta=2031-04-13T23:59:59-05:00';

describe('Operator ratings', () => {
  it('lists the ratings newest first with their comment and what they rate, and the stars by Colombian week', async (t) => {
    const app = await build(t, {}, testClock('2031-03-25'));
    await app.ready();
    const early = await rate(app, { stars: 5, comment: 'Rápido y claro.', at: '2031-03-04T15:00:00Z' });
    // Sunday 23:30 in Colombia: still the week that began on Monday the 3rd
    const sundayNight = await rate(app, { stars: 2, at: '2031-03-10T04:30:00Z' });
    const late = await rate(app, { stars: 5, comment: 'Muy bien.', at: '2031-03-18T20:00:00Z' });

    const { status, body } = await read(app, MARCH);
    assert.equal(status, 200);
    assert.equal(body.total, 3);
    assert.deepEqual(
      body.calificaciones.map(({ id, comentario, referencia, origen }) => ({ id, comentario, referencia, origen })),
      [
        { id: late.id, comentario: 'Muy bien.', referencia: late.reference, origen: 'poliza' },
        { id: sundayNight.id, comentario: null, referencia: sundayNight.reference, origen: 'poliza' },
        { id: early.id, comentario: 'Rápido y claro.', referencia: early.reference, origen: 'poliza' },
      ],
    );
    assert.deepEqual(body.distribucion, [
      { semana: '2031-03-03', conteos: [0, 1, 0, 0, 1] },
      { semana: '2031-03-10', conteos: [0, 0, 0, 0, 0] },
      { semana: '2031-03-17', conteos: [0, 0, 0, 0, 1] },
    ]);
  });

  it('filters by stars and by having a comment', async (t) => {
    const app = await build(t, {}, testClock('2031-04-20'));
    await app.ready();
    await rate(app, { stars: 1, comment: 'Nunca llegó el correo.', at: '2031-04-08T15:00:00Z' });
    await rate(app, { stars: 1, at: '2031-04-09T15:00:00Z' });
    await rate(app, { stars: 4, comment: 'Bien.', at: '2031-04-10T15:00:00Z' });

    const oneStar = await read(app, `${APRIL}&estrellas=1`);
    assert.equal(oneStar.body.total, 2);
    assert.deepEqual(oneStar.body.distribucion[0], { semana: '2031-04-07', conteos: [2, 0, 0, 0, 0] });
    const commented = await read(app, `${APRIL}&estrellas=1&comentario=con`);
    assert.deepEqual(
      commented.body.calificaciones.map(({ comentario }) => comentario),
      ['Nunca llegó el correo.'],
    );
    const silent = await read(app, `${APRIL}&comentario=sin`);
    assert.deepEqual(
      silent.body.calificaciones.map(({ estrellas, comentario }) => [estrellas, comentario]),
      [[1, null]],
    );
  });

  it('charts the last 12 weeks when no start is given, and refuses a start after the end in Spanish', async (t) => {
    const app = await build(t, {}, testClock('2031-03-25'));
    await app.ready();
    const { body } = await read(app, 'estrellas=3');
    assert.equal(body.distribucion.length, 12);
    assert.equal(body.distribucion.at(-1)!.semana, '2031-03-24');

    const refused = await read(app, 'desde=2031-03-20T00:00:00Z&hasta=2031-03-01T00:00:00Z');
    assert.equal(refused.status, 400);
    assert.deepEqual(refused.body.errores, [{ campo: 'desde', mensaje: ratingsRangeMessage }]);
    const wrongStars = await read(app, 'estrellas=6');
    assert.equal(wrongStars.status, 400);
  });

  it('names the week of an instant from Monday in Colombia, and lists at most 60 weeks', () => {
    assert.equal(colombianWeek(new Date('2031-03-10T04:59:59Z')), '2031-03-03');
    assert.equal(colombianWeek(new Date('2031-03-10T05:00:00Z')), '2031-03-10');
    const long = weeksBetween(new Date('2029-01-01T12:00:00Z'), new Date('2031-03-25T12:00:00Z'));
    assert.equal(long.length, 60);
    assert.equal(long.at(-1), '2031-03-24');
  });
});
