import assert from 'node:assert/strict';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, it } from 'node:test';
import Fastify from 'fastify';
import pino from 'pino';
import { serverOptions, stdoutLogOptions } from '../../src/app.js';
import requestId from '../../src/plugins/external/request-id.js';
import { testConfig } from '../helper.js';

const lineCollector = () => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, stream };
};

describe('Logging', () => {
  it('writes one line per request, with the request id the caller sent, or a fresh one for an unsafe id', async () => {
    const { lines, stream } = lineCollector();
    const options = serverOptions(testConfig({ logLevel: 'info' }));
    const app = Fastify({ ...options, logger: { ...(options.logger as object), stream } });
    await app.register(requestId);
    app.get('/algo', async () => ({ ok: true }));
    const sane = await app.inject({ method: 'GET', url: '/algo', headers: { 'x-request-id': 'front-123' } });
    const forged = '1\n{"level":60,"msg":"forjado"}';
    const unsafe = await app.inject({ method: 'GET', url: '/algo', headers: { 'x-request-id': forged } });
    await app.close();
    const entries = lines.map(
      (line) => JSON.parse(line) as { reqId?: string; msg: string; res?: { statusCode: number } },
    );
    const requestLines = entries.filter((entry) => entry.msg === 'request completed');
    assert.equal(requestLines.length, 2);
    assert.equal(requestLines[0]!.reqId, 'front-123');
    assert.equal(sane.headers['x-request-id'], 'front-123');
    assert.equal(requestLines[0]!.res?.statusCode, 200);
    // the unsafe header's text never reaches the log: the line names the id the answer carries
    assert.equal(requestLines[1]!.reqId, unsafe.headers['x-request-id']);
    assert.notEqual(requestLines[1]!.reqId, forged);
    assert.doesNotMatch(lines.join(''), /forjado/);
  });

  it('redacts the authorization header, passwords and tokens', async () => {
    const { lines, stream } = lineCollector();
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

  it("writes standard output's lines together, and a lone line soon after without another to push it", async () => {
    const folder = mkdtempSync(join(tmpdir(), 'soat-log-'));
    const file = join(folder, 'stdout.log');
    // the options the server writes standard output with, on a file instead
    const destination = pino.destination({ ...stdoutLogOptions, dest: openSync(file, 'w') });
    const writes: number[] = [];
    destination.on('write', (bytes: number) => bytes > 0 && writes.push(bytes));
    try {
      for (const line of [1, 2, 3]) destination.write(`{"linea":${line}}\n`);
      // no fourth line comes to fill the batch: the three still reach the file
      while (writes.reduce((sum, bytes) => sum + bytes, 0) < 36) await sleep(20);
      assert.equal(readFileSync(file, 'utf8'), '{"linea":1}\n{"linea":2}\n{"linea":3}\n');
      // in one write (unbatched, the first line went out alone as it came, then the other two)
      assert.deepEqual(writes, [36]);
    } finally {
      destination.end();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
