// Runs the Playwright journeys against the built portal: starts the API (on a
// throwaway embedded database) and every front end on free ports, then the tests.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPortal } from '../scripts/lib/portal.ts';
import { freePort } from '../scripts/lib/ports.ts';
import { chromiumPath } from './chromium-path.ts';
import { offsetPortEnv } from '@soat/web-server/portal-apps';

if (!existsSync(chromiumPath)) {
  console.error(
    `Chromium not found at ${chromiumPath}. Install Debian's chromium (apt-get install -y chromium) or set CHROMIUM_PATH.`,
  );
  process.exit(1);
}

// Always the throwaway embedded database, even when the shell points DATABASE_URL at a PostgreSQL.
const { DATABASE_URL: _ignored, ...env } = process.env;
const dataDir = mkdtempSync(join(tmpdir(), 'soat-e2e-'));
// An integrator of the tests' own: its page is served on a free port, its origin the only one allowed
// to embed the rating widget (tests/rating.spec.ts).
const integratorPort = await freePort(5600);
const integratorKey = `clave-e2e-${process.pid}-${Date.now()}`;
const integrators = JSON.stringify([
  {
    id: 'e2e',
    clave: integratorKey,
    origenes: [`http://127.0.0.1:${integratorPort}`],
  },
]);
// A port for a host of the tests' own (tests/independent-delivery.spec.ts: a host whose runtime
// configuration names a remote served elsewhere), its origin allowed by the API like the portal's own.
const spareHostPort = await freePort(5700);
// The API's metrics port, which the public proxy never serves (tests/web-vitals.spec.ts reads the browsers' Web Vitals there).
const metricsPort = await freePort(5800);
// The back office's first administrator (tests/operador.spec.ts), made as it is made in production: by
// api/scripts/create-operator.ts, on the database the API is about to open. Before the API starts, because
// an embedded database has one process at a time. It has no second factor yet: the journey enrols it.
const operator = {
  email: `operadora.${process.pid}@ejemplo.co`,
  name: 'Operadora de Pruebas',
  password: `Clave del turno ${process.pid}-${Date.now()}`,
};
// An agent, a supervisor and a second administrator for the back office's journeys (tests/operador-journeys.spec.ts), made the same way.
const staff = {
  agente: { email: `agente.${process.pid}@ejemplo.co`, name: 'Agente de Pruebas', password: `${operator.password} a` },
  administrador: {
    email: `administradora.${process.pid}@ejemplo.co`,
    name: 'Administradora de Pruebas',
    password: `${operator.password} d`,
  },
  supervisor: {
    email: `supervisor.${process.pid}@ejemplo.co`,
    name: 'Supervisor de Pruebas',
    password: `${operator.password} s`,
  },
};
for (const [role, person] of [['administrador', operator], ...Object.entries(staff)] as const) {
  const created = spawnSync(
    process.execPath,
    ['scripts/create-operator.ts', '--correo', person.email, '--nombre', person.name, '--rol', role],
    {
      cwd: join(import.meta.dirname, '..', 'api'),
      env: { ...env, DATA_DIR: dataDir, NODE_ENV: 'test', OPERATOR_PASSWORD: person.password },
      encoding: 'utf8',
    },
  );
  if (created.status !== 0) {
    rmSync(dataDir, { recursive: true, force: true });
    console.error(`create-operator.ts failed (${created.status}):\n${created.stdout}${created.stderr}`);
    process.exit(1);
  }
}
// Ports away from a portal the developer may have running; moved again if busy. The template's demo
// (remote-demo under /demo) is on, as `npm start` has it (tests/demo-*.spec.ts); demo-disabled.spec.ts
// starts a host of its own with it off.
const portal = await startPortal({
  env: { ...env, ...offsetPortEnv(100), RATING_INTEGRATORS: integrators, DEMO_ENABLED: 'true' },
  extraOrigins: [`http://localhost:${spareHostPort}`, `http://127.0.0.1:${spareHostPort}`],
  // a pending PSE payment settles at the sandbox after 4 s and the reconciliation job asks every 2 s,
  // and a refund whose first try failed is tried again 5 s later (tests/soat-refund.spec.ts), so the
  // journeys that wait for them take seconds, not the minutes of the defaults
  apiEnv: {
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    METRICS_PORT: String(metricsPort),
    SANDBOX_PENDING_SECONDS: '4',
    RECONCILE_INTERVAL_SECONDS: '2',
    REFUND_JOBS_INTERVAL_SECONDS: '5',
    // a report the RUNT refuses is left to an operator at once (tests/operador-journeys.spec.ts retries one)
    RUNT_REPORT_MAX_ATTEMPTS: '1',
  },
  quiet: true,
}).catch((error) => {
  rmSync(dataDir, { recursive: true, force: true });
  throw error;
});

const code = await new Promise<number>((resolve) => {
  const child = spawn(
    process.execPath,
    [join(import.meta.dirname, 'node_modules', '@playwright', 'test', 'cli.js'), 'test', ...process.argv.slice(2)],
    {
      stdio: 'inherit',
      cwd: import.meta.dirname,
      env: {
        ...portal.env,
        PORTAL_URL: portal.url,
        API_URL: `http://localhost:${portal.ports.api}`,
        CALIFICACION_URL: `http://localhost:${portal.ports.calificacion}`,
        INTEGRATOR_PORT: String(integratorPort),
        INTEGRATOR_KEY: integratorKey,
        SPARE_HOST_PORT: String(spareHostPort),
        METRICS_URL: `http://localhost:${metricsPort}/metrics`,
        OPERATOR_EMAIL: operator.email,
        OPERATOR_NAME: operator.name,
        OPERATOR_PASSWORD: operator.password,
        OPERATOR_STAFF: JSON.stringify(staff),
      },
    },
  );
  child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
});

await portal.stop();
rmSync(dataDir, { recursive: true, force: true });
process.exit(code);
