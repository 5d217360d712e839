import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { describe, it } from 'node:test';
import Fastify from 'fastify';
import { serverOptions } from '../../src/app.js';
import { testConfig } from '../helper.js';

describe('Logging', () => {
  it('redacts the authorization header, passwords and tokens', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const options = serverOptions(testConfig({ logLevel: 'info' }));
    const app = Fastify({ ...options, logger: { ...(options.logger as object), stream } });
    app.log.info({
      req: { headers: { authorization: 'Bearer secreto-1' }, body: { clave: 'secreto-2' } },
      clave: 'secreto-3',
      body: { claveNueva: 'secreto-4', token: 'secreto-5', accessToken: 'secreto-6' },
    });
    await app.close();
    const output = lines.join('');
    assert.match(output, /\[redacted\]/);
    assert.doesNotMatch(output, /secreto-/);
  });
});
