import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { coveragesFor } from '../../src/domain/coverages.js';

// Every quote and every issued policy's status read shows its year's coverages: written in Spanish once a
// year (ICU's number formatting was a measurable part of a purchase's status read, ADR 027).
describe("A year's coverages", () => {
  it('are written once and shared, frozen, by every caller', () => {
    const first = coveragesFor(2026);
    assert.equal(first.length, 5);
    assert.equal(coveragesFor(2026), first, 'the same list, not written again');
    assert.ok(Object.isFrozen(first) && first.every((coverage) => Object.isFrozen(coverage)));
    assert.throws(() => {
      (first[0] as { valor: number }).valor = 0;
    }, TypeError);
  });

  it('of a year without amounts are an empty list, not kept', () => {
    assert.deepEqual(coveragesFor(1990), []);
    assert.notEqual(coveragesFor(1990), coveragesFor(1990));
  });
});
