import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkDocumentNumber } from '../../src/domain/identity-document.js';

describe('Identity documents', () => {
  it('normalizes passports to capital letters and NITs to the hyphenated form', () => {
    assert.deepEqual(checkDocumentNumber('PA', ' ab12345 '), { ok: true, normalized: 'AB12345' });
    assert.deepEqual(checkDocumentNumber('NIT', '8001972684'), { ok: true, normalized: '800197268-4' });
  });

  it('keeps CC, CE and TI as the digits given', () => {
    assert.deepEqual(checkDocumentNumber('CC', '0123456'), { ok: true, normalized: '0123456' });
    assert.deepEqual(checkDocumentNumber('TI', '10203040506'), { ok: true, normalized: '10203040506' });
  });

  it('explains each type rule in Spanish', () => {
    const message = (type: 'CC' | 'CE' | 'TI' | 'PA' | 'NIT', value: string) => {
      const check = checkDocumentNumber(type, value);
      return check.ok ? undefined : check.message;
    };
    assert.match(message('CC', '123') ?? '', /cédula de ciudadanía/);
    assert.match(message('CE', '123') ?? '', /cédula de extranjería/);
    assert.match(message('TI', '123') ?? '', /tarjeta de identidad/);
    assert.match(message('PA', '12') ?? '', /pasaporte/);
    assert.match(message('NIT', '12') ?? '', /NIT/);
  });
});
