import { devices, type APIRequestContext, type Page } from '@playwright/test';
import { expect, startApp, test } from '../fixtures/test';

// Issue 46, point 1: a page view's Web Vitals, measured by the visitor's browser, reach the API's
// metrics by route pattern and device class (ADR 046). The tests' portal reports every page view.

const METRICS_URL = process.env.METRICS_URL ?? 'http://localhost:9464/metrics';
const VITALS = [
  'soat_web_vitals_lcp_seconds',
  'soat_web_vitals_inp_seconds',
  'soat_web_vitals_cls',
  'soat_web_vitals_ttfb_seconds',
];

/** How many page views each vital has counted for a route and device, as Prometheus reads them. */
async function counts(request: APIRequestContext, route: string, device: string): Promise<number[]> {
  const text = await (await request.get(METRICS_URL)).text();
  return VITALS.map((name) => {
    const line = text.split('\n').find((row) => row.startsWith(`${name}_count{route="${route}",device="${device}"}`));
    return line ? Number(line.split(' ').at(-1)) : 0;
  });
}

/** Waits for the reporter's code (it names the API's path) to arrive once the page is idle. */
const reporterArrives = (page: Page) =>
  page.waitForResponse(
    async (response) => response.url().endsWith('.js') && (await response.text()).includes('metricas-web'),
  );

/** Opens `path`, waits for the app and the reporter, taps the page's heading and leaves: the page is hidden. */
async function viewAndLeave(page: Page, path: string): Promise<void> {
  const reporter = reporterArrives(page);
  await page.goto(path);
  await startApp(page);
  await reporter;
  // the reporter's file has arrived; its observers start once it has run: two frames later a tap is one they see
  // (a quick tap before them is in no buffer, so the view would have no INP)
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.getByRole('heading', { level: 1 }).first().click();
  // leaving the page hides it: its batch goes as a beacon (the unit tests read the beacon's body)
  await page.goto('about:blank');
}

const increase = async (request: APIRequestContext, route: string, device: string, before: number[]) =>
  (await counts(request, route, device)).map((count, index) => count - before[index]!);

test("a page view's LCP, INP, CLS and TTFB reach the API's metrics under its route pattern when the page is hidden", async ({
  page,
  request,
}) => {
  const before = await counts(request, '/quienes-somos', 'escritorio');
  await viewAndLeave(page, '/quienes-somos');
  await expect.poll(() => increase(request, '/quienes-somos', 'escritorio', before)).toEqual([1, 1, 1, 1]);
});

test('the beacon says what was typed into by its tag and name, never what was typed', async ({ page }) => {
  const reporter = reporterArrives(page);
  await page.goto('/soat/consulta');
  await startApp(page);
  await reporter;
  const plate = page.getByRole('form', { name: 'Consultar SOAT' }).getByRole('textbox', { name: 'Placa' });
  await plate.click();
  await plate.pressSequentially('QWE987');
  // the page hidden as a tab switch hides it, with the page still there to watch its beacon
  const beacon = page.waitForRequest((sent) => sent.url().endsWith('/soat/api/v1/metricas-web'));
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  const body = (await beacon).postData() ?? '';
  expect(JSON.parse(body)).toMatchObject({
    ruta: '/soat/consulta',
    dispositivo: 'escritorio',
    metricas: expect.arrayContaining([{ nombre: 'INP', valor: expect.any(Number), objetivo: 'input[name="placa"]' }]),
  });
  expect(body).not.toContain('QWE987');
});

test.describe('on a phone', () => {
  const { defaultBrowserType: _browser, ...phone } = devices['Pixel 7'];
  test.use(phone);

  test('a page asked with a plate in its address counts under its route pattern, as a phone, and the plate is nowhere', async ({
    page,
    request,
  }) => {
    const before = await counts(request, '/soat/consulta', 'movil');
    await viewAndLeave(page, '/soat/consulta?placa=QWE987');
    await expect.poll(() => increase(request, '/soat/consulta', 'movil', before)).toEqual([1, 1, 1, 1]);
    expect(await (await request.get(METRICS_URL)).text()).not.toContain('QWE987');
  });
});
