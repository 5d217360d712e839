// The quote endpoint's throughput against a bare Fastify route on the same
// machine in the same run (autocannon, as Fastify measures itself: a warm-up
// round, then a measured one). Budget: at least 70 % of the bare route's
// requests per second, with no errors; p99 latency reported.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';

const CONNECTIONS = Number(process.env.BENCH_QUOTE_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_QUOTE_SECONDS ?? 10);
export const QUOTE_SHARE_BUDGET = 0.7;

/** A car any customer could quote: the body the purchase page sends. */
export const QUOTE_BODY = {
  placa: 'BEN123',
  vehiculo: { clase: 'automovil', servicio: 'particular', cilindraje: 1600, modelo: 2020, pasajeros: 5 },
};

async function startServers() {
  const child = spawn(process.execPath, [new URL('./quote-servers.mjs', import.meta.url).pathname], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout });
  // the API logs to stdout too (drained, never printed): the ports are the line that names them
  const ports = await new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the bench's servers stopped (exit ${code})`)));
    lines.on('line', (line) => {
      if (line.startsWith('{"bare"')) resolve(JSON.parse(line));
    });
  });
  return { ports, stop: () => child.kill('SIGTERM') };
}

function load(url, body) {
  const options = {
    url,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    connections: CONNECTIONS,
  };
  return {
    warmUp: () => autocannon({ ...options, duration: 3 }),
    measure: () => autocannon({ ...options, duration: SECONDS }),
  };
}

/** Measures both and answers the figures and the failures against the budget. */
export async function measureQuoteThroughput() {
  const { ports, stop } = await startServers();
  try {
    const bare = load(`http://127.0.0.1:${ports.bare}/bare`, QUOTE_BODY);
    const quote = load(`http://127.0.0.1:${ports.api}/soat/api/v1/cotizaciones`, QUOTE_BODY);
    await bare.warmUp();
    await quote.warmUp();
    // measured in turns, so neither takes the machine's quiet moment alone
    const bareResult = await bare.measure();
    const quoteResult = await quote.measure();
    const figures = (result) => ({
      rps: result.requests.average,
      p99: result.latency.p99,
      errors: result.errors + result.timeouts + result.non2xx,
    });
    return { bare: figures(bareResult), quote: figures(quoteResult) };
  } finally {
    stop();
  }
}
