import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { nitCheckDigit, parseNit } from '../../src/domain/nit.js';

describe('NIT check digit (DIAN modulo 11)', () => {
  it('matches published NITs', () => {
    assert.equal(nitCheckDigit('900123456'), 8);
    assert.equal(nitCheckDigit('800197268'), 4); // DIAN
    assert.equal(nitCheckDigit('899999034'), 1); // SENA
    assert.equal(nitCheckDigit('860034313'), 7); // Banco Davivienda
  });

  it('accepts the NIT with or without the hyphen and gives the hyphenated form', () => {
    assert.deepEqual(parseNit('9001234568'), { canonical: '900123456-8', validCheckDigit: true });
    assert.deepEqual(parseNit('900123456-8'), { canonical: '900123456-8', validCheckDigit: true });
    assert.equal(parseNit('900123456-7')?.validCheckDigit, false);
    assert.equal(parseNit('90012345-6'), undefined);
  });

  it('accepts exactly one of the ten possible check digits for any nine digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{9}$/), (base) => {
        const valid = [...'0123456789'].filter((digit) => parseNit(`${base}-${digit}`)?.validCheckDigit);
        assert.equal(valid.length, 1);
        assert.equal(Number(valid[0]), nitCheckDigit(base));
      }),
    );
  });
});
