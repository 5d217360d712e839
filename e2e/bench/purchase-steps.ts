// From the home page's plate box to a paid policy (issue 8's journey a, a motorcycle paid by the
// approving test card at the sandbox gateway): how many screens a person goes through and how
// many fields they fill in. Walked in Chromium on a started portal; every screen is recorded as
// it is shown (its address and heading) with the fields filled on it. Reported, never asserted
// here: bench.ts holds the budget.
import { chromium, type Locator, type Request } from '@playwright/test';
import { chromiumPath } from '../chromium-path.ts';
import { cacheLifetime } from './network-log.ts';

const TIMEOUT_MS = 20_000;

const letters = 'BCDFGHJKLMNPRSTVWXYZ';
const letter = () => letters.charAt(Math.floor(Math.random() * letters.length));
/** A motorcycle plate (ABC12D) no earlier run of the bench used, most likely. */
const newMotorcyclePlate = () =>
  `${letter()}${letter()}${letter()}${String(Math.floor(Math.random() * 100)).padStart(2, '0')}${letter()}`;
/**
 * A car plate the sandbox RUNT registers to CC 1020304050 (api/src/sandbox-runt/README.md: the family
 * X[A-J]?999), a Renault Logan 2019 of tariff 521.
 */
const newRuntCarPlate = () =>
  `X${'ABCDEFGHIJ'.charAt(Math.floor(Math.random() * 10))}${letter()}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
const RUNT_OWNER_DOCUMENT = '1020304050';
/** The sandbox's Nequi number that approves by itself a few seconds after the push (README.md's test data). */
const NEQUI_APPROVING_MOBILE = '3991111111';
/** How long the Nequi wait may take to show the policy: the sandbox approves in seconds, the page asks every 3 s. */
const NEQUI_APPROVAL_MS = 45_000;

/** How the walk pays: the approving test card at the gateway's checkout, or the approving Nequi number. */
export type WalkPayment = 'card' | 'nequi';

/** A screen of the walk: its heading, its address, and the labels of the fields filled on it. */
export interface Screen {
  screen: string;
  path: string;
  fields: string[];
}

/** Which server a request of the walk cost (see classify). */
type RequestKind = 'api' | 'gateway' | 'frontEnd' | 'cdn';
interface Classified {
  kind: RequestKind;
  page: boolean;
  bytes: number;
}

/**
 * Walks the purchase and answers `{ screens, fields, list }`: `list` has one entry per screen
 * shown, `{ screen, path, fields: [labels filled in] }`, in order. `runt`: a car the RUNT knows, read
 * with the owner's document (issue 26, point 2), the holder's document and names coming with it;
 * otherwise a motorcycle typed from the registration card. `payment`: the card (chosen to start with), or
 * Nequi with the holder's mobile (the sandbox's approving number, typed once on the holder's step and filled
 * in on the payment page), approved in the app while the result page waits.
 */
export async function measurePurchaseSteps(
  portalUrl: string,
  { runt = false, payment: paidBy = 'card' }: { runt?: boolean; payment?: WalkPayment } = {},
) {
  const browser = await chromium.launch({ executablePath: chromiumPath });
  const list: Screen[] = [];
  const portalOrigin = new URL(portalUrl).origin;
  const finished: Promise<Classified>[] = [];
  let requests = tally([]);
  try {
    const page = await browser.newPage({ locale: 'es-CO' });
    page.setDefaultTimeout(TIMEOUT_MS);
    page.on('requestfinished', (request) => finished.push(classify(request)));

    /** A new screen, named by its step heading (or its page heading when it has no steps). */
    const screen = async (heading: Locator) => {
      await heading.waitFor();
      const url = new URL(page.url());
      // the portal's own pages by path; another site (the gateway) by its whole address
      const path = url.origin === portalOrigin ? `${url.pathname}${url.search}` : `${url.origin}${url.pathname}`;
      const entry: Screen = { screen: ((await heading.textContent()) ?? '').trim(), path, fields: [] };
      list.push(entry);
      return entry;
    };
    const fill = async (entry: Screen, label: string, locator: Locator, value: string) => {
      await locator.fill(value);
      entry.fields.push(label);
    };
    const select = async (entry: Screen, label: string, locator: Locator, option: string) => {
      await locator.selectOption(option);
      entry.fields.push(label);
    };
    const check = async (entry: Screen, label: string, locator: Locator) => {
      // as a keyboard ticks it (the terms' styled box covers its native input)
      await locator.focus();
      await page.keyboard.press('Space');
      entry.fields.push(label);
    };
    const h1 = (name: string) => page.getByRole('heading', { level: 1, name });
    const h2 = (name: string) => page.getByRole('heading', { level: 2, name });

    await page.goto(`${portalUrl}/home`);
    const home = await screen(h1('Tu SOAT en minutos, con las tarifas oficiales'));
    const box = page.getByRole('form', { name: 'Placa de tu vehículo' });
    const plate = runt ? newRuntCarPlate() : newMotorcyclePlate();
    await fill(home, 'Placa', box.getByRole('textbox', { name: 'Placa de tu vehículo' }), plate);
    if (runt) {
      const owner = box.getByRole('textbox', { name: 'Cédula del propietario (opcional)' });
      await fill(home, 'Cédula del propietario', owner, RUNT_OWNER_DOCUMENT);
    }
    await box.getByRole('button', { name: 'Cotizar SOAT' }).click();

    const vehicle = await screen(h2('Datos del vehículo'));
    if (runt) {
      // the owner's document came from the home page's box: the RUNT is read at once
      await page.getByText(/^Traemos los datos del RUNT/).waitFor();
      // the RUNT's vehicle is priced on this screen (ADR 034), from today: on to the holder
      await page.getByRole('row', { name: /Total a pagar/ }).waitFor();
      await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    } else {
      await select(vehicle, 'Clase de vehículo', page.getByLabel('Clase de vehículo'), 'motocicleta');
      await select(vehicle, 'Servicio', page.getByLabel('Servicio'), 'particular');
      await fill(vehicle, 'Modelo (año)', page.getByLabel('Modelo (año)'), '2022');
      await fill(vehicle, 'Cilindraje (c.c.)', page.getByLabel('Cilindraje (c.c.)'), '150');
      await page.getByRole('button', { name: 'Cotizar', exact: true }).click();
      // the start of the validity is already today: nothing to fill in
      await screen(h2('Precio y vigencia'));
      await page.getByRole('button', { name: 'Continuar' }).click();
    }

    const holder = await screen(h2('Datos del tomador'));
    const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const holderFields: [string, string][] = [
      ['Número de documento', String(10_000_000 + Math.floor(Math.random() * 89_999_999))],
      ['Nombres', 'Laura Marcela'],
      ['Apellidos', 'Gómez Pardo'],
      ['Correo electrónico', `laura.bench.${id}@ejemplo.co`],
      ['Celular', paidBy === 'nequi' ? NEQUI_APPROVING_MOBILE : '3001234567'],
      ['Dirección', 'Calle 10 # 5-20'],
      ['Ciudad o municipio', 'Bogotá'],
    ];
    for (const [label, value] of holderFields) {
      // what the RUNT brought (the owner's document and names) is there already: not a field the person fills
      const field = page.getByLabel(label);
      if ((await field.inputValue()) === '') await fill(holder, label, field, value);
    }
    await check(holder, 'Acepto los términos', page.getByRole('checkbox', { name: /Acepto los/ }));
    // makes the purchase request: the payment page is its summary
    await page.getByRole('button', { name: 'Continuar al pago' }).click();

    const payment = await screen(h1('Paga tu SOAT'));
    await h2('Revisa tu compra').waitFor();
    if (paidBy === 'nequi') {
      await check(payment, '¿Cómo quieres pagar?', page.getByRole('radio', { name: /^Nequi/ }));
      // the holder's mobile comes filled in from the holder's step: typed only when it is not there
      const mobile = page.getByRole('textbox', { name: /Celular de tu cuenta Nequi/ });
      await mobile.waitFor();
      if ((await mobile.inputValue()) === '')
        await fill(payment, 'Celular de tu cuenta Nequi', mobile, NEQUI_APPROVING_MOBILE);
      await page.getByRole('button', { name: /^Pagar \$/ }).click();
      await screen(h2('Aprueba el pago en tu app Nequi'));
      // the page learns the approval by itself, without a reload
      await h2('¡Listo! Tu SOAT está expedido').waitFor({ timeout: NEQUI_APPROVAL_MS });
    } else {
      // the card comes chosen (ADR 034): a choice made only when it is not
      const card = page.getByRole('radio', { name: /^Tarjeta de crédito o débito/ });
      if (!(await card.isChecked())) await check(payment, '¿Cómo quieres pagar?', card);
      await page.getByRole('button', { name: /^Pagar \$/ }).click();

      const checkout = await screen(h1('Pagar con tarjeta'));
      const expiry = `12/${String((new Date().getFullYear() + 2) % 100).padStart(2, '0')}`;
      for (const [label, value] of [
        ['Número de la tarjeta', '4242 4242 4242 4242'],
        ['Nombre del titular', 'Laura Gomez'],
        ['Vencimiento (MM/AA)', expiry],
        ['Código de seguridad (CVC)', '123'],
      ] as const) {
        // the holder's name comes from the purchase (Wompi's customer_data): typed only when it is not there
        const field = page.getByLabel(label);
        if ((await field.inputValue()) === '') await fill(checkout, label, field, value);
      }
      await page.getByRole('button', { name: /^Pagar \$/ }).click();
    }
    await screen(h2('¡Listo! Tu SOAT está expedido'));
    await page.waitForLoadState('networkidle');
    requests = tally(await Promise.all(finished));
  } catch (error) {
    const reached = list.map((entry) => entry.screen).join(' → ') || 'nada';
    throw new Error(
      `La compra no llegó a la póliza pagada (pantallas recorridas: ${reached}): ${(error instanceof Error ? error.message : String(error)).split('\n')[0]}`,
      {
        cause: error,
      },
    );
  } finally {
    await browser.close();
  }
  return {
    screens: list.length,
    fields: list.reduce((sum, entry) => sum + entry.fields.length, 0),
    list,
    requests,
  };
}

/**
 * What a request of the walk cost which server (ADR 027's capacity model): the API's calls, the gateway's
 * checkout, and the front ends' files, split by whether a CDN may keep them (hashed, immutable) or must
 * ask the front end again (pages, config, manifests: no-cache).
 */
async function classify(request: Request): Promise<Classified> {
  const { pathname } = new URL(request.url());
  const response = await request.response();
  const sizes = await request.sizes().catch(() => ({ responseBodySize: 0 }));
  const cacheControl = (await response?.headerValue('cache-control')) ?? '';
  let kind: RequestKind = 'frontEnd';
  if (pathname.startsWith('/sandbox-pasarela')) kind = 'gateway';
  // the API's paths (/soat/api/v1/…, /api/…); no front end's has /api/ in it
  else if (/(^|\/)api\//.test(pathname)) kind = 'api';
  else if (cacheLifetime(cacheControl) === 'immutable') kind = 'cdn';
  return { kind, page: request.resourceType() === 'document', bytes: sizes.responseBodySize };
}

function tally(requests: Classified[]) {
  const totals = { api: 0, gateway: 0, frontEnd: 0, frontEndPages: 0, cdn: 0, frontEndBytes: 0, cdnBytes: 0 };
  for (const { kind, page, bytes } of requests) {
    totals[kind] += 1;
    if (kind === 'frontEnd' && page) totals.frontEndPages += 1;
    if (kind === 'frontEnd' || kind === 'cdn') totals[`${kind}Bytes`] += bytes;
  }
  return totals;
}
