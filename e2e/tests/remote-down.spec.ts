import { join } from 'node:path';
import type { Server } from 'node:http';
import { startStaticServer } from '@soat/web-server';
import { closed, freePort } from '../fixtures/servers';
import { expect, startApp, test } from '../fixtures/test';

const dist = (app: string) => join(import.meta.dirname, '..', '..', app, 'dist');

// These tests move remote-auth to a port of their own through /config.json alone; the
// static server derives its CSP from its own configuration, which does not know that port.
test.use({ bypassCSP: true });

test('with remote-auth stopped after its page arrived, using the page shows the fallback, home still works, and retry works once it is back', async ({
  page,
}) => {
  // a remote-auth of our own, so this test can stop and restart it
  const port = await freePort();
  let server: Server = await startStaticServer({ dir: dist('remote-auth'), port });
  const manifest = `http://localhost:${port}/mf-manifest.json`;
  // the browser's runtime configuration points at it: no rebuild involved
  await page.route('**/config.json', async (route) => {
    const config = await (await route.fetch()).json();
    await route.fulfill({ json: { ...config, remotes: { ...config.remotes, auth: manifest } } });
  });

  await page.goto('/iniciar-sesion');
  await startApp(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();

  await closed(server);
  await page.goto('/iniciar-sesion');
  await startApp(page);
  await expect(page.getByRole('heading', { name: 'Sección no disponible' })).toBeVisible();

  await page.getByRole('link', { name: 'Inicio' }).first().click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Tu SOAT en minutos, con las tarifas oficiales' }),
  ).toBeVisible();

  await page.goto('/crear-cuenta');
  await startApp(page);
  await expect(page.getByRole('heading', { name: 'Sección no disponible' })).toBeVisible();
  server = await startStaticServer({ dir: dist('remote-auth'), port });
  await page.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Crear cuenta' })).toBeVisible();
  await closed(server);
});

test('when the host cannot reach remote-auth, its pages arrive as the layout holding its place, and say so without waiting to be used', async ({
  page,
}) => {
  // a host whose configuration names a remote-auth nobody serves
  const [hostPort, deadPort] = [await freePort(), await freePort()];
  const host = await startStaticServer({
    dir: dist('host'),
    port: hostPort,
    env: { ...process.env, AUTH_MANIFEST_URL: `http://localhost:${deadPort}/mf-manifest.json` },
  });
  try {
    await page.goto(`http://localhost:${hostPort}/iniciar-sesion`);
    await expect(page.locator('html')).toHaveAttribute('data-start', 'now');
    await expect(page.getByRole('navigation', { name: 'Navegación principal' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sección no disponible' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  } finally {
    await closed(host);
  }
});
