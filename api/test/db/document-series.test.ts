import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { numbersLeft, takeNumber } from '../../src/repositories/document-series.js';
import { build } from '../helper.js';

const uniqueKey = () => `factura:test:${crypto.randomUUID()}`;

describe('Document series (invoice and credit note numbers)', () => {
  it('gives consecutive numbers from the first, once each, and none past the last', async (t) => {
    const app = await build(t);
    const series = { key: uniqueKey(), first: 990000000, last: 990000002 };
    const taken = [];
    for (let i = 0; i < 4; i += 1) taken.push(await takeNumber(app.db, series));
    assert.deepEqual(taken, [990000000, 990000001, 990000002, null]);
    assert.equal(await numbersLeft(app.db, series), 0);
  });

  it('gives a number back when the transaction that took it rolls back', async (t) => {
    const app = await build(t);
    const series = { key: uniqueKey(), first: 1, last: 100 };
    await assert.rejects(
      app.db.transaction(async (tx) => {
        assert.equal(await takeNumber(tx, series), 1);
        throw new Error('the document could not be written');
      }),
      /could not be written/,
    );
    assert.equal(await takeNumber(app.db, series), 1);
    assert.equal(await numbersLeft(app.db, series), 99);
  });

  it('counts the numbers left of a series nobody used yet', async (t) => {
    const app = await build(t);
    assert.equal(await numbersLeft(app.db, { key: uniqueKey(), first: 10, last: 19 }), 10);
  });
});
