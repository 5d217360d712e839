// Find and a purchase's timeline as the tests answer them: msw handlers on the shared test API, like
// ./operator-api.ts.
import { http } from 'msw';
import { TEST_API } from '@soat/shared/testing';
import type { FoundPurchase, TimelineEvent } from '../lib/operator-api';

const BASE = `${TEST_API}operador/api/v1/compras`;

type Answer = (request: Request, params: Record<string, string>) => Response | Promise<Response>;
const call =
  (answer: Answer) =>
  ({ request, params }: { request: Request; params: Record<string, string | readonly string[] | undefined> }) =>
    answer(request, params as Record<string, string>);

export const purchasesApi = {
  search: (answer: Answer) => http.get(BASE, call(answer)),
  fullData: (answer: Answer) => http.post(`${BASE}/:id/datos-completos`, call(answer)),
  timeline: (answer: Answer) => http.get(`${BASE}/:id/historia`, call(answer)),
  resend: (answer: Answer) => http.post(`${BASE}/:id/reenviar-certificado`, call(answer)),
  email: (answer: Answer) => http.post(`${BASE}/:id/correo`, call(answer)),
  retryRunt: (answer: Answer) => http.post(`${TEST_API}operador/api/v1/reportes-runt/reintentar`, call(answer)),
  resendDocument: (answer: Answer) => http.post(`${TEST_API}operador/api/v1/facturas/:id/reenviar`, call(answer)),
};

export const PURCHASE_ID = '0b6a3c1e-5d2f-4a7b-9c8d-1e2f3a4b5c6d';

export const FOUND: FoundPurchase = {
  idSolicitudSoat: PURCHASE_ID,
  estado: 'emitida',
  placa: 'ABC123',
  creadaEn: '2026-11-20T14:00:00.000Z',
  inicioVigencia: '2026-11-20',
  finVigencia: '2027-11-19',
  total: 512_300,
  tomador: {
    tipoDocumento: 'CC',
    numeroDocumento: '10******50',
    nombres: 'Ana María',
    apellidos: 'Gómez Pérez',
    correoElectronico: 'a***@example.com',
    celular: '300****567',
  },
  poliza: { numero: 'SOAT-2026-00000042', expedidaEn: '2026-11-20T14:05:00.000Z' },
};

export const EVENTS: TimelineEvent[] = [
  {
    tipo: 'solicitud.creada',
    en: '2026-11-20T14:00:00.000Z',
    actor: 'cliente',
    operador: null,
    referencia: null,
    descripcion: 'Solicitud de la placa ABC123 con su cotización',
  },
  {
    tipo: 'pago.evento',
    en: '2026-11-20T14:04:00.000Z',
    actor: 'pasarela',
    operador: null,
    referencia: null,
    descripcion: 'La pasarela informó APPROVED (transacción t-1)',
  },
  {
    tipo: 'poliza.expedida',
    en: '2026-11-20T14:05:00.000Z',
    actor: 'sistema',
    operador: null,
    referencia: null,
    descripcion: 'Póliza SOAT-2026-00000042 expedida',
  },
  {
    tipo: 'operador.compra.datos-vistos',
    en: '2026-11-21T10:00:00.000Z',
    actor: 'operador',
    operador: 'ana@operacion.co',
    referencia: null,
    descripcion: 'Un operador vio los datos completos del tomador. Motivo: El cliente llamó',
  },
];
