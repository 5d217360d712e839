// What a customer feels on a phone (issue 23), which Lighthouse does not see: it stops at load, and our
// pages start their app on first use.
//   1. The first interaction: on a phone-sized touch screen with the CPU slowed 4×, each page with a form
//      or a control is loaded, and right after load its first control is tapped and typed into (a
//      select's options open outside the page, as on a phone: phone-page.ts); then the page's heading is
//      tapped every 300 ms until the app has taken the page over (input while it starts). The longest
//      interaction that Event Timing reports (an estimate of INP) of each part is the figure; median of
//      BENCH_INTERACTION_LOADS loads (9), the pages loaded in rounds.
//   2. A page that depends on its link must show its answer with no input at all (link-answers.ts),
//      on the same phone (phone-page.ts).
import { type Browser, chromium, type Locator, type Page } from '@playwright/test';
import { chromiumPath } from '../chromium-path.ts';
import { claimLink, renewalLinkPath } from './emailed-links.ts';
import { LINK_LOADS, reportLinkAnswers } from './link-answers.ts';
import { median, quantile } from './lighthouse.ts';
import { printMachineSpeed } from './machine-speed.ts';
import { CPU_SLOWDOWN, type InteractionTiming, type LongFrame, phone, phonePage } from './phone-page.ts';
import { QUOTE_BODY } from './quote-load.ts';

// issue 23: 200 ms; issue 46: 100 ms
export const BUDGETS = { firstInteractionMs: 100 };
/** The plate of the purchase request the bench makes (bench.ts), which its result page and the QR consult show. */
export const BENCH_PLATE = 'LHS123';
const LOADS = Number(process.env.BENCH_INTERACTION_LOADS ?? 9);
/** Only the pages whose name matches this pattern (to look into some; a full run checks the budget on all). */
const ONLY_PAGES = process.env.BENCH_INTERACTION_PAGES;
/** BENCH_LINKS_ONLY=1: the links' answers (part 2) alone, to look into them without the interactions' minutes. */
const LINKS_ONLY = Boolean(process.env.BENCH_LINKS_ONLY);

/** How often the restless visitor taps the page's heading while the app starts (ms). */
const PROBE_EVERY_MS = 300;

/** The longest interaction of a part: an Event Timing entry, or a stand-in with no phases (none, an error). */
type Longest = Pick<InteractionTiming, 'name' | 'duration'> & Partial<InteractionTiming> & { blocker?: string };

/** A page with a form or a control, and what a customer does first on it. */
interface InteractionTarget {
  page: string;
  path: string;
  control: (page: Page) => Locator;
  text?: string;
  keys?: string[];
  /** The sessionStorage entry a tab holds (the purchase form's draft). */
  sessionDraft?: [key: string, value: string];
}

/** A rating link's token minted as the bench's integrator, for `reference`. */
type MintToken = (reference: string) => Promise<string>;

/** An interaction and where its time went (Event Timing's phases), and what it waited behind. */
const describe = (entry: Longest) =>
  entry.wait === undefined || entry.handlers === undefined
    ? entry.name
    : `${entry.name}, espera ${Math.round(entry.wait)} + manejo ${Math.round(entry.handlers)} + pintura ${Math.round(entry.duration - entry.wait - entry.handlers)} ms` +
      (entry.blocker ? `; esperó tras los marcos largos: ${entry.blocker}` : '');

/**
 * The long animation frames that ran while the interaction waited for the main thread (the cause of its
 * wait), each as the moment it began (ms after the interaction came), its length and its longest script:
 * `entry` with them, when there were any.
 */
function withBlocker(entry: Longest, frames: LongFrame[]): Longest {
  if (entry.wait === undefined || entry.startTime === undefined) return entry;
  const came = entry.startTime;
  const handled = came + entry.wait;
  const during = frames.filter((one) => one.startTime < handled && one.startTime + one.duration > came);
  if (!during.length) return entry;
  const blocker = during
    .map((frame) => {
      const [script] = frame.scripts;
      return (
        `${Math.round(frame.duration)} ms desde ${Math.round(frame.startTime - came)}` +
        (script ? ` (${script.source} ${Math.round(script.duration)})` : '')
      );
    })
    .join(', ');
  return { ...entry, blocker };
}

const longestOf = (entries: Longest[]) =>
  entries.reduce<Longest>((max, entry) => (entry.duration > max.duration ? entry : max), { name: '-', duration: 0 });

/**
 * One load: tap the page's control right after load and type (the first interaction), then tap the page's
 * heading every PROBE_EVERY_MS until the app has taken the page over (input while the app starts: a person
 * reaching for the button). The longest interaction of each part.
 */
async function oneLoad(browser: Browser, url: string, target: InteractionTarget) {
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
    const { entries, frames } = await page.evaluate(() => ({
      entries: window.__benchInteractions,
      frames: window.__benchLongFrames,
    }));
    const kept = target.text ? await control.inputValue().catch(() => null) : null;
    return {
      typing: withBlocker(longestOf(entries.filter((entry) => entry.startTime < typed)), frames),
      starting: withBlocker(longestOf(entries.filter((entry) => entry.startTime >= typed)), frames),
      lost: target.text && kept !== null && !kept.includes(target.text) ? kept : null,
    };
  } finally {
    await context.close();
  }
}

const textbox = (name: string) => (page: Page) => page.getByRole('textbox', { name, exact: true }).first();

/**
 * The pages with a form or a control, each with what a customer does first. `request` is a purchase
 * request waiting for its payment, `draft` the purchase form's draft as a tab keeps it, `token` a fresh
 * rating link's token.
 */
export function interactionTargets({
  request,
  draft,
  token,
}: {
  request: string;
  draft: [string, string];
  token: string;
}): InteractionTarget[] {
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

/** A policy's rating link that was already used (rated through the API). */
async function usedRatingToken(apiUrl: string, ratingToken: MintToken) {
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
async function purchaseDraft(apiUrl: string): Promise<[string, string]> {
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
 * API emails, a renewal reminder's and a claim's (emailed-links.ts).
 */
export async function firstInteractionFixtures(
  apiUrl: string,
  { purchaseRequest, ratingToken }: { purchaseRequest: () => Promise<string>; ratingToken: MintToken },
) {
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
export async function reportFirstInteractions(
  portalUrl: string,
  fixtures: Awaited<ReturnType<typeof firstInteractionFixtures>>,
  failures: string[],
) {
  printMachineSpeed('teléfono');
  const browser = await chromium.launch({ executablePath: chromiumPath });
  try {
    console.log(
      `\nPrimera interacción en un teléfono (${phone.viewport.width}×${phone.viewport.height}, táctil, CPU ${CPU_SLOWDOWN}× más lenta), ` +
        `la interacción más larga (Event Timing), mediana de ${LOADS} cargas: al tocar y escribir justo después de la carga, ` +
        `y al tocar el título cada ${PROBE_EVERY_MS} ms mientras la aplicación arranca:`,
    );
    const targets = interactionTargets(fixtures).filter(
      (one) => !LINKS_ONLY && (!ONLY_PAGES || new RegExp(ONLY_PAGES).test(one.page)),
    );
    // in rounds, every page once a round: a moment of the shared machine's load lands on one load of many
    // pages, not on the consecutive loads that make one page's median
    const loadsOf = new Map(targets.map((target) => [target, [] as Awaited<ReturnType<typeof oneLoad>>[]]));
    for (let round = 0; round < LOADS; round += 1) {
      for (const target of targets) {
        loadsOf.get(target)?.push(
          await oneLoad(browser, `${portalUrl}${target.path}`, target).catch((error) => {
            const failed = {
              name: `error: ${(error instanceof Error ? error.message : String(error)).split('\n')[0]}`,
              duration: Number.POSITIVE_INFINITY,
            };
            return { typing: failed, starting: failed, lost: null };
          }),
        );
      }
    }
    for (const [target, loads] of loadsOf) {
      for (const [label, part] of [
        ['al escribir', 'typing'],
        ['al arrancar', 'starting'],
      ] as const) {
        const parts = loads.map((load) => load[part]);
        const durations = parts.map((one) => one.duration);
        const middle = median(durations);
        console.log(
          `  ${target.page.padEnd(28)} ${label} mediana ${String(Math.round(middle)).padStart(5)} ms, ` +
            `tercer cuartil ${String(Math.round(quantile(durations, 0.75))).padStart(5)} ms  ` +
            `(cargas: ${durations.map(Math.round).join(', ')}; la más lenta: ${describe(longestOf(parts))})`,
        );
        if (!(middle <= BUDGETS.firstInteractionMs))
          failures.push(
            `interacción en ${target.page} ${label}: ${Math.round(middle)} ms > ${BUDGETS.firstInteractionMs}`,
          );
      }
      const lost = loads.find((load) => load.lost !== null);
      if (lost) failures.push(`${target.page}: se perdió lo escrito durante el arranque (quedó «${lost.lost}»)`);
    }

    await reportLinkAnswers(browser, portalUrl, fixtures, failures);
  } finally {
    await browser.close();
  }
}
