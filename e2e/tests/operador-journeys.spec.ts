import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { approvedCardForm, CAR, newHolder, newPlate, TEST_BANKS } from '../fixtures/soat';
import { expectNoViolations } from '../fixtures/axe';
import { expect, test } from '../fixtures/test';

// The back office's work as its people do it (issue 44), through the host against the real API: an agent
// finds a purchase and resends its certificate, and a supervisor reads what was done in the audit trail; a
// PSE payment the gateway cannot return waits for a person, who marks it refunded, and the customer hears;
// a report the RUNT refused is retried by a supervisor; an administrator adds and disables an agent.
// The agent and the supervisor are made by run-e2e.ts with api/scripts/create-operator.ts (OPERATOR_STAFF);
// each signs in through the API (password, then the second factor enrolled with its secret, as the sign-in
// page does: operador.spec.ts walks that page), and the page is opened with the session it got.

const API_URL = process.env.API_URL ?? 'http://localhost:4000';
type Person = { email: string; name: string; password: string };
const STAFF = JSON.parse(process.env.OPERATOR_STAFF ?? '{}') as Partial<
  Record<'agente' | 'supervisor' | 'administrador', Person>
>;

/** The outbox's emails to `address` that carry the policy's certificate (a PDF). */
async function certificatesTo(request: APIRequestContext, address: string) {
  const response = await request.get(`${API_URL}/desarrollo/correos`, { params: { para: address } });
  const { correos } = (await response.json()) as { correos: { adjuntos: { tipo: string }[] }[] };
  return correos.filter((email) => email.adjuntos.some(({ tipo }) => tipo === 'application/pdf')).length;
}

const sessions = new Map<string, string>();
/** The secrets the staff enrolled, kept beside the run (a worker that restarts after a failure signs in again). */
const secretsFile = join(tmpdir(), `soat-e2e-operators-${process.env.OPERATOR_EMAIL ?? 'none'}.json`);
const readSecrets = (): Record<string, string> =>
  existsSync(secretsFile) ? (JSON.parse(readFileSync(secretsFile, 'utf8')) as Record<string, string>) : {};

/**
 * An operator's session token, signed in through the API: the password, then the second factor, enrolled
 * with its secret the first time (as the sign-in page does) and with the authenticator's code after that.
 */
async function signIn(request: APIRequestContext, person: Person | undefined): Promise<string> {
  expect(person, 'run-e2e.ts creates the staff').toBeDefined();
  const { email, password } = person!;
  const known = sessions.get(email);
  if (known) return known;
  let accessToken = '';
  // a code is good once: one already used this half-minute is refused, and the next one is waited for
  await expect(async () => {
    const first = await request.post(`${API_URL}/operador/api/v1/sesion`, {
      data: { correoElectronico: email, clave: password },
    });
    expect(first.status()).toBe(200);
    const { desafio, enrolamiento } = (await first.json()) as { desafio: string; enrolamiento?: { secreto: string } };
    const secret = enrolamiento?.secreto ?? readSecrets()[email];
    expect(secret, 'the secret this run enrolled').toBeDefined();
    const code = new TOTP({ secret: Secret.fromBase32(secret!) }).generate();
    const second = await request.post(`${API_URL}/operador/api/v1/sesion/segundo-factor`, {
      data: { desafio, codigo: code },
    });
    expect(second.status()).toBe(200);
    if (enrolamiento) writeFileSync(secretsFile, JSON.stringify({ ...readSecrets(), [email]: secret }));
    ({ accessToken } = (await second.json()) as { accessToken: string });
  }).toPass({ intervals: [5_000], timeout: 45_000 });
  sessions.set(email, accessToken);
  return accessToken;
}

/** Opens a back-office page with an operator's session, as the sign-in leaves it (this tab's sessionStorage). */
async function openAs(page: Page, token: string, path: string) {
  await page.addInitScript((value) => sessionStorage.setItem('operatorAccessToken', value), token);
  await page.goto(path, { waitUntil: 'networkidle' });
  await page.keyboard.press('Tab'); // starts the app on the page the server wrote
}

test('an agent finds a purchase by its plate and resends its certificate; a supervisor sees it in the audit trail', async ({
  page,
  request,
  soat,
  pageErrors,
}) => {
  const plate = newPlate('car');
  const holder = newHolder();
  const { poliza } = await soat.buyPolicy({ placa: plate, vehiculo: CAR, tomador: holder });
  await expect.poll(() => certificatesTo(request, holder.correoElectronico)).toBe(1);

  // the agent: Find, by the plate as a customer says it on the phone
  await openAs(page, await signIn(request, STAFF.agente), '/operador');
  await page.getByRole('navigation', { name: 'Herramientas' }).getByRole('link', { name: 'Buscar compras' }).click();
  await expect(page).toHaveURL(/\/operador\/buscar$/);
  await page.getByRole('searchbox', { name: /Placa, documento, póliza, solicitud o correo/ }).fill(plate.toLowerCase());
  await page.getByRole('button', { name: 'Buscar' }).click();
  const found = page.getByRole('article', { name: new RegExp(`^Placa ${plate}`) });
  await expect(found).toContainText(`Póliza ${poliza.numeroPoliza}`);
  // masked until a reason is given
  await expect(found).not.toContainText(holder.numeroDocumento);
  await expectNoViolations(page, 'Find with a result');

  // the purchase's story, and the certificate sent again to the holder
  await found.getByRole('link', { name: `Ver la historia de la compra de la placa ${plate}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Compra de la placa ${plate}` })).toBeVisible();
  await page.getByRole('button', { name: 'Reenviar certificado' }).click();
  await expectNoViolations(page, 'the timeline asking to confirm the resend');
  await page.getByRole('button', { name: 'Sí, reenviar' }).click();
  await expect(page.getByText('El certificado de la póliza volverá a enviarse al correo del tomador.')).toBeVisible();
  await expect.poll(() => certificatesTo(request, holder.correoElectronico), { timeout: 15_000 }).toBe(2);

  // the supervisor: the agent's action, with who did it, in the audit trail, filtered to purchases
  await page.evaluate(() => sessionStorage.clear());
  const supervisor = await browserContextPage(page);
  await openAs(supervisor, await signIn(request, STAFF.supervisor), '/operador/auditoria');
  await supervisor.getByLabel(/^Acción/).selectOption({ label: 'Compras' });
  await supervisor.getByRole('button', { name: 'Filtrar' }).click();
  await expect(
    supervisor.getByRole('article', { name: `compra.certificado-reenviado · ${STAFF.agente!.email}` }).first(),
  ).toBeVisible();
  await expectNoViolations(supervisor, 'the audit trail');

  // and what customers said, week by week
  await supervisor.getByRole('link', { name: '← Volver al resumen' }).click();
  await supervisor
    .getByRole('navigation', { name: 'Herramientas' })
    .getByRole('link', { name: 'Calificaciones' })
    .click();
  await expect(supervisor.getByRole('figure', { name: 'Estrellas por semana' })).toBeVisible();
  await expectNoViolations(supervisor, 'the ratings');
  await supervisor.context().close();
  expect(pageErrors).toEqual([]);
});

test('a PSE payment that cannot become a policy waits for a person; marked refunded with the bank’s reference, the customer sees «reembolsada» and gets the email', async ({
  page,
  request,
  soat,
  pageErrors,
}) => {
  // two requests for one plate and period reach the gateway; the card pays first and gets the policy
  const plate = newPlate('car');
  const holder = newHolder();
  const first = await soat.createRequest({ placa: plate, vehiculo: CAR, tomador: holder });
  const second = await soat.createRequest({ placa: plate, vehiculo: CAR, tomador: holder });
  const byCard = await soat.startPayment(first.idSolicitudSoat, { card: true });
  const byBank = await soat.startPayment(second.idSolicitudSoat, { bank: TEST_BANKS.approves });
  await soat.payAtCheckout(byCard, approvedCardForm());
  await soat.waitForRequest(first.idSolicitudSoat, (purchase) => purchase.poliza !== null);
  // the bank pays too: no policy for it, and the gateway cannot give a PSE payment back
  await soat.payAtCheckout(byBank, { accion: 'pagar' });
  await soat.waitForRequest(second.idSolicitudSoat, ({ estado }) => estado === 'reembolso-en-gestion', 30_000);
  // the holder was told a person will return it
  await soat.emailWithSubject(holder.correoElectronico, /^Estamos devolviendo /);

  // the supervisor's queue: the refund, marked with the bank's reference
  await openAs(page, await signIn(request, STAFF.supervisor), '/operador/colas/reembolsos');
  const item = page.getByRole('listitem').filter({ hasText: `placa ${plate}` });
  await expect(item).toContainText('PSE');
  await item.getByRole('button', { name: 'Marcar reembolsado' }).click();
  await item.getByLabel(/^Referencia del banco/).fill('CONSIG-2026-7781');
  await expectNoViolations(page, 'the refunds queue marking one');
  await item.getByRole('button', { name: 'Registrar reembolso' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: `placa ${plate}` })).toHaveCount(0);

  // the customer: the request refunded, and the email saying the money was sent
  await soat.waitForRequest(second.idSolicitudSoat, ({ estado }) => estado === 'reembolsada');
  const email = await soat.emailWithSubject(holder.correoElectronico, /^Te consignamos /);
  expect(email.asunto).toContain(`del SOAT de la placa ${plate}`);
  expect(email.texto).toContain('por PSE');
  const customer = await browserContextPage(page);
  await customer.goto(`/cotizar-soat/pagos/respuesta-pago-soat/${second.idSolicitudSoat}`);
  await expect(customer.getByRole('heading', { level: 2, name: 'Te devolvimos el dinero' })).toBeVisible();
  await customer.context().close();
  expect(pageErrors).toEqual([]);
});

test('an administrator creates an agent, who then signs in; disabled, the agent’s session stops at once', async ({
  page,
  request,
  pageErrors,
}) => {
  await openAs(page, await signIn(request, STAFF.administrador), '/operador/operadores');
  const form = page.getByRole('form', { name: 'Crear un operador' });
  const agent: Person = {
    email: `nuevo.${Date.now()}@ejemplo.co`,
    name: 'Agente Nuevo',
    password: 'clave-inicial-del-turno',
  };
  await form.getByLabel(/^Nombre/).fill(agent.name);
  await form.getByLabel(/^Correo electrónico/).fill(agent.email);
  await form.getByLabel(/^Clave inicial/).fill(agent.password);
  await expectNoViolations(page, 'the operators’ page');
  await form.getByRole('button', { name: 'Crear operador' }).click();
  await expect(page.getByText(`Creamos a ${agent.name}. Ya puede entrar con su clave inicial.`)).toBeVisible();
  const card = page.getByRole('article', { name: agent.name });
  await expect(card).toContainText('Activo · segundo factor pendiente');

  // the new agent signs in (enrolling the second factor) and reads the queues
  const token = await signIn(request, agent);
  const summary = () =>
    request.get(`${API_URL}/operador/api/v1/resumen`, { headers: { Authorization: `Bearer ${token}` } });
  expect((await summary()).status()).toBe(200);

  // disabled: the session the agent holds is refused from then on
  await card.getByRole('button', { name: 'Desactivar' }).click();
  await expect(page.getByText(`Desactivamos a ${agent.name}.`)).toBeVisible();
  await expect(card).toContainText('Desactivado');
  expect((await summary()).status()).toBe(401);
  expect(pageErrors).toEqual([]);
});

test('a supervisor retries a report the RUNT refused: it is filed, and the purchase’s story says so', async ({
  page,
  request,
  soat,
  pageErrors,
}) => {
  // the RUNT sandbox refuses the first report of an XRF503 policy; run-e2e.ts gives a report one try
  // (RUNT_REPORT_MAX_ATTEMPTS=1), so it waits for a person at once
  const plate = 'XRF503';
  const { poliza, idSolicitudSoat } = await soat.buyPolicy({
    placa: plate,
    vehiculo: { clase: 'automovil', servicio: 'particular', cilindraje: 1598, modelo: 2019, pasajeros: 5 },
    tomador: newHolder(),
  });
  const token = await signIn(request, STAFF.supervisor);
  /** Whether the policy's report is listed in `estado`. */
  const reportIs = async (status: 'fallida' | 'reportada') => {
    const answer = await request.get(`${API_URL}/operador/api/v1/reportes-runt`, {
      params: { estado: status },
      headers: { Authorization: `Bearer ${token}` },
    });
    const { reportes } = (await answer.json()) as { reportes: { numeroPoliza: string }[] };
    return reportes.some((report) => report.numeroPoliza === poliza.numeroPoliza);
  };
  await expect.poll(() => reportIs('fallida'), { timeout: 20_000 }).toBe(true);

  await openAs(page, token, '/operador');
  await page.getByRole('article', { name: 'Reportes al RUNT fallidos' }).getByRole('link').click();
  const item = page.getByRole('listitem').filter({ hasText: `Póliza ${poliza.numeroPoliza}` });
  await expect(item).toContainText(`placa ${plate}`);
  await expectNoViolations(page, 'the failed RUNT reports');
  await item.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: `Póliza ${poliza.numeroPoliza}` })).toHaveCount(0);
  await expect.poll(() => reportIs('reportada'), { timeout: 20_000 }).toBe(true);

  // the purchase's story: the report filed after the operator's retry
  await page.goto(`/operador/compras/${idSolicitudSoat}`, { waitUntil: 'networkidle' });
  await page.keyboard.press('Tab');
  await expect(page.getByRole('heading', { level: 1, name: `Compra de la placa ${plate}` })).toBeVisible();
  await expect(page.getByText('El RUNT recibió el reporte de la póliza')).toBeVisible();
  await expectNoViolations(page, 'the timeline of a report retried');
  expect(pageErrors).toEqual([]);
});

test('an agent opens the operations page from the first page; without a Prometheus it says so, by keyboard and axe clean', async ({
  page,
  request,
  pageErrors,
}) => {
  // run-e2e.ts's API has no PROMETHEUS_URL, as under `npm start` (the deployment test reads the charts)
  await openAs(page, await signIn(request, STAFF.agente), '/operador');
  await page.getByRole('navigation', { name: 'Herramientas' }).getByRole('link', { name: 'Operación' }).click();
  await expect(page).toHaveURL(/\/operador\/operaciones$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Operación' })).toBeVisible();
  const status = page.getByRole('status').filter({ hasText: 'Paneles no disponibles' });
  await expect(status).toContainText('este servidor no tiene configurado Prometheus (PROMETHEUS_URL)');
  // the period is a labelled control the keyboard reaches and changes
  const period = page.getByRole('combobox', { name: 'Periodo' });
  await period.focus();
  await page.keyboard.press('ArrowUp');
  await expect(period).toHaveValue('6');
  await expect(status).toBeVisible();
  await expectNoViolations(page, 'the operations page without Prometheus');
  expect(pageErrors).toEqual([]);
});

/** A second tab of the browser, for another person at another desk. */
async function browserContextPage(page: Page): Promise<Page> {
  const context = await page.context().browser()!.newContext({ baseURL: process.env.PORTAL_URL });
  return context.newPage();
}
