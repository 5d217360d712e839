// The capacity bench's table (capacity.ts): its figures as the other parts of the bench print theirs,
// headings in Spanish, one row a request, the processes' CPU and the database pool's peaks beside them.
import { jobsInApi, waitingForCores } from './capacity-budget.ts';
import type { CpuUse } from './capacity-load.ts';
import type { PoolPeaks } from './capacity-probes.ts';
import type { OpenLoopFigures } from './open-loop.ts';
import type { CapacityResult } from './capacity.ts';

/** A row's figures: a round's, with the CPU and maybe the pool's peaks and the bytes of an answer. */
interface RowFigures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  bytesPerAnswer?: number;
  cpu: CpuUse;
  pool?: PoolPeaks;
}

const n = (value: number, width = 7) => String(Math.round(value)).padStart(width);
const percent = (share: number) => `${Math.round(share * 100)} %`;
const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(7);
const NAME_WIDTH = 44;
const LABELS: Partial<Record<string, string>> = {
  api: 'API',
  postgres: 'PG',
  redis: 'Redis',
  host: 'host',
  soat: 'soat',
  generator: 'carga',
};

/**
 * A table's row: req/s, p50 and p99 (ms), errors, [KB an answer], per process µs of CPU a request, then
 * the cores each process kept busy (the load generator's last), [the pool's peaks].
 */
function printRow(name: string, figures: RowFigures, columns: string[], { size = false } = {}) {
  const use = (column: string) => figures.cpu[column] ?? { perUnitUs: 0, coreShare: 0 };
  const cpu = columns.map((column) => n(use(column).perUnitUs, 9)).join('');
  // what one core of the first process (the API, the host's server) answers at this CPU per request
  const perCore = n(1e6 / Math.max(1, use(columns[0] ?? '').perUnitUs), 9);
  const busy = [...columns, 'generator'].map((column) => use(column).coreShare.toFixed(2).padStart(6)).join('');
  const pool = figures.pool
    ? `${n(figures.pool.total, 8)}${n(figures.pool.inUse, 7)}${n(figures.pool.waiting, 8)}`
    : '';
  console.log(
    `  ${name.padEnd(NAME_WIDTH)}${n(figures.rps)}${n(figures.p50)}${n(figures.p99)}${n(figures.errors, 8)}` +
      `${size ? kb(figures.bytesPerAnswer ?? 0).padStart(8) : ''}${perCore}${cpu}${busy}${pool}`,
  );
}

const heading = (columns: string[], { size = false, pool = false } = {}) =>
  `  ${''.padEnd(NAME_WIDTH)}  pet/s p50 ms p99 ms errores${size ? ' KB/resp' : ''}` +
  `${'/núcleo'.padStart(9)}${columns.map((column) => `µs ${LABELS[column] ?? column}`.padStart(9)).join('')}` +
  `${[...columns, 'generator'].map((column) => (LABELS[column] ?? column).padStart(6)).join('')}` +
  `${pool ? `${'BD: abier.'.padStart(12)}${'en uso'.padStart(7)}${'esperan'.padStart(8)}` : ''}`;

const API_COLUMNS = ['api', 'postgres', 'redis'];

/**
 * Where the paced round's time went: the generator's (open-loop.ts: how late its sends were, the most in
 * flight, the rate it asked for) and the API's event loop held up (its worst half-second p99 and maximum).
 */
function printPacedDetails(paced: RowFigures & OpenLoopFigures) {
  const loop = paced.pool
    ? `; bucle de eventos de la API retenido p99 ${n(paced.pool.eventLoopP99Ms, 0)} ms, máx. ${n(paced.pool.eventLoopMaxMs, 0)} ms`
    : '';
  console.log(
    `  al 70 %: generador de lazo abierto a ${n(paced.rate, 0)} pet/s (ritmo fijo, latencia desde la hora prevista de envío);` +
      ` máx. ${n(paced.max, 0)} ms, envíos atrasados p99 ${paced.sendLagP99.toFixed(1)} ms (incluidos en la latencia),` +
      ` ${paced.inFlightPeak} en curso como máximo${loop}`,
  );
}

/**
 * How long each process's main thread waited, ready to run, for one of the cores the servers and the load
 * generator share (capacity-probes.ts), in ms a second of each consult round (PostgreSQL's processes summed);
 * their sum (`waitingForCores`, as the verdict prints it) is how many such threads, on average, found no core free.
 */
function printRunQueueWaits(rounds: [string, RowFigures][]) {
  const names = [...API_COLUMNS, 'generator'];
  const parts = rounds.map(([name, { cpu }]) => {
    const each = names.map((column) => `${LABELS[column] ?? column} ${n((cpu[column]?.waitShare ?? 0) * 1000, 0)}`);
    return `${name} ${each.join(', ')} (de media ${waitingForCores(cpu).toFixed(2)} esperando)`;
  });
  console.log(
    `  esperando un núcleo libre, ms por segundo del hilo principal de cada proceso (los de PostgreSQL sumados): ${parts.join('; ')}`,
  );
}

/** The consult's two rows alone, under their heading (BENCH_CAPACITY_CONSULT_ONLY, capacity.ts). */
export function printConsultRows(
  consult: RowFigures,
  consultPaced: RowFigures & OpenLoopFigures,
  autocannonPaced?: RowFigures,
) {
  console.log(heading(API_COLUMNS, { pool: true }));
  printRow('consulta POST /consultas (placa con póliza)', consult, API_COLUMNS);
  printRow('consulta al 70 % de ese ritmo (p99 a ritmo fijo)', consultPaced, API_COLUMNS);
  if (autocannonPaced) printRow('  el mismo ritmo con autocannon (overallRate)', autocannonPaced, API_COLUMNS);
  printPacedDetails(consultPaced);
  printRunQueueWaits([
    ['saturada:', consult],
    ['al 70 %:', consultPaced],
  ]);
}

type PurchaseFigures = CapacityResult['api']['purchase'];

/** The whole purchase's row alone (BENCH_CAPACITY_PURCHASE_ONLY), with its heading and details. */
export function printPurchase(settings: CapacityResult['settings'], purchase: PurchaseFigures, loadAverage: number) {
  console.log(
    `\nCompra completa (issue 46, punto 3), carga media ${loadAverage.toFixed(2)} al empezar; ${settings.warmUpSeconds} s` +
      ` de calentamiento y ${settings.seconds} s medidos, y después sus trabajos terminados:`,
  );
  console.log(heading(API_COLUMNS, { pool: true }));
  printRow('compra completa (compras/s, ms por compra)', purchase, API_COLUMNS);
  printPurchaseDetails(settings, purchase);
}

/** What a purchase asked of the API and of the outside services, and the CPU its jobs took. */
function printPurchaseDetails(settings: CapacityResult['settings'], purchase: PurchaseFigures) {
  const perPurchase = (count: number) => (count / Math.max(1, purchase.count)).toFixed(1);
  const ms = (name: string) => ((purchase.cpu[name]?.perUnitUs ?? 0) / 1000).toFixed(1);
  console.log(
    `  compra completa: ${settings.customers} clientes a la vez; por compra ${perPurchase(purchase.requests)} peticiones` +
      ' del cliente (el estado leído al llegar y cada 3 s, como la página de resultado) y' +
      ` ${perPurchase(purchase.counted.gatewayRequests ?? 0)} entre la API y la pasarela de pruebas;` +
      ` ${purchase.errors} compras fallidas`,
  );
  const worker = purchase.cpu.worker;
  const outside =
    process.env.BENCH_CAPACITY_SANDBOXES_IN_API === '1'
      ? 'la pasarela, la DIAN y el RUNT de pruebas dentro de la API'
      : `servicios de fuera (pasarela, DIAN y RUNT de pruebas, un proceso aparte) ${ms('outside')} ms`;
  const untilIssued = ((purchase.requestsCpu.api ?? 0) / 1000).toFixed(1);
  if (jobsInApi() || !worker) {
    console.log(
      `  CPU por compra con sus trabajos (correos, factura electrónica, reporte al RUNT; terminados ${purchase.jobsSeconds.toFixed(1)} s` +
        ` después de la última compra): API ${ms('api')} ms (${untilIssued} ms hasta la última póliza), ${outside}`,
    );
    return;
  }
  console.log(
    `  CPU por compra: API ${untilIssued} ms hasta la última póliza (las peticiones del cliente; ${ms('api')} ms hasta` +
      ` terminar los trabajos), trabajador aparte ${ms('worker')} ms (correos, PDF, factura electrónica firmada,` +
      ` reporte al RUNT; terminados ${purchase.jobsSeconds.toFixed(1)} s después de la última compra),` +
      ` PostgreSQL ${((purchase.requestsCpu.postgres ?? 0) / 1000).toFixed(1)} ms hasta la última póliza` +
      ` (${ms('postgres')} ms con los trabajos), ${outside}`,
  );
}

export function printCapacity(result: CapacityResult) {
  const { machine, settings, api, frontEnd, visits } = result;
  console.log(
    `\nCapacidad (issue 24, punto 5, e issue 46, punto 3): ${machine.cpu} × ${machine.cores} núcleos, Node ${machine.node},` +
      ` carga media ${machine.loadAverage.toFixed(2)} al empezar, 3×10⁸ sumas en ${Math.round(machine.loopMs)} ms en un núcleo` +
      ` al empezar y en ${Math.round(machine.loopMsAfterApi)} ms tras las rondas de la API` +
      ` (machine-speed.ts: más es más lenta); autocannon ${settings.connections} conexiones,` +
      ` ${settings.warmUpSeconds} s de calentamiento y ${settings.seconds} s medidos. El generador de carga comparte` +
      ' los núcleos con los servidores: las cifras son un piso. /núcleo: peticiones por segundo que atendería un' +
      ' núcleo entero del primer proceso (API, host) a su CPU por petición; µs: CPU por petición de cada proceso; después, los' +
      ' núcleos que ocupó cada uno (1.00 = uno entero), el último el del generador de carga (carga).',
  );
  console.log(
    '\nUna instancia de la API en PostgreSQL y Redis (registros info), cada petición desde su propia dirección:',
  );
  const apiColumns = API_COLUMNS;
  console.log(heading(apiColumns, { pool: true }));
  printRow('cotización POST /cotizaciones', api.quote, apiColumns);
  printRow('tarifas GET /tarifas', api.tariffs, apiColumns);
  printRow('consulta POST /consultas (placa con póliza)', api.consult, apiColumns);
  printRow('consulta al 70 % de ese ritmo (p99 a ritmo fijo)', api.consultPaced, apiColumns);
  printPacedDetails(api.consultPaced);
  printRunQueueWaits([
    ['saturada:', api.consult],
    ['al 70 %:', api.consultPaced],
  ]);
  printRow('solicitud POST /solicitudes (placa nueva)', api.purchaseRequest, apiColumns);
  printRow('compra completa (compras/s, ms por compra)', api.purchase, apiColumns);
  printPurchaseDetails(settings, api.purchase);
  console.log(
    `  base de datos: ${api.seed.policies} pólizas de ${api.seed.plates} vehículos y ${api.seed.requests} solicitudes;` +
      ` la pasada de recordatorios de un día escribió ${api.reminders.written} en ${api.reminders.seconds.toFixed(1)} s`,
  );
  console.log('\nUn servidor de front-end (web-server/src/serve-app.ts, como su contenedor), respuestas en br:');
  const frontColumns = ['host', 'soat'];
  console.log(heading(frontColumns, { size: true }));
  printRow('/home', frontEnd.home, frontColumns, { size: true });
  printRow('/cotizar-soat/comprar-soat', frontEnd.purchasePage, frontColumns, { size: true });
  printRow('/soat/consulta?placa= (generada al pedirla)', frontEnd.renderedPage, frontColumns, { size: true });
  printRow('/config.json', frontEnd.config, frontColumns, { size: true });
  printRow(`JS con hash ${frontEnd.assetPath}`, frontEnd.asset, frontColumns, { size: true });
  console.log(
    `  /soat/consulta?placa=: ${percent(frontEnd.renderedPage.renderedShare)} generadas con sus datos por remote-soat` +
      ` (4 a la vez como máximo), el resto en su estado de carga; el JS con hash, el mayor del host en /home`,
  );
  console.log('\nPrimera visita (Chromium, sin caché, hasta arrancar la aplicación): peticiones y KB en la red');
  console.log(
    '  página                        inmutables (CDN)  cortas (servidor)            API  la CDN le quita al front-end',
  );
  for (const [path, visit] of Object.entries(visits)) {
    const { immutable, short, api: calls } = visit;
    const requestShare = immutable.requests / Math.max(1, immutable.requests + short.requests);
    const byteShare = immutable.bytes / Math.max(1, immutable.bytes + short.bytes);
    console.log(
      `  ${path.padEnd(28)}${n(immutable.requests, 4)}${kb(immutable.bytes)} KB${n(short.requests, 6)}${kb(short.bytes)} KB` +
        `${n(calls.requests, 6)}${kb(calls.bytes)} KB  ${percent(requestShare)} de las peticiones, ${percent(byteShare)} de los bytes`,
    );
  }
}
