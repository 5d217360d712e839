// The API scaled out (issue 10, docs/decisions/014): 60 s at a fixed rate on the quote and sign-in
// endpoints together, first against one API instance, then against two on the same PostgreSQL and
// Redis (api/test/scale-out/serve-cluster.ts), connections spread over both as a round-robin proxy
// would. Every request comes from an address of its own (X-Forwarded-For, which the instances trust as
// behind a proxy), as many customers do, so the per-address limits count as in production.
// Budget: no errors, and the fixed rate held (at least 95 % of it answered) with two instances.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon, { type Request, type Result } from 'autocannon';
import { sourceNodeArguments } from '../../api/scripts/source-node-arguments.ts';
import { QUOTE_BODY } from './quote-load.ts';

export const LOAD = {
  seconds: Number(process.env.BENCH_LOAD_SECONDS ?? 60),
  warmUpSeconds: 5,
  // requests per second; a sign-in costs an argon2id hash (m=19 MiB, t=2), a quote a few reads
  quoteRate: Number(process.env.BENCH_LOAD_QUOTE_RPS ?? 1000),
  signInRate: Number(process.env.BENCH_LOAD_SIGN_IN_RPS ?? 20),
  /** Share of the fixed rate that must be answered. */
  heldShare: 0.95,
};

const apiRoot = fileURLToPath(new URL('../../api/', import.meta.url));

/** What serve-cluster.ts prints once its instances listen: their origins and the accounts to sign in with. */
interface Cluster {
  origins: string[];
  accounts: { usuario: string; clave: string }[];
}

/** An endpoint loaded at a fixed rate. */
interface Endpoint {
  path: string;
  rate: number;
  connections: number;
  setupRequest: (request: Request) => Request;
}

async function startCluster() {
  const child = spawn(process.execPath, [...sourceNodeArguments, 'test/scale-out/serve-cluster.ts'], {
    cwd: apiRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // stdout is a pipe (stdio above)
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  const servers = await new Promise<Cluster>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the scale-out servers stopped (exit ${code})`)));
    lines.on('line', (line) => {
      if (line.startsWith('{"origins"')) resolve(JSON.parse(line));
    });
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return { ...servers, stop: () => (child.kill('SIGTERM'), exited) };
}

/** 10.0.0.1, 10.0.0.2, …: a new client address for every request. */
function addresses() {
  let next = 0;
  return () => {
    next += 1;
    return `10.${(next >> 16) & 255}.${(next >> 8) & 255}.${next & 255}`;
  };
}

function endpoints(accounts: Cluster['accounts']): Record<'quote' | 'signIn', Endpoint> {
  const nextAddress = addresses();
  let nextAccount = 0;
  const fromNewAddress = (request: Request) => ({
    ...request,
    headers: { ...request.headers, 'x-forwarded-for': nextAddress() },
  });
  return {
    quote: {
      path: '/soat/api/v1/cotizaciones',
      rate: LOAD.quoteRate,
      // enough that the rate holds while some answers take 100 ms (one request at a time per connection)
      connections: Math.max(2, Math.ceil(LOAD.quoteRate / 10)),
      setupRequest: (request) => fromNewAddress({ ...request, body: JSON.stringify(QUOTE_BODY) }),
    },
    signIn: {
      path: '/seguridad/api/v1/auth/inicio-sesion',
      rate: LOAD.signInRate,
      connections: Math.max(2, LOAD.signInRate * 2),
      setupRequest: (request) => {
        const account = accounts[(nextAccount += 1) % accounts.length];
        return fromNewAddress({ ...request, body: JSON.stringify(account) });
      },
    },
  };
}

function run(origins: string[], endpoint: Endpoint, seconds: number) {
  return autocannon({
    url: origins.map((origin) => `${origin}${endpoint.path}`),
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    connections: endpoint.connections,
    overallRate: endpoint.rate,
    duration: seconds,
    requests: [{ method: 'POST', setupRequest: endpoint.setupRequest }],
  });
}

/** Both endpoints at their rates for `seconds`, at once, against `origins`. */
async function measure(origins: string[], accounts: Cluster['accounts'], seconds: number) {
  const { quote, signIn } = endpoints(accounts);
  const [quoteResult, signInResult] = await Promise.all([run(origins, quote, seconds), run(origins, signIn, seconds)]);
  const figures = (result: Result, rate: number) => ({
    rate,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  });
  return { quote: figures(quoteResult, quote.rate), signIn: figures(signInResult, signIn.rate) };
}

/** One instance, then two: the figures of each endpoint for both. */
export async function measureScaleOutLoad() {
  const cluster = await startCluster();
  try {
    const one = cluster.origins.slice(0, 1);
    await measure(one, cluster.accounts, LOAD.warmUpSeconds);
    const oneInstance = await measure(one, cluster.accounts, LOAD.seconds);
    await measure(cluster.origins, cluster.accounts, LOAD.warmUpSeconds);
    const twoInstances = await measure(cluster.origins, cluster.accounts, LOAD.seconds);
    return { one: oneInstance, two: twoInstances };
  } finally {
    await cluster.stop();
  }
}

const ENDPOINT_NAMES = {
  quote: 'cotización (POST /soat/api/v1/cotizaciones)',
  signIn: 'inicio de sesión (POST /seguridad/api/v1/auth/inicio-sesion)',
};

/** Prints the figures and adds to `failures` what misses the budget. */
export async function reportScaleOutLoad(failures: string[]) {
  console.log(
    `\nCarga a ritmo fijo, ${LOAD.seconds} s, cotización e inicio de sesión a la vez, con una y con dos instancias de la API (PostgreSQL y Redis compartidos):`,
  );
  const { one, two } = await measureScaleOutLoad();
  for (const [key, name] of Object.entries(ENDPOINT_NAMES) as [keyof typeof ENDPOINT_NAMES, string][]) {
    console.log(`  ${name}, ${one[key].rate} peticiones/s pedidas:`);
    for (const [label, figures] of [
      ['una instancia ', one[key]],
      ['dos instancias', two[key]],
    ] as const)
      console.log(
        `    ${label}: ${figures.rps.toFixed(1)} peticiones/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms, errores ${figures.errors}`,
      );
    console.log(
      `    dos frente a una: ${(two[key].rps / one[key].rps).toFixed(2)}× el caudal, p99 ${(two[key].p99 / one[key].p99).toFixed(2)}×`,
    );
    if (two[key].errors > 0) failures.push(`carga con dos instancias, ${name}: ${two[key].errors} errores`);
    if (two[key].rps < two[key].rate * LOAD.heldShare)
      failures.push(
        `carga con dos instancias, ${name}: ${two[key].rps.toFixed(1)} peticiones/s < ${LOAD.heldShare * 100} % de ${two[key].rate}`,
      );
  }
}
