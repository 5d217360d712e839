import type { Server } from 'node:http';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { loadedTwice, readShareScope } from '../bench/js-budget.ts';
import { partnerPage, servePage } from '../bench/widget-size.ts';
import { expectNoViolations } from '../fixtures/axe';
import { expect, startApp, test } from '../fixtures/test';

// Issue 9: rating the service through the policy's emailed link, a refused link, the
// integrators' custom element on a page of another origin, the home page's summary, and axe.

const API_URL = process.env.API_URL ?? 'http://localhost:4000';
const RATING_URL = process.env.CALIFICACION_URL ?? 'http://localhost:3003';
const INTEGRATOR_PORT = Number(process.env.INTEGRATOR_PORT);
const INTEGRATOR_KEY = process.env.INTEGRATOR_KEY ?? '';

interface Summary {
  promedio: number | null;
  total: number;
}

async function summary(request: APIRequestContext): Promise<Summary> {
  const response = await request.get(`${API_URL}/api/calificaciones/resumen`);
  expect(response.status()).toBe(200);
  return (await response.json()) as Summary;
}

/** A token minted as the tests' integrator (POST /api/calificaciones/tokens with its key). */
async function mintToken(request: APIRequestContext, reference: string): Promise<string> {
  const response = await request.post(`${API_URL}/api/calificaciones/tokens`, {
    headers: { 'x-api-key': INTEGRATOR_KEY },
    data: { referencia: reference, nombre: 'Camila' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { token: string }).token;
}

/** Chooses the stars by keyboard alone: Tab into the group, then arrows (native radios). */
async function chooseStarsByKeyboard(page: Page, scope: Locator, stars: number): Promise<void> {
  const first = scope.getByRole('radio', { name: '1 estrella', exact: true });
  await first.focus();
  await page.keyboard.press('Space');
  for (let step = 1; step < stars; step += 1) await page.keyboard.press('ArrowRight');
  await expect(scope.getByRole('radio', { name: `${stars} estrellas`, exact: true })).toBeChecked();
}

test('(a) the policy email’s link rates the service once, by keyboard; opened again it says it was rated and shows what was sent', async ({
  page,
  soat,
  pageErrors,
}) => {
  const { numero, link, firstName } = await soat.policyWithRatingLink();
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Califica nuestro servicio' })).toBeVisible();
  await startApp(page);
  // what is being rated, from the token
  await expect(page.getByText(numero)).toBeVisible();
  await expect(page.getByText(`Hola, ${firstName}.`, { exact: false })).toBeVisible();

  await chooseStarsByKeyboard(page, page.locator('main'), 4);
  await page.keyboard.press('Tab');
  await page.keyboard.type('Rápido y claro.');
  await expect(page.getByText('15 de 500')).toBeVisible();
  await page.getByRole('radio', { name: 'Sí' }).check();
  await page.getByRole('button', { name: 'Enviar calificación' }).press('Enter');
  await expect(page.getByRole('heading', { name: '¡Gracias por tu calificación!' })).toBeVisible();

  // the same link again: already rated, with what was sent
  await page.goto(`${link.pathname}${link.search}`);
  await startApp(page);
  await expect(page.getByRole('heading', { name: 'Ya calificaste el servicio con este enlace' })).toBeVisible();
  await expect(page.getByText('Rápido y claro.')).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test('(b) a forged token ends on /calificacion?invalid=true, which explains it and how to reach us', async ({
  page,
}) => {
  await page.goto('/calificacion?token=token-inventado-que-no-existe');
  await startApp(page);
  await expect(page).toHaveURL(/\/calificacion\?invalid=true$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Este enlace de calificación no es válido' })).toBeVisible();
  await expect(page.getByText('El enlace no es válido, ya se usó o venció.', { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: /WhatsApp/ }).first()).toBeVisible();
});

test.describe('on a phone, a link read from an email shows its answer with no touch at all (issue 23)', () => {
  test.use({ viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true });

  test('a fresh link shows the policy and the holder’s first name', async ({ page, soat }) => {
    const { numero, link, firstName } = await soat.policyWithRatingLink();
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByText(numero)).toBeVisible();
    await expect(page.getByText(`Hola, ${firstName}.`, { exact: false })).toBeVisible();
    await expect(page.getByText('Consultando tu enlace de calificación…')).toHaveCount(0);
    // read on the portal's server, in the page as it arrived: the app has not even started
    await expect(page.locator('html')).not.toHaveAttribute('data-app-started');
  });

  test('a used link says it was rated, and a forged one reaches /calificacion?invalid=true', async ({
    page,
    request,
  }) => {
    const token = await mintToken(request, `usado-${Date.now()}`);
    const rated = await request.post(`${API_URL}/api/calificaciones`, {
      data: { token, estrellas: 5, comentario: 'Sin tocar nada.', recomendaria: true },
    });
    expect(rated.status(), await rated.text()).toBe(201);
    await page.goto(`/calificacion?token=${token}`);
    await expect(page.getByRole('heading', { name: 'Ya calificaste el servicio con este enlace' })).toBeVisible();
    await expect(page.getByText('Sin tocar nada.')).toBeVisible();

    await page.goto('/calificacion?token=token-inventado-que-no-existe');
    await expect(page).toHaveURL(/\/calificacion\?invalid=true$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Este enlace de calificación no es válido' }),
    ).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-app-started');
  });
});

test.describe('(c) an integrator’s page of another origin', () => {
  let server: Server;
  const pageStyles = `<style>
    body { font-family: Georgia, serif; }
    button, legend, label { color: rgb(255, 0, 0) !important; font-size: 40px; }
    fieldset { border: 5px dotted rgb(0, 128, 0); }
  </style>`;

  test.afterEach(async () => {
    if (server) await new Promise((resolve) => server.close(resolve));
  });

  test('embeds <soat-calificacion> with one script tag, sends a rating with a minted token, and keeps its own styles', async ({
    page,
    request,
  }) => {
    const token = await mintToken(request, `pedido-${Date.now()}`);
    const html = partnerPage(RATING_URL, token)
      .replace('</head>', `${pageStyles}</head>`)
      .replace('<h1>', '<button type="button" id="propio">Botón del aliado</button><h1>');
    server = await servePage(html, INTEGRATOR_PORT);
    const origin = `http://127.0.0.1:${INTEGRATOR_PORT}`;
    await page.goto(`${origin}/`);
    await page.evaluate(() => {
      (window as unknown as { enviadas: unknown[] }).enviadas = [];
      document.addEventListener('calificacion-enviada', (event) =>
        (window as unknown as { enviadas: unknown[] }).enviadas.push((event as CustomEvent).detail),
      );
    });
    const widget = page.locator('soat-calificacion');
    await expect(widget.getByRole('group', { name: '¿Cuántas estrellas le das al servicio?' })).toBeVisible();

    // the page's styles stay out of the widget, and the widget's stay out of the page
    const submit = widget.getByRole('button', { name: 'Enviar calificación' });
    expect(await submit.evaluate((element) => getComputedStyle(element).color)).not.toBe('rgb(255, 0, 0)');
    expect(await submit.evaluate((element) => getComputedStyle(element).fontSize)).not.toBe('40px');
    // not even what the page's body passes down by inheritance
    const legend = widget.getByText('¿Cuántas estrellas le das al servicio?');
    expect(await legend.evaluate((element) => getComputedStyle(element).fontFamily)).not.toContain('Georgia');
    const own = page.locator('#propio');
    expect(await own.evaluate((element) => getComputedStyle(element).color)).toBe('rgb(255, 0, 0)');
    expect(await own.evaluate((element) => getComputedStyle(element).fontSize)).toBe('40px');
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toBe('Georgia, serif');
    expect(await page.evaluate(() => document.head.querySelectorAll('style').length)).toBe(1);

    // sent empty: the errors, inside the shadow root, pass axe too
    await submit.click();
    await expect(widget.getByText('Revisa los campos marcados.')).toBeVisible();
    await expectNoViolations(page, 'the widget’s form with its errors', 'soat-calificacion');

    await chooseStarsByKeyboard(page, widget, 5);
    await widget.getByRole('radio', { name: 'No' }).check();
    await submit.click();
    await expect(widget.getByRole('heading', { name: '¡Gracias por tu calificación!' })).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { enviadas: unknown[] }).enviadas))
      .toEqual([expect.objectContaining({ estrellas: 5, recomendaria: false })]);
    await expectNoViolations(page, 'the widget after sending', 'soat-calificacion');
  });
});

test('the federated ./RatingWidget runs in a Module Federation host on the host’s React, loading no second copy of anything', async ({
  page,
  request,
}) => {
  const token = await mintToken(request, `federado-${Date.now()}`);
  await page.goto('/home');
  await startApp(page);
  // as an integrator's own host would: its federation runtime loads the remote's module and renders it
  await page.evaluate(async (ratingToken) => {
    interface Instance {
      options: { remotes: { name: string }[] };
      loadRemote: (id: string) => Promise<{ default: unknown }>;
      loadShare: (name: string) => Promise<false | (() => Record<string, unknown>)>;
    }
    const federation = (window as unknown as { __FEDERATION__: { __INSTANCES__: Instance[] } }).__FEDERATION__;
    const host = federation.__INSTANCES__.find((instance) =>
      instance.options.remotes.some((remote) => remote.name === 'remote_calificacion'),
    )!;
    const { default: RatingWidget } = await host.loadRemote('remote_calificacion/RatingWidget');
    const React = (await host.loadShare('react'))! as unknown as () => {
      createElement: (type: unknown, props: Record<string, unknown>) => unknown;
    };
    const client = (await host.loadShare('react-dom/client'))! as unknown as () => {
      createRoot: (element: Element) => { render: (node: unknown) => void };
    };
    const holder = document.createElement('div');
    holder.id = 'integrador';
    document.body.append(holder);
    (window as unknown as { enviadas: unknown[] }).enviadas = [];
    client()
      .createRoot(holder)
      .render(
        React().createElement(RatingWidget, {
          token: ratingToken,
          onSubmitted: (rating: unknown) => (window as unknown as { enviadas: unknown[] }).enviadas.push(rating),
        }),
      );
  }, token);
  const widget = page.locator('#integrador');
  await chooseStarsByKeyboard(page, widget, 3);
  await widget.getByRole('radio', { name: 'Sí' }).check();
  await widget.getByRole('button', { name: 'Enviar calificación' }).click();
  await expect(widget.getByRole('heading', { name: '¡Gracias por tu calificación!' })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { enviadas: unknown[] }).enviadas))
    .toEqual([expect.objectContaining({ estrellas: 3, recomendaria: true })]);
  // its styles stay in its shadow root, and every shared library has one copy
  expect(await widget.evaluate((element) => element.querySelector('style'))).toBeNull();
  expect(
    await widget.evaluate((element) =>
      [...element.querySelectorAll('*')].some((child) => child.shadowRoot?.querySelector('style')),
    ),
  ).toBe(true);
  expect(loadedTwice(await page.evaluate(readShareScope))).toEqual([]);
});

test('(d) the home page shows the summary updated with a new rating, before any script', async ({ page, request }) => {
  const before = await summary(request);
  const token = await mintToken(request, `resumen-${Date.now()}`);
  const sent = await request.post(`${API_URL}/api/calificaciones`, {
    data: { token, estrellas: 5, recomendaria: true },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const after = before.total + 1;
  const count = `${new Intl.NumberFormat('es-CO').format(after)} ${after === 1 ? 'calificación' : 'calificaciones'}`;
  // the host's server reads the summary at most every few seconds
  await expect(async () => {
    await page.goto('/home');
    await expect(page.getByRole('region', { name: 'Lo que dicen nuestros clientes' })).toContainText(count, {
      timeout: 1000,
    });
  }).toPass({ timeout: 20_000 });
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-app-ready'))).toBe(false);
  await expect(page.getByRole('table', { name: 'Calificaciones por número de estrellas' })).toBeVisible();
});

test('(e) axe finds no violations on the rating page in each state', async ({ page, request }) => {
  await page.goto('/calificacion');
  await expectNoViolations(page, '/calificacion as it arrives');
  await startApp(page);
  await expect(page.getByRole('heading', { name: 'Lo que opinan nuestros clientes' })).toBeVisible();
  await expectNoViolations(page, '/calificacion running');

  const token = await mintToken(request, `axe-${Date.now()}`);
  await page.goto(`/calificacion?token=${token}`);
  await expectNoViolations(page, 'the link’s form as it arrives');
  await startApp(page);
  await page.getByRole('button', { name: 'Enviar calificación' }).click();
  await expect(page.getByText('Revisa los campos marcados.')).toBeVisible();
  await expectNoViolations(page, 'the link’s form with its errors');

  await page.goto('/calificacion?invalid=true');
  await expectNoViolations(page, 'the refused link');
});
