import { expect, startApp, test } from '../fixtures/test';

/**
 * What must be one instance on the page (ADR 001). The router, Chakra with its emotion, and
 * react-i18next reach the apps only inside shared's doors, which are singletons (docs/decisions/021).
 */
const SINGLETONS = [
  'react',
  'react-dom',
  'zustand',
  'i18next',
  '@soat/shared/router',
  '@soat/shared/ui',
  '@soat/shared/ui-core',
  '@soat/shared/session',
  '@soat/shared/http',
  '@soat/shared/i18n',
  '@soat/shared/ui-state',
];

interface ShareEntry {
  version: string;
  from: string;
  loaded: boolean;
  useIn: string[];
}

test('react, the router, the UI facade, zustand, i18next and shared are each loaded once', async ({ page }) => {
  const remoteRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).port === process.env.AUTH_PORT) remoteRequests.push(new URL(request.url()).pathname);
  });
  await page.goto('/iniciar-sesion');
  await startApp(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();

  const scope = await page.evaluate(() => {
    const share = (
      window as unknown as {
        __FEDERATION__: {
          __SHARE__: Record<
            string,
            Record<string, Record<string, Record<string, { from: string; loaded?: boolean; useIn: string[] }>>>
          >;
        };
      }
    ).__FEDERATION__.__SHARE__;
    const entries: Record<string, { version: string; from: string; loaded: boolean; useIn: string[] }[]> = {};
    for (const scopes of Object.values(share)) {
      for (const packages of Object.values(scopes)) {
        for (const [name, versions] of Object.entries(packages)) {
          entries[name] = Object.entries(versions).map(([version, entry]) => ({
            version,
            from: entry.from,
            loaded: Boolean(entry.loaded),
            useIn: entry.useIn,
          }));
        }
      }
    }
    return entries;
  });

  for (const name of SINGLETONS) {
    const versions: ShareEntry[] = scope[name] ?? [];
    expect(versions, name).toHaveLength(1);
    expect(versions[0], name).toMatchObject({ from: 'host', loaded: true });
  }
  // bundled into the doors, so no app can load a copy of its own beside them
  for (const name of ['@emotion/react', 'react-i18next', 'react-router', '@chakra-ui/react']) {
    expect(scope[name], name).toBeUndefined();
  }
  // the remote ran on the host's copies: it used them instead of loading its own
  for (const name of ['react', '@soat/shared/router', '@soat/shared/ui', '@soat/shared/session', '@soat/shared/i18n']) {
    expect(scope[name]?.[0]?.useIn, name).toContain('remote_auth');
  }
  // from the remote's origin: its manifest, entry, exposed module and private chunks, never its fallback copy of a singleton
  const manifest = (await (
    await page.request.get(`http://localhost:${process.env.AUTH_PORT}/mf-manifest.json`)
  ).json()) as {
    shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
  };
  const fallbackFiles = manifest.shared
    .filter((entry) => SINGLETONS.includes(entry.name))
    .flatMap((entry) => [...entry.assets.js.sync, ...entry.assets.js.async]);
  const loadedFallbacks = remoteRequests.filter((path) => fallbackFiles.some((file) => path.endsWith(file)));
  expect(loadedFallbacks).toEqual([]);
});

test('the sign-up form’s checkbox runs on the host’s copy of the controls door, never the remote’s own', async ({
  page,
}) => {
  const remoteRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).port === process.env.AUTH_PORT) remoteRequests.push(new URL(request.url()).pathname);
  });
  await page.goto('/crear-cuenta');
  await startApp(page);
  const terms = page.getByRole('checkbox', { name: /Acepto los/ });
  await terms.focus();
  await page.keyboard.press('Space');
  await expect(terms).toBeChecked();

  const manifest = (await (
    await page.request.get(`http://localhost:${process.env.AUTH_PORT}/mf-manifest.json`)
  ).json()) as { shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[] };
  const ownCopy = manifest.shared
    .filter((entry) => entry.name === '@soat/shared/ui-controls')
    .flatMap((entry) => [...entry.assets.js.sync, ...entry.assets.js.async]);
  expect(ownCopy.length).toBeGreaterThan(0);
  expect(remoteRequests.filter((path) => ownCopy.some((file) => path.endsWith(file)))).toEqual([]);
});

test('a remote runs on the federation runtime the host lends it, and its own origin still starts it without a host', async ({
  page,
}) => {
  await page.goto('/iniciar-sesion');
  await startApp(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
  // the host's runtime plugin put its runtime on the page, and the remote's entry asks for it instead of carrying one
  expect(
    await page.evaluate(
      () => (window as { _FEDERATION_RUNTIME_CORE_FROM?: { name: string } })._FEDERATION_RUNTIME_CORE_FROM?.name,
    ),
  ).toBe('host');
  const entry = await (await page.request.get(`http://localhost:${process.env.AUTH_PORT}/remoteEntry.js`)).text();
  expect(entry).toContain('_FEDERATION_RUNTIME_CORE');

  // the remote's standalone shell, on its own origin (an empty root its app fills): its page loads the
  // runtime file before its app
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`http://localhost:${process.env.SOAT_PORT}/tarifas`);
  await expect(page.getByRole('heading', { level: 1, name: /^Tarifas SOAT \d{4}$/ })).toBeVisible();
  await expect(page.getByRole('table').first()).toBeVisible();
  expect(errors).toEqual([]);
});
