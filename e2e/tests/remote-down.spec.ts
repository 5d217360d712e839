import { createServer } from 'node:net';
import { join } from 'node:path';
import type { Server } from 'node:http';
import { startStaticServer } from '../../scripts/lib/static-server.mjs';
import { expect, test } from '../fixtures/test';

const remoteAuthDist = join(import.meta.dirname, '..', '..', 'remote-auth', 'dist');

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

// This test moves remote-auth to a port of its own through /config.json alone; the
// static server derives its CSP from its own configuration, which does not know that port.
test.use({ bypassCSP: true });

test('with remote-auth stopped its routes show the fallback, home still works, and retry works once it is back', async ({
  page,
}) => {
  // a remote-auth of our own, so this test can stop and restart it
  const port = await freePort();
  let server: Server = await startStaticServer({ dir: remoteAuthDist, port });
  const manifest = `http://localhost:${port}/mf-manifest.json`;
  // the host's runtime configuration points at it: no rebuild involved
  await page.route('**/config.json', async (route) => {
    const config = await (await route.fetch()).json();
    await route.fulfill({ json: { ...config, remotes: { ...config.remotes, auth: manifest } } });
  });

  await page.goto('/iniciar-sesion');
  await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();

  await new Promise((resolve) => server.close(resolve));
  await page.goto('/iniciar-sesion');
  await expect(page.getByRole('heading', { name: 'Sección no disponible' })).toBeVisible();

  await page.getByRole('link', { name: 'Inicio' }).first().click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Tu SOAT en minutos, con las tarifas oficiales' }),
  ).toBeVisible();

  await page.goto('/crear-cuenta');
  await expect(page.getByRole('heading', { name: 'Sección no disponible' })).toBeVisible();
  server = await startStaticServer({ dir: remoteAuthDist, port });
  await page.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Crear cuenta' })).toBeVisible();
  await new Promise((resolve) => server.close(resolve));
});
