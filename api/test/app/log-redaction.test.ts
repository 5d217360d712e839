import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { describe, it } from 'node:test';
import Fastify from 'fastify';
import { serverOptions } from '../../src/app.js';
import { redactLogObject } from '../../src/lib/log-redaction.js';
import { testConfig } from '../helper.js';

/** A Fastify app logging at info into memory, with the API's logger options. */
function loggingApp() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).trim().split('\n'));
      done();
    },
  });
  const options = serverOptions(testConfig({ logLevel: 'info' }));
  const app = Fastify({ ...options, logger: { ...(options.logger as object), stream } });
  return { app, records: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

describe('Log redaction', () => {
  it('censors passwords and tokens at the top level and one level down, in any object', async () => {
    const { app, records } = loggingApp();
    app.log.info(
      {
        clave: 'secreto-1',
        usuario: { correo: 'ana@example.com', claveNueva: 'secreto-2' },
        respuesta: { accessToken: 'secreto-3', token: 'secreto-4', expiraEn: 900 },
      },
      'sign-in',
    );
    await app.close();
    const [record] = records();
    assert.equal(record!.clave, '[redacted]');
    assert.deepEqual(record!.usuario, { correo: 'ana@example.com', claveNueva: '[redacted]' });
    assert.deepEqual(record!.respuesta, { accessToken: '[redacted]', token: '[redacted]', expiraEn: 900 });
    assert.equal(record!.msg, 'sign-in');
  });

  it("censors an error's own fields, a child logger's bound fields and a plain req's authorization, integrator key and body", async () => {
    const { app, records } = loggingApp();
    const error = Object.assign(new Error('gateway said no'), { token: 'secreto-5', status: 502 });
    app.log.child({ token: 'secreto-6', reqId: 'req-9' }).error({ err: error }, 'failed');
    app.log.info({ req: { headers: { authorization: 'Bearer secreto-7' }, body: { clave: 'secreto-8' } } });
    app.log.info({ req: { headers: { 'x-api-key': 'secreto-11', accept: '*/*' }, body: { token: 'secreto-12' } } });
    await app.close();
    const output = records();
    assert.doesNotMatch(JSON.stringify(output), /secreto-/);
    const [failed] = output;
    assert.equal((failed!.err as Record<string, unknown>).token, '[redacted]');
    assert.equal((failed!.err as Record<string, unknown>).status, 502);
    assert.equal((failed!.err as Record<string, unknown>).message, 'gateway said no');
    assert.equal(failed!.reqId, 'req-9');
  });

  it('never changes the object it logs, and keeps one without secrets as it is', () => {
    const logged = { usuario: { clave: 'secreto' }, otro: { a: 1 } };
    const redacted = redactLogObject(logged);
    assert.deepEqual(logged, { usuario: { clave: 'secreto' }, otro: { a: 1 } });
    assert.deepEqual(redacted, { usuario: { clave: '[redacted]' }, otro: { a: 1 } });
    assert.equal(redacted.otro, logged.otro);
    // a plain req's secret headers: the bearer token and an integrator's key
    const request = { req: { headers: { authorization: 'Bearer x', 'x-api-key': 'clave', accept: '*/*' } } };
    assert.deepEqual(redactLogObject(request), {
      req: { headers: { authorization: '[redacted]', 'x-api-key': '[redacted]', accept: '*/*' } },
    });
    assert.equal(request.req.headers['x-api-key'], 'clave');
    const clean = { req: { method: 'GET' }, responseTime: 1.5 };
    assert.equal(redactLogObject(clean), clean);
  });

  it('logs each request in one line when it ends: id, method, URL and addresses, status and time', async () => {
    const { app, records } = loggingApp();
    app.post('/eco', async () => ({ ok: true }));
    await app.inject({
      method: 'POST',
      url: '/eco',
      payload: { clave: 'secreto-9' },
      headers: { authorization: 'Bearer secreto-10' },
    });
    await app.inject({ method: 'GET', url: '/eco' });
    await app.close();
    const output = records();
    assert.doesNotMatch(JSON.stringify(output), /secreto-/, JSON.stringify(output));
    assert.equal(output.filter((record) => record.msg === 'incoming request').length, 0, JSON.stringify(output));
    const completed = output.filter((record) => record.msg === 'request completed');
    assert.equal(completed.length, 2, JSON.stringify(output));
    const [eco, notFound] = completed;
    assert.deepEqual(Object.keys(eco!.req as object).sort(), ['host', 'method', 'remoteAddress', 'url']);
    assert.deepEqual(eco!.req, { method: 'POST', url: '/eco', host: 'localhost:80', remoteAddress: '127.0.0.1' });
    assert.deepEqual(eco!.res, { statusCode: 200 });
    assert.equal(typeof eco!.responseTime, 'number');
    assert.equal(eco!.level, 30);
    assert.deepEqual(notFound!.res, { statusCode: 404 });
    assert.equal((notFound!.req as Record<string, unknown>).method, 'GET');
    assert.notEqual(eco!.reqId, undefined);
    assert.notEqual(eco!.reqId, notFound!.reqId);
  });
});
