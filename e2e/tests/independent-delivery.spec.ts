import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStaticServer } from '@soat/web-server';
import { buildRemoteAt, deployInPlace, repoRoot } from '../fixtures/remote-build';
import { CAR, newHolder, newPlate, OFFICIAL_TOTALS, payByCardInBrowser, TEST_CARDS } from '../fixtures/soat';
import { pay, quoteFromHome, RESULT_PAGE, toPaymentPage } from '../fixtures/soat-journey';
import { closed, freePort } from '../fixtures/servers';
import { expect, startApp, test } from '../fixtures/test';

// Independent delivery (issue 10 point 2, docs/decisions/015-independent-delivery.md): a host of the
// tests' own, started once per test from the portal's host build and never rebuilt, loads remote-soat from
// wherever its runtime configuration says; a new remote-soat deployed in place reaches it on the next
// page load; a remote-soat built from an older commit of `shared` still works in it.

/**
 * The oldest commit whose federation contract (shared/src/federation/contract.ts and the table of apps
 * it derives from) is today's: the commit that last changed it. Since then `shared` changed under the
 * remotes (its HTTP client sends X-Request-Id, new doors, the API's contract types), which a remote built
 * then never saw. A remote built from any commit from here on must keep working with today's host.
 */
const OLD_SHARED_COMMIT = '181cc4a1f368c121bc944ee08bc3eed478f9b6de';
/** The visible change of the rebuilt remote-soat: the rates page's heading. */
const NEW_TITLE = 'Tarifas oficiales del SOAT {{year}}';
const YEAR = 2026;

/** The host's origin: its port is allowed by the API (run-e2e.ts), so its pages can buy. */
const HOST_URL = `http://localhost:${process.env.SPARE_HOST_PORT}`;
test.use({ baseURL: HOST_URL });

const hostBuild = join(repoRoot, 'host', 'dist');
const remoteSoat = join(repoRoot, 'remote-soat');

/** remote-soat's build in `app` (its dist/), served on a port of its own: answers its manifest's URL. */
async function serveRemote(app: string, servers: Server[]): Promise<string> {
  const port = await freePort();
  servers.push(await startStaticServer({ dir: join(app, 'dist'), port, env: process.env }));
  return `http://localhost:${port}/mf-manifest.json`;
}

/** The portal's host build, its runtime configuration naming remote-soat at `manifest`. */
async function serveHost(manifest: string, servers: Server[]): Promise<Server> {
  const host = await startStaticServer({
    dir: hostBuild,
    port: Number(process.env.SPARE_HOST_PORT),
    env: { ...process.env, SOAT_MANIFEST_URL: manifest },
  });
  servers.push(host);
  return host;
}

let rebuilt = '';
let servers: Server[] = [];

test.beforeAll(async () => {
  // one install and build for both tests below, about a minute on two cores
  test.setTimeout(240_000);
  rebuilt = await buildRemoteAt(OLD_SHARED_COMMIT, 'remote-soat', (texts) => {
    (texts.tariffs as Record<string, string>).title = NEW_TITLE;
  });
});

test.afterAll(() => {
  if (rebuilt) rmSync(join(rebuilt, '..'), { recursive: true, force: true });
});

test.afterEach(async () => {
  await Promise.all(servers.map(closed));
  servers = [];
});

const heading = (title: string) => ({ level: 1, name: title.replace('{{year}}', String(YEAR)) });

test('the host loads remote-soat from the address its runtime configuration names, with no rebuild', async ({
  page,
}) => {
  const manifest = await serveRemote(remoteSoat, servers);
  await serveHost(manifest, servers);
  const remoteOrigin = new URL(manifest).origin;
  const fromRemote: string[] = [];
  const fromPortalRemote: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === remoteOrigin) fromRemote.push(url.pathname);
    if (url.port === process.env.SOAT_PORT) fromPortalRemote.push(url.pathname);
  });

  await page.goto('/tarifas');
  await startApp(page);
  await expect(page.getByRole('heading', heading('Tarifas SOAT {{year}}'))).toBeVisible();
  expect(((await (await page.request.get('/config.json')).json()) as { remotes: { soat: string } }).remotes.soat).toBe(
    manifest,
  );
  expect(fromRemote).toEqual(expect.arrayContaining(['/mf-manifest.json', '/remoteEntry.js']));
  // the portal's own remote-soat, which the host's build knows nothing about either, is never asked
  expect(fromPortalRemote).toEqual([]);
});

test('remote-soat rebuilt and deployed in place reaches the running host on the next page load', async ({ page }) => {
  const deployed = join(mkdtempSync(join(tmpdir(), 'soat-deployed-')), 'remote-soat');
  try {
    deployInPlace(remoteSoat, deployed);
    const host = await serveHost(await serveRemote(deployed, servers), servers);
    let hostRequests = 0;
    host.on('request', () => (hostRequests += 1));

    await page.goto('/tarifas');
    await startApp(page);
    await expect(page.getByRole('heading', heading('Tarifas SOAT {{year}}'))).toBeVisible();
    const beforeRedeploy = hostRequests;

    deployInPlace(rebuilt, deployed);
    await page.reload();
    await startApp(page);
    await expect(page.getByRole('heading', heading(NEW_TITLE))).toBeVisible();
    // the same host's server sent that page: never restarted, its build never touched
    expect(host.listening).toBe(true);
    expect(hostRequests).toBeGreaterThan(beforeRedeploy);
    // and the page it composes on its own server (the remote's prerendered page) follows, also without a restart
    await expect
      .poll(async () => (await (await page.request.get('/tarifas')).text()).includes(heading(NEW_TITLE).name))
      .toBe(true);
  } finally {
    rmSync(join(deployed, '..'), { recursive: true, force: true });
  }
});

test('remote-soat built from an older commit of shared sells a SOAT in today’s host', async ({ page }) => {
  await serveHost(await serveRemote(rebuilt, servers), servers);
  // the old build is the one running
  await page.goto('/tarifas');
  await startApp(page);
  await expect(page.getByRole('heading', heading(NEW_TITLE))).toBeVisible();

  const plate = newPlate('car');
  const total = OFFICIAL_TOTALS['521'];
  await quoteFromHome(page, plate, CAR, total);
  const id = await toPaymentPage(page, newHolder(), total);
  await pay(page, { card: true }, total);
  await payByCardInBrowser(page, TEST_CARDS.approves);
  // the gateway sends the customer back to the portal's address (the API's PORTAL_URL); the result
  // page, as this host serves it with the old remote, shows the policy
  await expect(page).toHaveURL(RESULT_PAGE);
  await page.goto(`/cotizar-soat/pagos/respuesta-pago-soat/${id}`);
  // what the old build's result page says of an issued policy (today's says more: expectIssued checks it)
  await expect(page.getByRole('heading', { level: 2, name: '¡Listo! Tu SOAT está expedido' })).toBeVisible({
    timeout: 20_000,
  });
  const fact = (term: string) => page.locator('dt').filter({ hasText: term }).locator('+ dd');
  await expect(fact('Número de póliza')).toHaveText(/^SOAT-\d{4}-\d{8}$/);
  await expect(fact('Placa')).toHaveText(plate);
  await expect(fact('Valor pagado')).toHaveText(total);
});
