// What a customer feels on a phone (issue 23), which Lighthouse does not see: it stops at load, and our
// pages start their app on first use.
//   1. The first interaction: on a phone-sized touch screen with the CPU slowed 4×, each page with a form
//      or a control is loaded, and right after load its first control is tapped and typed into; then the
//      page's heading is tapped every 300 ms until the app has taken the page over (input while it
//      starts). The longest interaction that Event Timing reports (an estimate of INP) of each part is
//      the figure; median of BENCH_INTERACTION_LOADS loads (5).
//   2. A page that depends on its link (a rating link, the result page, the consult opened from the PDF's
//      QR, a renewal reminder's link, the link that adds a purchase to an account: emailed-links.mjs)
//      must show its answer with no input at all: the time from navigation to that answer, same phone,
//      median of BENCH_LINK_LOADS loads (3).
import { chromium, devices } from '@playwright/test';
import { chromiumPath } from '../chromium-path.mjs';
import { claimLink, renewalLinkPath } from './emailed-links.mjs';
import { median } from './lighthouse.mjs';
import { QUOTE_BODY } from './quote-throughput.mjs';

export const BUDGETS = { firstInteractionMs: 200, linkAnswerMs: 2500 };
/** The plate of the purchase request the bench makes (bench.mjs), which its result page and the QR consult show. */
export const BENCH_PLATE = 'LHS123';
const LOADS = Number(process.env.BENCH_INTERACTION_LOADS ?? 5);
/** Only the pages whose name matches this pattern (to look into some; a full run checks the budget on all). */
const ONLY_PAGES = process.env.BENCH_INTERACTION_PAGES;
const CPU_SLOWDOWN = 4;
/** Loads of each page that depends on its link: the figure is their median (one load is too noisy to budget). */
const LINK_LOADS = Number(process.env.BENCH_LINK_LOADS ?? 3);
/** How long a page may take to answer its link before the bench gives up on it. */
const LINK_TIMEOUT_MS = 15_000;
const phone = devices['Pixel 7'];

/** Runs in the page before its own scripts: keeps every Event Timing entry of an interaction. */
function observeInteractions() {
  window.__benchInteractions = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId)
        window.__benchInteractions.push({
          name: entry.name,
          duration: entry.duration,
          startTime: entry.startTime,
          // where the time went: waiting for the main thread, the handlers, until the next paint
          wait: entry.processingStart - entry.startTime,
          handlers: entry.processingEnd - entry.processingStart,
        });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

async function phonePage(browser, sessionDraft) {
  const context = await browser.newContext({ ...phone, locale: 'es-CO' });
  await context.addInitScript(observeInteractions);
  if (sessionDraft) {
    await context.addInitScript(([key, value]) => window.sessionStorage.setItem(key, value), sessionDraft);
  }
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { context, page };
}

/** How often the restless visitor taps the page's heading while the app starts (ms). */
const PROBE_EVERY_MS = 300;

/** An interaction and where its time went (Event Timing's phases). */
const describe = (entry) =>
  entry.wait === undefined
    ? entry.name
    : `${entry.name}, espera ${Math.round(entry.wait)} + manejo ${Math.round(entry.handlers)} + pintura ${Math.round(entry.duration - entry.wait - entry.handlers)} ms`;

const longestOf = (entries) =>
  entries.reduce((max, entry) => (entry.duration > max.duration ? entry : max), { name: '-', duration: 0 });

/**
 * One load: tap the page's control right after load and type (the first interaction), then tap the page's
 * heading every PROBE_EVERY_MS until the app has taken the page over (input while the app starts: a person
 * reaching for the button). The longest interaction of each part.
 */
async function oneLoad(browser, url, target) {
  const { context, page } = await phonePage(browser, target.sessionDraft);
  try {
    await page.goto(url, { waitUntil: 'load' });
    const control = target.control(page);
    await control.tap({ timeout: 10_000 });
    if (target.keys) for (const key of target.keys) await page.keyboard.press(key);
    if (target.text) await page.keyboard.type(target.text, { delay: 60 });
    const typed = await page.evaluate(() => performance.now());
    const heading = page.locator('h1').first();
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline && !(await page.locator('html[data-app-ready]').count())) {
      await page.waitForTimeout(PROBE_EVERY_MS);
      await heading.tap({ force: true, timeout: 2000 }).catch(() => {});
    }
    await page.waitForTimeout(1000);
    const entries = await page.evaluate(() => window.__benchInteractions);
    const kept = target.text ? await control.inputValue().catch(() => null) : null;
    return {
      typing: longestOf(entries.filter((entry) => entry.startTime < typed)),
      starting: longestOf(entries.filter((entry) => entry.startTime >= typed)),
      lost: target.text && kept !== null && !kept.includes(target.text) ? kept : null,
    };
  } finally {
    await context.close();
  }
}

/** Milliseconds from navigation until `answered(page)` resolves, with no input at all (null: not within the limit). */
async function linkAnswer(browser, url, { answered, accessToken }) {
  const { context, page } = await phonePage(browser);
  try {
    // signed in, as the portal keeps a session (@soat/shared's auth store)
    if (accessToken)
      await page.addInitScript((token) => window.localStorage.setItem('accessToken', token), accessToken);
    await page.goto(url, { waitUntil: 'commit' });
    const shown = await answered(page)
      .then(() => true)
      .catch(() => false);
    return shown ? Math.round(await page.evaluate(() => performance.now())) : null;
  } finally {
    await context.close();
  }
}

const textbox = (name) => (page) => page.getByRole('textbox', { name, exact: true }).first();

/**
 * The pages with a form or a control, each with what a customer does first. `request` is a purchase
 * request waiting for its payment, `draft` the purchase form's draft as a tab keeps it, `token` a fresh
 * rating link's token.
 */
export function interactionTargets({ request, draft, token }) {
  return [
    { page: '/home (caja de placa)', path: '/home', control: textbox('Placa de tu vehículo'), text: 'ABC123' },
    {
      page: 'compra: vehículo',
      path: '/cotizar-soat/comprar-soat',
      control: textbox('Placa'),
      text: 'ABC123',
    },
    {
      page: 'compra: precio y vigencia',
      path: '/cotizar-soat/comprar-soat?paso=precio',
      control: (page) => page.getByRole('button', { name: 'Continuar' }),
      sessionDraft: draft,
    },
    {
      page: 'compra: tomador',
      path: '/cotizar-soat/comprar-soat?paso=tomador',
      control: textbox('Nombres'),
      text: 'Laura',
      sessionDraft: draft,
    },
    {
      page: 'compra: forma de pago',
      path: `/cotizar-soat/pagos/realizar-pago-soat/${request}`,
      control: (page) => page.getByRole('radio', { name: /^Tarjeta de crédito o débito/ }),
    },
    { page: 'iniciar sesión', path: '/iniciar-sesion', control: textbox('Correo electrónico'), text: 'laura@ej.co' },
    { page: 'crear cuenta', path: '/crear-cuenta', control: textbox('Nombre completo'), text: 'Laura Gómez' },
    { page: 'recuperar clave', path: '/recuperar-clave', control: textbox('Correo electrónico'), text: 'laura@ej.co' },
    { page: 'consulta de pólizas', path: '/soat/consulta', control: textbox('Placa'), text: 'ABC123' },
    {
      // a renewal reminder's unsubscribe link: the one button (the bench's token is no real link)
      page: 'recordatorios (baja)',
      path: '/soat/recordatorios?baja=bench',
      control: (page) => page.getByRole('button', { name: 'Dejar de recibirlos' }),
    },
    {
      page: 'tarifas (filtro)',
      path: '/tarifas',
      control: (page) => page.getByRole('combobox', { name: 'Tipo de vehículo' }),
      keys: ['ArrowDown'],
    },
    {
      page: 'calificación (enlace)',
      path: `/calificacion?token=${token}`,
      control: (page) => page.getByRole('textbox').first(),
      text: 'Muy claro',
    },
  ];
}

/** Pages that depend on their link, and what each shows once it has read it. */
export function linkTargets({ fresh, used, resultRequest, plate, renewal, claims }) {
  return [
    {
      page: 'calificación: enlace nuevo',
      path: `/calificacion?token=${fresh.token}`,
      answered: (page) => page.getByText(`Hola, ${fresh.name}`, { exact: false }).waitFor({ timeout: LINK_TIMEOUT_MS }),
    },
    {
      page: 'calificación: enlace usado',
      path: `/calificacion?token=${used}`,
      answered: (page) =>
        page
          .getByRole('heading', { name: 'Ya calificaste el servicio con este enlace' })
          .waitFor({ timeout: LINK_TIMEOUT_MS }),
    },
    {
      page: 'calificación: enlace falso',
      path: '/calificacion?token=enlace-falso-0000000000000000000000',
      answered: (page) => page.waitForURL(/\/calificacion\?invalid=true$/, { timeout: LINK_TIMEOUT_MS }),
    },
    {
      // a request not paid yet: what its result page says of it
      page: 'resultado del pago',
      path: `/cotizar-soat/pagos/respuesta-pago-soat/${resultRequest}`,
      answered: (page) => page.getByText('Esta solicitud aún no tiene un pago').waitFor({ timeout: LINK_TIMEOUT_MS }),
    },
    {
      page: 'consulta desde el QR del PDF',
      path: `/soat/consulta?placa=${plate}`,
      answered: (page) =>
        page.waitForFunction(
          (value) => [...document.querySelectorAll('input')].some((input) => input.value === value),
          plate,
          { timeout: LINK_TIMEOUT_MS },
        ),
    },
    {
      // the purchase filled from the policy it renews (issue 26, point 4)
      page: 'recordatorio: renovar',
      path: renewal,
      answered: (page) =>
        page
          .getByText(/Llenamos el vehículo y el tomador con los de la póliza que renuevas/)
          .waitFor({ timeout: LINK_TIMEOUT_MS }),
    },
    {
      // a purchase made without an account joins the signed-in one (issue 26, point 5); the link is
      // single-use, so each load opens a link of its own
      page: 'mis pólizas: agregar compra',
      loads: claims,
      answered: (page) => page.getByText('Agregamos 1 póliza a tus pólizas.').waitFor({ timeout: LINK_TIMEOUT_MS }),
    },
  ];
}

/** A policy's rating link that was already used (rated through the API). */
async function usedRatingToken(apiUrl, ratingToken) {
  const token = await ratingToken('bench-used');
  const response = await fetch(`${apiUrl}/api/calificaciones`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token, estrellas: 5, comentario: 'Rápido.', recomendaria: true }),
  });
  if (response.status !== 201) throw new Error(`POST /api/calificaciones: ${response.status} ${await response.text()}`);
  return token;
}

/** The purchase form's draft as a tab keeps it after a quote (sessionStorage), for its later steps. */
async function purchaseDraft(apiUrl) {
  const response = await fetch(`${apiUrl}/soat/api/v1/cotizaciones`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(QUOTE_BODY),
  });
  if (response.status !== 200) throw new Error(`POST /cotizaciones: ${response.status} ${await response.text()}`);
  const { placa, vehiculo } = QUOTE_BODY;
  // the form holds what was typed: text
  const vehicle = { placa, vehiculo: Object.fromEntries(Object.entries(vehiculo).map(([k, v]) => [k, String(v)])) };
  const draft = { vehicle, quote: await response.json(), holder: { tomador: {} }, requestId: null };
  // kept as the page keeps it (zustand's persist, remote-soat/src/features/purchase/purchase-draft-store.ts)
  return ['soat:comprar-soat', JSON.stringify({ state: { draft }, version: 0 })];
}

/**
 * What the pages are measured with, made through the API: a purchase request waiting for its payment
 * (`purchaseRequest`, for `BENCH_PLATE`), the purchase form's draft, rating links minted by the
 * bench's integrator (`ratingToken`): one to type into, a fresh one, a used one; and the two links the
 * API emails, a renewal reminder's and a claim's (emailed-links.mjs).
 */
export async function firstInteractionFixtures(apiUrl, { purchaseRequest, ratingToken }) {
  const request = await purchaseRequest();
  return {
    request,
    resultRequest: request,
    plate: BENCH_PLATE,
    draft: await purchaseDraft(apiUrl),
    token: await ratingToken('bench-interaction'),
    fresh: { token: await ratingToken('bench-link'), name: 'Laura' },
    used: await usedRatingToken(apiUrl, ratingToken),
    renewal: await renewalLinkPath(apiUrl, 'BRN123'),
    claims: await Promise.all(
      Array.from({ length: LINK_LOADS }, (_, load) => claimLink(apiUrl, `BC${'LMNPQRSTVW'[load % 10]}12${load % 10}`)),
    ),
  };
}

/** Measures both and prints them; a missed budget is added to `failures`. */
export async function reportFirstInteractions(portalUrl, fixtures, failures) {
  const browser = await chromium.launch({ executablePath: chromiumPath });
  try {
    console.log(
      `\nPrimera interacción en un teléfono (${phone.viewport.width}×${phone.viewport.height}, táctil, CPU ${CPU_SLOWDOWN}× más lenta), ` +
        `la interacción más larga (Event Timing), mediana de ${LOADS} cargas: al tocar y escribir justo después de la carga, ` +
        `y al tocar el título cada ${PROBE_EVERY_MS} ms mientras la aplicación arranca:`,
    );
    for (const target of interactionTargets(fixtures).filter(
      (one) => !ONLY_PAGES || new RegExp(ONLY_PAGES).test(one.page),
    )) {
      const loads = [];
      for (let load = 0; load < LOADS; load += 1) {
        loads.push(
          await oneLoad(browser, `${portalUrl}${target.path}`, target).catch((error) => {
            const failed = { name: `error: ${error.message.split('\n')[0]}`, duration: Number.POSITIVE_INFINITY };
            return { typing: failed, starting: failed, lost: null };
          }),
        );
      }
      for (const [label, part] of [
        ['al escribir', 'typing'],
        ['al arrancar', 'starting'],
      ]) {
        const parts = loads.map((load) => load[part]);
        const middle = median(parts.map((one) => one.duration));
        console.log(
          `  ${target.page.padEnd(28)} ${label} mediana ${String(Math.round(middle)).padStart(5)} ms  ` +
            `(cargas: ${parts.map((one) => Math.round(one.duration)).join(', ')}; la más lenta: ${describe(longestOf(parts))})`,
        );
        if (!(middle <= BUDGETS.firstInteractionMs))
          failures.push(
            `interacción en ${target.page} ${label}: ${Math.round(middle)} ms > ${BUDGETS.firstInteractionMs}`,
          );
      }
      const lost = loads.find((load) => load.lost !== null);
      if (lost) failures.push(`${target.page}: se perdió lo escrito durante el arranque (quedó «${lost.lost}»)`);
    }

    console.log(
      `\nRespuesta de una página que depende de su enlace, sin tocar nada (mismo teléfono), mediana de ${LINK_LOADS} cargas:`,
    );
    for (const target of linkTargets(fixtures)) {
      const loads = [];
      for (let load = 0; load < LINK_LOADS; load += 1) {
        const opened = target.loads?.[load] ?? target;
        loads.push(
          await linkAnswer(browser, `${portalUrl}${opened.path}`, {
            answered: target.answered,
            accessToken: opened.accessToken,
          }),
        );
      }
      // a load with no answer is the page's failure, whatever the others did
      const ms = loads.includes(null) ? null : median(loads);
      console.log(
        `  ${target.page.padEnd(30)} ${ms === null ? `sin respuesta en ${LINK_TIMEOUT_MS / 1000} s` : `mediana ${ms} ms`}` +
          ` (cargas: ${loads.map((one) => one ?? '—').join(', ')})`,
      );
      if (ms === null || ms > BUDGETS.linkAnswerMs)
        failures.push(
          `${target.page}: ${ms === null ? 'sin respuesta' : `${ms} ms`} > ${BUDGETS.linkAnswerMs} ms sin tocar la página`,
        );
    }
  } finally {
    await browser.close();
  }
}
