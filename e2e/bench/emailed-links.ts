// The links the API emails that open a page which must answer on its own (first-interaction.ts, part 2):
// a renewal reminder's link to the purchase, and the link that adds purchases made without an account to
// one. Made as a customer makes them, through the API and its development outbox (DEV_OUTBOX, which the
// bench's portal has as `npm start` does): a policy bought with the sandbox's approving card, then the
// reminder's pass run as if 20 days were left, or the claim asked for from a signed-in account.
import { randomUUID } from 'node:crypto';
import { QUOTE_BODY } from './quote-load.ts';

const SOAT_API = '/soat/api/v1';

/** A call's options: a JSON body, a bearer token, more headers, and the status it must answer. */
interface CallOptions {
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
  expect?: number;
}

/** Calls the API; `Answer` names the fields of its JSON answer the bench reads (204: null). */
async function call<Answer>(
  apiUrl: string,
  method: string,
  path: string,
  { body, token, headers = {}, expect = 200 }: CallOptions = {},
): Promise<Answer> {
  const response = await fetch(`${apiUrl}${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (response.status !== expect) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (response.status === 204 ? null : await response.json()) as Answer;
}

const holder = (plate: string) => ({
  tipoDocumento: 'CC',
  numeroDocumento: String(10_000_000 + Math.floor(Math.random() * 89_999_999)),
  nombres: 'Laura',
  apellidos: 'Gómez Pardo',
  correoElectronico: `laura.${plate.toLowerCase()}.${Date.now().toString(36)}@ejemplo.co`,
  celular: '3001234567',
  direccion: 'Calle 10 # 5-20',
  ciudad: 'Bogotá',
});

/** A policy bought without an account and paid with the sandbox's approving card: its request, once issued. */
async function buyPolicy(apiUrl: string, plate: string) {
  const holderBody = holder(plate);
  const { idSolicitudSoat: id } = await call<{ idSolicitudSoat: string }>(apiUrl, 'POST', `${SOAT_API}/solicitudes`, {
    body: {
      placa: plate,
      vehiculo: QUOTE_BODY.vehiculo,
      inicioVigencia: new Date(Date.now() - 5 * 3600_000).toISOString().slice(0, 10),
      tomador: holderBody,
      aceptaTerminos: true,
    },
    expect: 201,
  });
  const { urlPasarela } = await call<{ urlPasarela: string }>(apiUrl, 'POST', `${SOAT_API}/solicitudes/${id}/pagos`, {
    body: { metodo: 'TARJETA' },
    headers: { 'idempotency-key': randomUUID() },
    expect: 201,
  });
  // the checkout's form as the payer's browser posts it
  const expiry = `12/${String((new Date().getFullYear() + 2) % 100).padStart(2, '0')}`;
  const paid = await fetch(urlPasarela, {
    method: 'POST',
    body: new URLSearchParams({
      numero: '4242 4242 4242 4242',
      titular: 'Laura Gomez',
      vencimiento: expiry,
      cvc: '123',
    }),
    redirect: 'manual',
  });
  if (paid.status !== 303) throw new Error(`the sandbox's checkout: ${paid.status} ${await paid.text()}`);
  // the gateway's event arrives on its own
  for (let tries = 0; tries < 60; tries += 1) {
    const request = await call<{ poliza?: { numeroPoliza: string } }>(apiUrl, 'GET', `${SOAT_API}/solicitudes/${id}`);
    if (request.poliza) return { tomador: holderBody, poliza: request.poliza };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the bench's policy for ${plate} was not issued`);
}

/** The path and query of the link in the newest email to `address` whose subject matches. */
async function emailedLink(apiUrl: string, address: string, subject: RegExp, pattern: RegExp) {
  for (let tries = 0; tries < 40; tries += 1) {
    const { correos } = await call<{ correos: { asunto: string; texto: string }[] }>(
      apiUrl,
      'GET',
      `/desarrollo/correos?${new URLSearchParams({ para: address })}`,
    );
    const email = correos.find((one) => subject.test(one.asunto));
    const link = email && pattern.exec(email.texto)?.[1];
    if (link) {
      const url = new URL(link);
      return `${url.pathname}${url.search}`;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no email "${subject}" to ${address} with its link`);
}

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A renewal reminder's "Renovar" link, as its 20-days-left pass writes it, for a policy bought now and moved
 * to its last 20 days (a renewal is sold only in the last 30) by the development route.
 */
export async function renewalLinkPath(apiUrl: string, plate: string) {
  const { tomador, poliza } = await buyPolicy(apiUrl, plate);
  const today = new Date(Date.now() - 5 * 3600_000).toISOString().slice(0, 10);
  const { finVigencia } = await call<{ finVigencia: string }>(
    apiUrl,
    'POST',
    `/desarrollo/polizas/${poliza.numeroPoliza}/fin`,
    {
      body: { finVigencia: addDays(today, 20) },
    },
  );
  const { escritos } = await call<{ escritos: number }>(apiUrl, 'POST', '/desarrollo/recordatorios', {
    body: { placa: plate, hoy: addDays(finVigencia, -20) },
  });
  if (escritos !== 1) throw new Error(`the reminders' pass wrote ${escritos} reminders for ${plate}`);
  return emailedLink(apiUrl, tomador.correoElectronico, /vence en 20 días/, /^Renovar: (\S+)$/m);
}

/**
 * The link that adds a purchase made without an account to one, asked for from a new account: the
 * link's path and the account's access token, which the page finds in its storage (signed in).
 */
export async function claimLink(apiUrl: string, plate: string) {
  const { tomador } = await buyPolicy(apiUrl, plate);
  const id = randomUUID().slice(0, 8);
  const account = { correoElectronico: `ana.bench.${id}@ejemplo.co`, clave: `Clave segura de Ana ${id}` };
  await call(apiUrl, 'POST', '/seguridad/api/v1/usuarios', {
    body: {
      nombreCompleto: 'Ana María Pérez',
      tipoDocumento: 'CC',
      numeroDocumento: String(10_000_000 + Math.floor(Math.random() * 89_999_999)),
      celular: '3001234567',
      aceptaTerminos: true,
      ...account,
    },
    expect: 201,
  });
  const { accessToken } = await call<{ accessToken: string }>(apiUrl, 'POST', '/seguridad/api/v1/auth/inicio-sesion', {
    body: { usuario: account.correoElectronico, clave: account.clave },
  });
  await call(apiUrl, 'POST', `${SOAT_API}/mis-polizas/reclamos`, {
    token: accessToken,
    body: { placa: plate, tipoDocumento: tomador.tipoDocumento, numeroDocumento: tomador.numeroDocumento },
    expect: 202,
  });
  const path = await emailedLink(
    apiUrl,
    tomador.correoElectronico,
    new RegExp(`Agrega el SOAT de la placa ${plate}`),
    /(https?:\/\/\S+\/soat\/mis-polizas\?reclamar=\S+)/,
  );
  return { path, accessToken };
}
