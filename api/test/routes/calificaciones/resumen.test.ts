import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { summarize } from '../../../src/plugins/app/ratings/rating-service.js';
import { build } from '../../helper.js';
import { mintToken, rate } from './rating-fixtures.js';

const summaryUrl = '/api/calificaciones/resumen';
const noRatings = {
  promedio: null,
  total: 0,
  recomiendan: null,
  distribucion: [5, 4, 3, 2, 1].map((stars) => ({ estrellas: stars, cantidad: 0 })),
};

// This file's tests share one database: the summary counts every rating they store, so only the
// first test (in order) reads an empty one.
describe('GET /api/calificaciones/resumen', () => {
  it('sums up the ratings: average with one decimal, count, percent who recommend, 5 to 1 with zeros', async (t) => {
    const app = await build(t);
    const empty = await app.inject({ method: 'GET', url: summaryUrl });
    assert.equal(empty.statusCode, 200, empty.body);
    assert.deepEqual(empty.json(), noRatings);

    // 5, 5, 4, 2 → 16 / 4 = 4.0, 2 of 4 recommend (50 %); then 5 and 4 → 25 / 6 = 4.166… → 4.2, 3 of 6 (50 %)
    const sent: Array<[number, boolean]> = [
      [5, true],
      [5, true],
      [4, false],
      [2, false],
    ];
    for (const [stars, recomendaria] of sent) {
      const { token } = await mintToken(app);
      assert.equal((await rate(app, { token, estrellas: stars, recomendaria })).statusCode, 201);
    }
    const four = (await app.inject({ method: 'GET', url: summaryUrl })).json();
    assert.deepEqual(four, {
      promedio: 4,
      total: 4,
      recomiendan: 50,
      distribucion: [
        { estrellas: 5, cantidad: 2 },
        { estrellas: 4, cantidad: 1 },
        { estrellas: 3, cantidad: 0 },
        { estrellas: 2, cantidad: 1 },
        { estrellas: 1, cantidad: 0 },
      ],
    });
    for (const [stars, recomendaria] of [
      [5, true],
      [4, false],
    ] as const) {
      const { token } = await mintToken(app);
      assert.equal((await rate(app, { token, estrellas: stars, recomendaria })).statusCode, 201);
    }
    const six = (await app.inject({ method: 'GET', url: summaryUrl })).json();
    assert.equal(six.promedio, 4.2);
    assert.equal(six.total, 6);
    assert.equal(six.recomiendan, 50);
  });

  it('may be cached publicly for a minute, with an ETag answered by 304 while unchanged', async (t) => {
    const app = await build(t);
    const response = await app.inject({ method: 'GET', url: summaryUrl });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['cache-control'], 'public, max-age=60, stale-while-revalidate=600');
    assert.match(String(response.headers['content-type']), /^application\/json/);
    const etag = String(response.headers.etag);
    assert.match(etag, /^"[A-Za-z0-9_-]{27}"$/);

    const unchanged = await app.inject({ method: 'GET', url: summaryUrl, headers: { 'if-none-match': etag } });
    assert.equal(unchanged.statusCode, 304);
    assert.equal(unchanged.body, '');
    // no length announced for a body a 304 never has (a keep-alive connection would look busy)
    assert.equal(unchanged.headers['content-length'], undefined);
    assert.equal(unchanged.headers.etag, etag);
    assert.equal(unchanged.headers['cache-control'], 'public, max-age=60, stale-while-revalidate=600');
    const weak = await app.inject({ method: 'GET', url: summaryUrl, headers: { 'if-none-match': `"x", W/${etag}` } });
    assert.equal(weak.statusCode, 304);

    // a new rating changes the figures, so the validator
    const { token } = await mintToken(app);
    assert.equal((await rate(app, { token, estrellas: 1, recomendaria: false })).statusCode, 201);
    const changed = await app.inject({ method: 'GET', url: summaryUrl, headers: { 'if-none-match': etag } });
    assert.equal(changed.statusCode, 200);
    assert.notEqual(changed.headers.etag, etag);
    // the rest of the API still says no-store
    const other = await app.inject({ method: 'POST', url: '/api/calificaciones/consultas', payload: { token } });
    assert.equal(other.headers['cache-control'], 'no-store');
  });

  it('rounds the average half up to one decimal and the recommendation to a whole percent', () => {
    // counts by stars, from 1 to 5
    assert.equal(summarize([0, 0, 0, 3, 1], 0).promedio, 4.3); // 17 / 4 = 4.25
    assert.equal(summarize([1, 0, 0, 0, 2], 2).promedio, 3.7); // 11 / 3 = 3.666…
    assert.equal(summarize([1, 0, 0, 0, 2], 2).recomiendan, 67);
    assert.equal(summarize([0, 0, 0, 0, 3], 1).recomiendan, 33);
    assert.equal(summarize([0, 0, 0, 0, 0], 0).promedio, null);
    assert.deepEqual(
      summarize([1, 2, 3, 4, 5], 0).distribucion.map((entry) => [entry.estrellas, entry.cantidad]),
      [
        [5, 5],
        [4, 4],
        [3, 3],
        [2, 2],
        [1, 1],
      ],
    );
  });
});
