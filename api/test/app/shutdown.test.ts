import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { closingMessage } from '../../src/plugins/external/closing.js';
import { build } from '../helper.js';
import { sourceNodeArguments } from '../../scripts/source-node-arguments.js';

/** A test-only slow route on a listening app: its handler waits until the test releases it. */
async function listeningWithSlowRoute(t: Parameters<typeof build>[0]) {
  const app = await build(t);
  let entered!: () => void;
  let release!: () => void;
  const handlerEntered = new Promise<void>((resolve) => (entered = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  app.get('/prueba/lenta', async () => {
    entered();
    await released;
    return { terminada: true };
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, port: (app.server.address() as net.AddressInfo).port, handlerEntered, release };
}

/** Resolves once a new TCP connection to the port is refused (the server stopped listening). */
async function refusesConnections(port: number): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const refused = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(false);
      });
      socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
    });
    if (refused) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  assert.fail('the server kept accepting new connections while closing');
}

const isSettled = async (promise: Promise<unknown>) =>
  Promise.race([promise.then(() => true), new Promise((resolve) => setImmediate(() => resolve(false)))]);

describe('Graceful shutdown (app.close, as close-with-grace calls it on SIGTERM)', () => {
  it('lets a request in flight finish with its answer, and refuses new connections meanwhile', async (t) => {
    const { app, port, handlerEntered, release } = await listeningWithSlowRoute(t);
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.get({ host: '127.0.0.1', port, path: '/prueba/lenta', agent: false }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      });
      request.on('error', reject);
    });
    await handlerEntered;

    const closed = app.close();
    await refusesConnections(port);
    assert.equal(await isSettled(closed), false, 'close waits for the request in flight');

    release();
    assert.deepEqual(await answer, { status: 200, body: JSON.stringify({ terminada: true }) });
    await closed;
  });

  it('answers a request arriving on an open connection while closing with a Spanish 503, and closes it', async (t) => {
    const { app, port, handlerEntered, release } = await listeningWithSlowRoute(t);
    // one raw connection: the slow request, then (once closing) a second one pipelined behind it
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    const ended = once(socket, 'close');
    socket.write('GET /prueba/lenta HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    await handlerEntered;

    const closed = app.close();
    await refusesConnections(port);
    socket.write('GET /ready HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Request-Id: cierre-1\r\n\r\n');
    release();
    await ended;
    await closed;

    const [first, second] = received.split(/(?=HTTP\/1\.1 )/);
    assert.match(first ?? '', /^HTTP\/1\.1 200 /);
    assert.match(first ?? '', /\{"terminada":true\}$/);
    assert.match(second ?? '', /^HTTP\/1\.1 503 /);
    assert.match(second ?? '', /\r\nconnection: close\r\n/i);
    assert.match(second ?? '', /\r\nx-request-id: cierre-1\r\n/i);
    assert.match(second ?? '', /\r\ncache-control: no-store\r\n/i);
    assert.deepEqual(JSON.parse((second ?? '').split('\r\n\r\n')[1] ?? ''), { message: closingMessage });
  });
});

describe('The API process', () => {
  it('exits within a few seconds of SIGTERM with an idle keep-alive client connected', async (t) => {
    const dataDir = await mkdtemp(join(tmpdir(), 'soat-api-shutdown-'));
    t.after(() => rm(dataDir, { recursive: true, force: true }));
    const apiRoot = fileURLToPath(new URL('../..', import.meta.url));
    const child = spawn(process.execPath, [...sourceNodeArguments, 'src/server.ts'], {
      cwd: apiRoot,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        API_HOST: '127.0.0.1',
        API_PORT: '0',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    t.after(() => {
      if (child.exitCode === null) child.kill('SIGKILL');
    });
    const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
    const port = await new Promise<number>((resolve, reject) => {
      let output = '';
      child.stdout!.setEncoding('utf8');
      child.stdout!.on('data', (chunk: string) => {
        output += chunk;
        const listening = /API escuchando en http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
        if (listening) resolve(Number(listening[1]));
      });
      void exited.then(([code]) => reject(new Error(`the API exited (${code}) before listening: ${output}`)));
    });

    // a keep-alive client, idle, whose last answer was a 304: the 304 once announced a body it never
    // sent (Content-Length 4), which kept the connection looking busy and every shutdown waiting its
    // whole 10 s grace. Node's own clients read past it; the 304 must announce no body at all.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    t.after(() => agent.destroy());
    const get = (headers: http.OutgoingHttpHeaders = {}) =>
      new Promise<http.IncomingMessage>((resolve, reject) => {
        const request = http.get(
          { host: '127.0.0.1', port, path: '/soat/api/v1/tarifas', agent, headers },
          (response) => {
            response.resume();
            response.on('end', () => resolve(response));
          },
        );
        request.on('error', reject);
      });
    const first = await get();
    assert.equal(first.statusCode, 200);
    const unchanged = await get({ 'if-none-match': String(first.headers.etag) });
    assert.equal(unchanged.statusCode, 304);
    assert.equal(unchanged.headers['content-length'], undefined);
    assert.equal(Object.values(agent.freeSockets).flat().length, 1, 'the client keeps its connection open');

    const started = performance.now();
    child.kill('SIGTERM');
    const [code] = await exited;
    const elapsed = performance.now() - started;
    assert.equal(code, 0);
    assert.ok(elapsed < 3_000, `exited ${Math.round(elapsed)} ms after SIGTERM (grace: 10 s)`);
  });
});
