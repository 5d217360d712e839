import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { RATING_MESSAGES } from '@soat/shared/rules/rating';
import { build } from '../../helper.js';
import { expireToken, mintToken, rate, ratingsOf, readToken } from './rating-fixtures.js';

const usedMessage = 'Este token de calificación ya se usó: la calificación ya fue enviada.';
const invalidMessage = 'El token de calificación no es válido o ha vencido.';

describe('POST /api/calificaciones', () => {
  it('stores a rating once: 201 with what was stored, then 403 (a message about the token) and nothing more', async (t) => {
    const app = await build(t);
    const { token } = await mintToken(app);
    const response = await rate(app, { token, estrellas: 5, comentario: '  Excelente  ', recomendaria: false });
    assert.equal(response.statusCode, 201, response.body);
    const body = response.json();
    assert.deepEqual(
      { ...body, enviadaEn: undefined },
      {
        estrellas: 5,
        comentario: 'Excelente',
        recomendaria: false,
        enviadaEn: undefined,
      },
    );
    assert.ok(Math.abs(Date.parse(body.enviadaEn) - Date.now()) < 60_000, body.enviadaEn);

    const again = await rate(app, { token, estrellas: 1, recomendaria: true });
    assert.equal(again.statusCode, 403, again.body);
    assert.equal(again.json().message, usedMessage);
    assert.match(again.json().message, /token/);
    assert.equal(await ratingsOf(app, token), 1);
    // the stored rating is still the first one
    assert.equal((await readToken(app, token)).json().calificacion.estrellas, 5);
  });

  it('keeps no comment (null) when none, or only spaces, is sent', async (t) => {
    const app = await build(t);
    for (const comment of [undefined, null, '', '    ']) {
      const { token } = await mintToken(app);
      const response = await rate(app, { token, estrellas: 3, comentario: comment, recomendaria: true });
      assert.equal(response.statusCode, 201, response.body);
      assert.equal(response.json().comentario, null);
    }
  });

  it('stores exactly one of two racing submissions of the same token: one 201, one 403', async (t) => {
    const app = await build(t);
    for (let round = 0; round < 3; round += 1) {
      const { token } = await mintToken(app);
      const answers = await Promise.all([
        rate(app, { token, estrellas: 2, recomendaria: false }),
        rate(app, { token, estrellas: 4, recomendaria: true }),
      ]);
      assert.deepEqual(answers.map((answer) => answer.statusCode).sort(), [201, 403]);
      assert.equal(await ratingsOf(app, token), 1);
    }
  });

  it('answers 401 (about the token) for an expired, unknown or forged token, storing nothing', async (t) => {
    const app = await build(t);
    const { token } = await mintToken(app);
    await expireToken(app, token);
    const forged = `${token.slice(0, 10)}${token.charAt(10) === 'x' ? 'y' : 'x'}${token.slice(11)}`;
    for (const candidate of [token, forged, 'B'.repeat(43), 'inventado']) {
      const response = await rate(app, { token: candidate, estrellas: 5, recomendaria: true });
      assert.equal(response.statusCode, 401, candidate);
      assert.equal(response.json().message, invalidMessage);
    }
    assert.equal(await ratingsOf(app, token), 0);
  });

  it('refuses bad stars, a long comment and missing fields with 400 and the shared Spanish messages, storing nothing', async (t) => {
    const app = await build(t);
    const { token } = await mintToken(app);
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [{ estrellas: 0 }, { estrellas: RATING_MESSAGES['stars.range'] }],
      [{ estrellas: 6 }, { estrellas: RATING_MESSAGES['stars.range'] }],
      [{ estrellas: 2.5 }, { estrellas: RATING_MESSAGES['stars.range'] }],
      [{ estrellas: '5' }, { estrellas: RATING_MESSAGES['stars.range'] }],
      [{ estrellas: undefined }, { estrellas: RATING_MESSAGES['stars.required'] }],
      [{ comentario: 'a'.repeat(501) }, { comentario: RATING_MESSAGES['comment.tooLong'] }],
      [{ comentario: 7 }, { comentario: RATING_MESSAGES['comment.format'] }],
      [{ recomendaria: undefined }, { recomendaria: RATING_MESSAGES['recommend.required'] }],
      [{ recomendaria: 'si' }, { recomendaria: RATING_MESSAGES['recommend.required'] }],
      [{ token: undefined }, { token: 'Falta el token de calificación del enlace.' }],
      [
        { token: undefined, estrellas: undefined, recomendaria: undefined },
        {
          token: 'Falta el token de calificación del enlace.',
          estrellas: RATING_MESSAGES['stars.required'],
          recomendaria: RATING_MESSAGES['recommend.required'],
        },
      ],
    ];
    for (const [change, expected] of cases) {
      const body = { token, estrellas: 4, comentario: 'Bien', recomendaria: true, ...change };
      const response = await rate(app, body);
      assert.equal(response.statusCode, 400, `${JSON.stringify(change)} → ${response.body}`);
      assert.equal(response.json().message, 'Revisa los datos marcados.');
      const errors = Object.fromEntries(
        (response.json().errores as Array<{ campo: string; mensaje: string }>).map((e) => [e.campo, e.mensaje]),
      );
      assert.deepEqual(errors, expected, JSON.stringify(change));
    }
    // 500 characters after trimming are fine; nothing above was stored and the token is still usable
    assert.equal(await ratingsOf(app, token), 0);
    assert.equal((await readToken(app, token)).json().estado, 'pendiente');
    const longest = await rate(app, { token, estrellas: 4, comentario: ` ${'ñ'.repeat(500)} `, recomendaria: true });
    assert.equal(longest.statusCode, 201, longest.body);
    assert.equal(longest.json().comentario, 'ñ'.repeat(500));
  });

  it('stores a comment as the text it is (markup is not interpreted, only kept)', async (t) => {
    const app = await build(t);
    const { token } = await mintToken(app);
    const comment = '<img src=x onerror=alert(1)> & "comillas"';
    const response = await rate(app, { token, estrellas: 2, comentario: comment, recomendaria: false });
    assert.equal(response.statusCode, 201, response.body);
    assert.equal(response.json().comentario, comment);
    assert.equal((await readToken(app, token)).json().calificacion.comentario, comment);
  });
});
