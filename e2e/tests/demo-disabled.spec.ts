import type { Server } from 'node:http';
import type { Page } from '@playwright/test';
import { join } from 'node:path';
import { startStaticServer } from '@soat/web-server';
import { repoRoot } from '../fixtures/remote-build';
import { closed } from '../fixtures/servers';
import { expect, startApp, test } from '../fixtures/test';

// Issue 11 "Bad input and faults": with the demo disabled, demo/* falls through to the home page and no
// demo code or data is loaded. The portal of run-e2e.ts has the demo on (as `npm start`); this test
// starts the portal's host build on the spare port (as independent-delivery.spec.ts does) with a runtime
// configuration whose DEMO_ENABLED is off, every remote where the portal serves it, remote-demo included.

const HOST_URL = `http://localhost:${process.env.SPARE_HOST_PORT}`;
test.use({ baseURL: HOST_URL });

let host: Server | undefined;

test.beforeEach(async () => {
  host = await startStaticServer({
    dir: join(repoRoot, 'host', 'dist'),
    port: Number(process.env.SPARE_HOST_PORT),
    env: { ...process.env, DEMO_ENABLED: 'false' },
  });
});

test.afterEach(async () => {
  if (host) await closed(host);
  host = undefined;
});

/** Every request the page makes to the demo remote's origin (the portal's remote-demo, running). */
function demoRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.port === process.env.DEMO_PORT) requests.push(request.url());
  });
  return requests;
}

test('with the demo disabled, /demo/apps/contacts lands on the home page and nothing of the demo loads', async ({
  page,
  request,
}) => {
  // the demo remote is up and the host knows where: only the flag keeps it out
  const config = (await (await request.get(`${HOST_URL}/config.json`)).json()) as {
    demo: { enabled: boolean };
    remotes: { demo: string };
  };
  expect(config.demo.enabled).toBe(false);
  expect(new URL(config.remotes.demo).port).toBe(process.env.DEMO_PORT);
  expect((await request.get(config.remotes.demo)).ok()).toBe(true);

  const fromDemo = demoRequests(page);
  await page.goto('/demo/apps/contacts');
  await startApp(page);
  await expect(page).toHaveURL(/\/home$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Tu SOAT en minutos, con las tarifas oficiales' }),
  ).toBeVisible();
  // the header has no way into the demo either
  await expect(
    page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Demo' }),
  ).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(fromDemo).toEqual([]);
  // no demo text reached the page
  await expect(page.getByRole('navigation', { name: 'Navegación de la demo' })).toHaveCount(0);
});

test('with the demo disabled, a deep demo path and the demo’s root also land on the home page', async ({ page }) => {
  const fromDemo = demoRequests(page);
  for (const path of ['/demo', '/demo/apps/help-center/guides/getting-started']) {
    await page.goto(path);
    await startApp(page);
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tu SOAT en minutos, con las tarifas oficiales');
  }
  await page.waitForLoadState('networkidle');
  expect(fromDemo).toEqual([]);
});

test('the same host build with the demo enabled does load it from that origin (the check above can fail)', async ({
  page,
}) => {
  if (host) await closed(host);
  host = await startStaticServer({
    dir: join(repoRoot, 'host', 'dist'),
    port: Number(process.env.SPARE_HOST_PORT),
    env: { ...process.env, DEMO_ENABLED: 'true' },
  });
  const fromDemo = demoRequests(page);
  await page.goto('/demo/apps/contacts');
  await startApp(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Contactos' })).toBeVisible();
  expect(fromDemo.map((url) => new URL(url).pathname)).toEqual(
    expect.arrayContaining(['/mf-manifest.json', '/remoteEntry.js']),
  );
});
