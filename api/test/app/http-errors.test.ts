import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { api, build } from '../helper.js';

const signInUrl = `${api}/auth/inicio-sesion`;

describe('HTTP errors', () => {
  it('answers 400 in Spanish to malformed JSON', async (t) => {
    const app = await build(t);
    const response = await app.inject({
      method: 'POST',
      url: signInUrl,
      headers: { 'content-type': 'application/json' },
      payload: '{"usuario": "a@b.co", ',
    });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json(), { message: 'El cuerpo de la solicitud no es un JSON válido.' });
  });

  it('answers 400 to prototype-poisoning keys instead of merging them', async (t) => {
    const app = await build(t);
    for (const payload of [
      '{"usuario":"a@b.co","clave":"12345678","__proto__":{"x":1}}',
      '{"constructor":{"prototype":{"x":1}}}',
    ]) {
      const response = await app.inject({
        method: 'POST',
        url: signInUrl,
        headers: { 'content-type': 'application/json' },
        payload,
      });
      assert.equal(response.statusCode, 400, payload);
    }
  });

  it('answers 400 in Spanish to an empty JSON body', async (t) => {
    const app = await build(t);
    const response = await app.inject({
      method: 'POST',
      url: signInUrl,
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json(), { message: 'El cuerpo de la solicitud está vacío.' });
  });

  it('answers 415 in Spanish to bodies that are not JSON', async (t) => {
    const app = await build(t);
    for (const contentType of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
    ]) {
      const response = await app.inject({
        method: 'POST',
        url: signInUrl,
        headers: { 'content-type': contentType },
        payload: 'usuario=a',
      });
      assert.equal(response.statusCode, 415, contentType);
      assert.match(response.json().message, /^El tipo de contenido no es compatible/);
    }
  });

  it('answers 413 in Spanish to bodies over 16 KiB', async (t) => {
    const app = await build(t);
    const payload = JSON.stringify({ usuario: 'a@b.co', clave: 'x'.repeat(17 * 1024) });
    const response = await app.inject({
      method: 'POST',
      url: signInUrl,
      headers: { 'content-type': 'application/json' },
      payload,
    });
    assert.equal(response.statusCode, 413);
    assert.deepEqual(response.json(), { message: 'El cuerpo de la solicitud es demasiado grande.' });
  });

  it('answers 404 in Spanish to unknown routes and methods', async (t) => {
    const app = await build(t);
    for (const [method, url] of [
      ['GET', '/no-existe'],
      ['DELETE', `${api}/usuarios`],
      ['GET', `${api}/auth/inicio-sesion`],
    ] as const) {
      const response = await app.inject({ method, url });
      assert.equal(response.statusCode, 404, `${method} ${url}`);
      assert.deepEqual(response.json(), { message: 'Recurso no encontrado.' });
    }
  });

  it('answers 400 in Spanish to a malformed URL', async (t) => {
    const app = await build(t);
    const response = await app.inject({ method: 'GET', url: '/%E0%A4%A' });
    assert.equal(response.statusCode, 400);
    assert.equal(typeof response.json().message, 'string');
  });

  it('answers 500 with a generic Spanish message and no internals on unexpected errors', async (t) => {
    const app = await build(t);
    app.get('/falla', async () => {
      throw new Error('SELECT secret FROM users failed at db.ts:42');
    });
    const response = await app.inject({ method: 'GET', url: '/falla' });
    assert.equal(response.statusCode, 500);
    assert.deepEqual(response.json(), { message: 'Ocurrió un error inesperado. Intenta de nuevo más tarde.' });
    assert.ok(!response.body.includes('SELECT') && !response.body.includes('stack'));
  });
});
