// A page that depends on its link (a rating link, the result page, the consult opened from the PDF's QR, a
// renewal reminder's link, the link that adds a purchase to an account: emailed-links.ts) must show its
// answer with no input at all (issue 23): the time from navigation to that answer on the slowed phone
// (phone-page.ts), median of BENCH_LINK_LOADS loads (3), at most LINK_ANSWER_BUDGET_MS.
import { median } from './lighthouse.ts';
import type { Browser, Page } from '@playwright/test';
import { phonePage } from './phone-page.ts';

// issue 23: 2.5 s; issue 46: 1.5 s
export const LINK_ANSWER_BUDGET_MS = 1500;
/** Loads of each page that depends on its link: the figure is their median (one load is too noisy to budget). */
export const LINK_LOADS = Number(process.env.BENCH_LINK_LOADS ?? 3);
/** Only the pages whose name matches this pattern (to look into some; a full run checks the budget on all). */
const ONLY_PAGES = process.env.BENCH_LINK_PAGES;
/** How long a page may take to answer its link before the bench gives up on it. */
const LINK_TIMEOUT_MS = 15_000;

/** What the links are made of (first-interaction.ts's fixtures, made through the API). */
export interface LinkFixtures {
  fresh: { token: string; name: string };
  used: string;
  resultRequest: string;
  plate: string;
  renewal: string;
  claims: { path: string; accessToken: string }[];
}

/** A page that depends on its link: where it is (or one link a load), and what it shows once answered. */
interface LinkTarget {
  page: string;
  path?: string;
  loads?: { path: string; accessToken?: string }[];
  answered: (page: Page) => Promise<unknown>;
}

/** Milliseconds from navigation until `answered(page)` resolves, with no input at all (null: not within the limit). */
async function linkAnswer(
  browser: Browser,
  url: string,
  { answered, accessToken }: { answered: LinkTarget['answered']; accessToken?: string },
) {
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

/** Pages that depend on their link, and what each shows once it has read it. */
export function linkTargets({ fresh, used, resultRequest, plate, renewal, claims }: LinkFixtures): LinkTarget[] {
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
          (value: string) => [...document.querySelectorAll('input')].some((input) => input.value === value),
          plate,
          { timeout: LINK_TIMEOUT_MS },
        ),
    },
    {
      // the purchase filled from the policy it renews (issue 26, point 4), saying when the new one starts
      // (issue 41)
      page: 'recordatorio: renovar',
      path: renewal,
      answered: (page) =>
        page.getByText(/^La nueva póliza empieza el \d+ de \p{L}+ de \d{4}/u).waitFor({ timeout: LINK_TIMEOUT_MS }),
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

/** Opens each page LINK_LOADS times in `browser` and prints the medians; a missed budget is added to `failures`. */
export async function reportLinkAnswers(
  browser: Browser,
  portalUrl: string,
  fixtures: LinkFixtures,
  failures: string[],
) {
  console.log(
    `\nRespuesta de una página que depende de su enlace, sin tocar nada (mismo teléfono), mediana de ${LINK_LOADS} cargas:`,
  );
  for (const target of linkTargets(fixtures).filter((one) => !ONLY_PAGES || new RegExp(ONLY_PAGES).test(one.page))) {
    const loads: (number | null)[] = [];
    for (let load = 0; load < LINK_LOADS; load += 1) {
      const opened: { path?: string; accessToken?: string } = target.loads?.[load] ?? target;
      loads.push(
        await linkAnswer(browser, `${portalUrl}${opened.path}`, {
          answered: target.answered,
          accessToken: opened.accessToken,
        }),
      );
    }
    // a load with no answer is the page's failure, whatever the others did
    const ms = loads.includes(null) ? null : median(loads as number[]);
    console.log(
      `  ${target.page.padEnd(30)} ${ms === null ? `sin respuesta en ${LINK_TIMEOUT_MS / 1000} s` : `mediana ${ms} ms`}` +
        ` (cargas: ${loads.map((one) => one ?? '—').join(', ')})`,
    );
    if (ms === null || ms > LINK_ANSWER_BUDGET_MS)
      failures.push(
        `${target.page}: ${ms === null ? 'sin respuesta' : `${ms} ms`} > ${LINK_ANSWER_BUDGET_MS} ms sin tocar la página`,
      );
  }
}
