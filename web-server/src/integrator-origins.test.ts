// The integrators' origins as the static servers read them (run by `npm test` with node:test).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { integratorOrigins } from './integrator-origins.ts';

// `origenes` is anything: the tests hand the server wrong values too
const entry = (id: string, origins: unknown) => ({ id, clave: 'clave-de-la-tienda', origenes: origins });

describe('the integrators’ origins', () => {
  it('are none when RATING_INTEGRATORS is unset or empty', () => {
    assert.deepEqual(integratorOrigins({}), []);
    assert.deepEqual(integratorOrigins({ RATING_INTEGRATORS: '  ' }), []);
    assert.deepEqual(integratorOrigins({ RATING_INTEGRATORS: '[]' }), []);
  });

  it('are every integrator’s origins, once each, and nothing else of the configuration', () => {
    const RATING_INTEGRATORS = JSON.stringify([
      entry('desarrollo', ['http://localhost:5500', 'http://127.0.0.1:5500']),
      entry('tienda', ['https://tienda.example.co', 'http://localhost:5500']),
    ]);
    assert.deepEqual(integratorOrigins({ RATING_INTEGRATORS }), [
      'http://localhost:5500',
      'http://127.0.0.1:5500',
      'https://tienda.example.co',
    ]);
  });

  it('refuse a value that is not a list of origins, saying what is expected', () => {
    for (const value of [
      'no es json',
      '{"origenes":[]}',
      JSON.stringify([entry('a', 'https://tienda.example.co')]),
      JSON.stringify([entry('a', ['*'])]),
      JSON.stringify([entry('a', ['null'])]),
      JSON.stringify([entry('a', ['https://tienda.example.co/ruta'])]),
      JSON.stringify([entry('a', ['ftp://tienda.example.co'])]),
      JSON.stringify([null]),
    ]) {
      assert.throws(() => integratorOrigins({ RATING_INTEGRATORS: value }), /RATING_INTEGRATORS/, value);
    }
  });
});
