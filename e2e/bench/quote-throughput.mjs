// The quote endpoint's throughput against a bare Fastify route on the same
// machine in the same run (autocannon, as Fastify measures itself: a warm-up
// round, then a measured one). Budget: at least 70 % of the bare route's
// requests per second, with no errors; p99 latency reported. Reported too, not
// budgeted: the same bare route served by the API, which shows apart what the
// quote costs and what the API's protections cost every route.
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
    const apiBare = load(`http://127.0.0.1:${ports.api}/ruta-minima`, QUOTE_BODY);
    await bare.warmUp();
    await quote.warmUp();
    await apiBare.warmUp();
    // measured in turns, so none takes the machine's quiet moment alone
    const bareResult = await bare.measure();
    const quoteResult = await quote.measure();
    const apiBareResult = await apiBare.measure();
    const figures = (result) => ({
      rps: result.requests.average,
      p99: result.latency.p99,
      errors: result.errors + result.timeouts + result.non2xx,
    });
    return { bare: figures(bareResult), quote: figures(quoteResult), apiBare: figures(apiBareResult) };
  } finally {
    stop();
  }
}

const line = (name, figures) =>
  `  ${name}: ${Math.round(figures.rps)} peticiones/s, p99 ${figures.p99} ms, errores ${figures.errors}`;
const percent = (share) => `${(share * 100).toFixed(0)} %`;

/** Prints the figures and adds to `failures` what misses the budget. */
export async function reportQuoteThroughput(failures) {
  const { bare, quote, apiBare } = await measureQuoteThroughput();
  const share = quote.rps / bare.rps;
  console.log('\nCotización (POST /soat/api/v1/cotizaciones) frente a una ruta Fastify mínima (autocannon):');
  console.log(line('ruta mínima            ', bare));
  console.log(line('cotización             ', quote));
  console.log(line('ruta mínima, en la API ', apiBare));
  console.log(`  la cotización atiende el ${percent(share)} de la ruta mínima (mínimo ${percent(QUOTE_SHARE_BUDGET)})`);
  console.log(
    `  informativo: la cotización atiende el ${percent(quote.rps / apiBare.rps)} de la misma ruta servida por la API;` +
      ` la API (registros, cabeceras de seguridad, CORS, límites) la sirve al ${percent(apiBare.rps / bare.rps)}`,
  );
  if (share < QUOTE_SHARE_BUDGET)
    failures.push(`cotización: ${percent(share)} de la ruta mínima < ${percent(QUOTE_SHARE_BUDGET)}`);
  if (quote.errors > 0) failures.push(`cotización: ${quote.errors} respuestas con error bajo carga`);
}
