import type { Server } from 'node:http';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { startStaticServer } from '@soat/web-server';
import { repoRoot } from '../fixtures/remote-build';
import { closed } from '../fixtures/servers';
import { newHolder, newPlate, type SoatApi } from '../fixtures/soat';
import { expect, startApp, test } from '../fixtures/test';

// Issue 22: the main menu names the demo exactly as the runtime configuration says (DEMO_ENABLED), on every
// page, in the HTML the server sends (before any script runs) and once the app runs. The portal of
// run-e2e.ts has the demo on while its build was made with the demo off (the build takes the machine's
// environment), so the host's server renders its pages and frames again (web-server/src/host-pages.ts); a
// host of the test's own on the spare port runs the same build with the demo off.

// the menu's row of links is shown from the theme's lg (1280 px)
test.use({ viewport: { width: 1440, height: 900 } });

const demoLinks = (page: Page) =>
  page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Demo' });

/** Every kind of page a visitor lands on: the host's, each remote's, pages rendered on request, a rating link. */
async function portalPages(soat: SoatApi): Promise<string[]> {
  const holder = newHolder();
  const paid = await soat.buyPolicy({ placa: newPlate('car'), tomador: holder });
  const unpaid = await soat.createRequest({ placa: newPlate('car') });
  const email = await soat.emailWithCertificate(holder.correoElectronico);
  const link = new URL(/https?:\/\/[^\s"'<>]+\/calificacion\?token=[A-Za-z0-9_-]+/.exec(email.texto)![0]);
  return [
    '/home',
    '/quienes-somos',
    '/tarifas',
    '/soat',
    '/soat/consulta',
    '/cotizar-soat/comprar-soat',
    `/cotizar-soat/pagos/realizar-pago-soat/${unpaid.idSolicitudSoat}`,
    `/cotizar-soat/pagos/respuesta-pago-soat/${paid.idSolicitudSoat}`,
    '/calificacion',
    `${link.pathname}${link.search}`,
    '/iniciar-sesion',
  ];
}

/** Checks each page's menu, as sent (scripts off) and as the app renders it, against `count` Demo links. */
async function expectDemoLinks(browser: Browser, page: Page, baseURL: string, paths: string[], count: number) {
  const noScripts = await browser.newContext({ javaScriptEnabled: false, baseURL, viewport: page.viewportSize() });
  const sent = await noScripts.newPage();
  for (const path of paths) {
    await sent.goto(path);
    await expect(sent.getByRole('navigation', { name: 'Navegación principal' }), `${path} as sent`).toBeVisible();
    await expect(demoLinks(sent), `${path} as sent`).toHaveCount(count);
    await page.goto(`${baseURL}${path}`);
    await startApp(page);
    await expect(demoLinks(page), `${path} once the app runs`).toHaveCount(count);
  }
  await noScripts.close();
}

test('with the demo on, every page names it in its menu, before any script runs and once the app runs', async ({
  browser,
  page,
  request,
  soat,
}) => {
  test.setTimeout(120_000);
  const config = (await (await request.get('/config.json')).json()) as { demo: { enabled: boolean } };
  expect(config.demo.enabled).toBe(true);
  await expectDemoLinks(browser, page, process.env.PORTAL_URL!, await portalPages(soat), 1);
});

test.describe('a host whose configuration has the demo off', () => {
  const HOST_URL = `http://localhost:${process.env.SPARE_HOST_PORT}`;
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

  test('names it on no page, before any script runs or once the app runs', async ({ browser, page, soat }) => {
    test.setTimeout(120_000);
    await expectDemoLinks(browser, page, HOST_URL, await portalPages(soat), 0);
  });
});
