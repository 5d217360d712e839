// One customer of the capacity bench (capacity.ts, capacity-load.ts): the requests a purchase and a consult
// send, each from a client address of its own, and a whole purchase paid at the sandbox's checkout.
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { QUOTE_BODY } from './quote-load.ts';

export const SOAT_API = '/soat/api/v1';
/** The holder of every purchase (and so of every policy the consults find). */
const HOLDER = { tipoDocumento: 'CC', numeroDocumento: '1020304050' };

const LETTERS = 'BCDFGHJKLMNPRSTVWXYZ';
let plates = 0;
/** A car plate no other request of the run used: BBB000, BBB001, … */
export function nextPlate() {
  const n = plates++;
  const letters = Math.floor(n / 1000);
  const letter = (place: number) => LETTERS[Math.floor(letters / 20 ** place) % 20];
  return `${letter(2)}${letter(1)}${letter(0)}${String(n % 1000).padStart(3, '0')}`;
}

let addresses = 0;
/** 10.0.0.1, 10.0.0.2, …: a client address of its own for every request (or customer). */
export function nextAddress() {
  addresses += 1;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
}

/** A valid purchase request of a private car starting today in Colombia (UTC−5), as the purchase page sends it. */
export const purchaseBody = (plate = nextPlate()) => ({
  placa: plate,
  vehiculo: QUOTE_BODY.vehiculo,
  inicioVigencia: new Date(Date.now() - 5 * 3600_000).toISOString().slice(0, 10),
  tomador: {
    ...HOLDER,
    nombres: 'Laura',
    apellidos: 'Gómez Pardo',
    correoElectronico: `cliente.${plate.toLowerCase()}@ejemplo.co`,
    celular: '3001234567',
    direccion: 'Calle 10 # 5-20',
    ciudad: 'Bogotá',
  },
  aceptaTerminos: true,
});
export const consultBody = (plate: string, documentNumber: string) => ({
  placa: plate,
  tipoDocumento: 'CC',
  numeroDocumento: documentNumber,
});

async function call(
  origin: string,
  method: string,
  path: string,
  {
    address,
    json,
    form,
    headers = {},
  }: { address: string; json?: unknown; form?: Record<string, string>; headers?: Record<string, string> },
) {
  const body = json ? JSON.stringify(json) : form ? new URLSearchParams(form).toString() : undefined;
  const type = json ? 'application/json' : form ? 'application/x-www-form-urlencoded' : undefined;
  let response: Response;
  let text: string;
  try {
    response = await fetch(`${origin}${path}`, {
      method,
      headers: { 'x-forwarded-for': address, ...(type ? { 'content-type': type } : {}), ...headers },
      body,
      redirect: 'manual',
    });
    text = await response.text();
  } catch (error) {
    // fetch says only "fetch failed": the call and its socket's error (`UND_ERR_SOCKET other side closed`,
    // `ECONNREFUSED …`) tell which server failed and how
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    const reason = [cause?.code, cause?.message ?? (error as Error).message].filter(Boolean).join(' ');
    throw new Error(`${method} ${origin}${path}: ${reason}`, { cause: error });
  }
  // the API's answers, read by the few fields the purchase needs
  return { status: response.status, json: (): Record<string, string> => JSON.parse(text), text };
}

/** The approved test card at the sandbox's checkout (api/test/sandbox-gateway/sandbox-fixtures.ts). */
const APPROVED_CARD = { numero: '4242 4242 4242 4242', titular: 'Laura Gómez', vencimiento: '12/39', cvc: '123' };

/**
 * One customer's purchase from their own address: the request, the card payment started, paid at the
 * sandbox's checkout, then its status read as the result page reads it (at once, then every 3 s) until
 * the policy is issued. Answers the API requests it made.
 */
export async function buyPolicy(origin: string, plate = nextPlate()) {
  const address = nextAddress();
  const expect = (answer: Awaited<ReturnType<typeof call>>, status: number, step: string) => {
    if (answer.status !== status) throw new Error(`${step}: ${answer.status} ${answer.text.slice(0, 200)}`);
    return answer;
  };
  const created = await call(origin, 'POST', `${SOAT_API}/solicitudes`, { address, json: purchaseBody(plate) });
  const id = expect(created, 201, 'POST /solicitudes').json().idSolicitudSoat;
  const payment = await call(origin, 'POST', `${SOAT_API}/solicitudes/${id}/pagos`, {
    address,
    json: { metodo: 'TARJETA' },
    headers: { 'idempotency-key': randomUUID() },
  });
  // the gateway's page, wherever the gateway is (capacity-servers.ts: a process of its own)
  const checkout = new URL(expect(payment, 201, 'POST /pagos').json().urlPasarela ?? '');
  expect(await call(checkout.origin, 'POST', checkout.pathname, { address, form: APPROVED_CARD }), 303, 'checkout');
  for (let reads = 1; ; reads += 1) {
    const state = expect(await call(origin, 'GET', `${SOAT_API}/solicitudes/${id}`, { address }), 200, 'GET');
    if (state.json().estado === 'emitida') return 3 + reads;
    if (reads >= 20) throw new Error(`the request ${id} was not issued after ${reads} reads`);
    await sleep(3000);
  }
}
