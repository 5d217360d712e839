import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { winAnsiText } from '../../src/pdf/win-ansi-text.js';

describe('Text for the standard PDF fonts (WinAnsiEncoding)', () => {
  it('keeps every Spanish letter and sign, and the characters XML would escape', () => {
    const spanish = '¿Añadió Ñoño? ¡Sí! á é í ó ú ü Á É Í Ó Ú Ü ñ Ñ & < > " \' €';
    assert.equal(winAnsiText(spanish), spanish);
  });

  it('composes a letter typed as a base and an accent (NFD), which the fonts print as one', () => {
    assert.equal(winAnsiText('Pen\u0303a Jose\u0301'), 'Peña José');
  });

  it('writes a character the fonts lack as its closest ASCII, never as garbage', () => {
    assert.equal(winAnsiText('Łukasz Đorđević'), 'Lukasz Dordevic');
    assert.equal(winAnsiText('김 民'), 'Gim Min');
    assert.equal(winAnsiText('Zoë Øster'), 'Zoë Øster');
  });
});
