// The back office's calls to the API under /operador/api/v1 (the operators' sign-in contract). Not through
// http() of @soat/shared/http: that client sends the customer's token and ends the customer's session on a
// 401; these calls carry the operator's token only, and a 401 ends the operator's session instead.
import { apiHref } from '@soat/shared/http';
import { operatorToken } from './operator-session';

export type OperatorRole = 'agente' | 'supervisor' | 'administrador';

export interface Operator {
  id: string;
  nombre: string;
  correoElectronico: string;
  rol: OperatorRole;
}

export interface Enrolment {
  otpauthUri: string;
  qrSvg: string;
  secreto: string;
}

export interface PasswordAnswer {
  desafio: string;
  etapa: 'enrolar' | 'codigo';
  enrolamiento?: Enrolment;
}

export interface SecondFactorAnswer {
  accessToken: string;
  expiraEn: number;
  operador: Operator;
  codigosRecuperacion?: string[];
}

/** The queues the first page counts. */
export interface QueueSummary {
  reembolsosPorMarcar: number;
  reportesRuntFallidos: number;
  correosFallidos: number;
  pagosPendientesMasDeUnaHora: number;
  facturasRechazadas: number;
}

/** A refused call: its status, the API's Spanish message and field messages, and `Retry-After` (seconds). */
export class OperatorApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors: { campo: string; mensaje: string }[] = [],
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = 'OperatorApiError';
  }
}

const BASE = 'operador/api/v1';

async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown, withToken = false): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (withToken) {
    const token = operatorToken.read();
    if (!token) throw new OperatorApiError(401, '');
    headers.Authorization = `Bearer ${token}`;
  }
  let response: Response;
  try {
    response = await fetch(apiHref(`${BASE}/${path}`), {
      method,
      headers,
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
  } catch {
    // unreachable: status 0, the page says so in its own words
    throw new OperatorApiError(0, '');
  }
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = (data ?? {}) as { message?: unknown; errores?: unknown };
    const retryAfter = Number(response.headers.get('Retry-After'));
    throw new OperatorApiError(
      response.status,
      typeof error.message === 'string' ? error.message : '',
      Array.isArray(error.errores) ? (error.errores as { campo: string; mensaje: string }[]) : [],
      Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
    );
  }
  return data as T;
}

/** First step: email and password; the answer says which second step follows. */
export const startSignIn = (credentials: { correoElectronico: string; clave: string }) =>
  call<PasswordAnswer>('POST', 'sesion', credentials);

/** Second step: the TOTP code (or a recovery code) for the challenge of the first. */
export const confirmSecondFactor = (challenge: { desafio: string; codigo: string }) =>
  call<SecondFactorAnswer>('POST', 'sesion/segundo-factor', challenge);

/** The signed-in operator. */
export const fetchOperator = () => call<{ operador: Operator }>('GET', 'sesion', undefined, true);

/** The counts of the queues waiting for an operator. */
export const fetchSummary = () => call<QueueSummary>('GET', 'resumen', undefined, true);

// Find and a purchase's timeline (issue 44, points 3 and 4): the holder masked unless a reason is given.

/** A purchase as Find answers it, the holder's document, email and mobile masked. */
export interface FoundPurchase {
  idSolicitudSoat: string;
  estado: string;
  placa: string;
  creadaEn: string;
  inicioVigencia: string;
  finVigencia: string;
  total: number;
  tomador: {
    tipoDocumento: string;
    numeroDocumento: string;
    nombres: string;
    apellidos: string;
    correoElectronico: string;
    celular: string;
  };
  poliza: { numero: string; expedidaEn: string } | null;
}

/** The holder unmasked, after a reason was given (audited). */
export interface FullHolder {
  tipoDocumento: string;
  numeroDocumento: string;
  nombres: string;
  apellidos: string;
  correoElectronico: string;
  celular: string;
  direccion: string;
  ciudad: string;
}

export type TimelineActor = 'cliente' | 'pasarela' | 'sistema' | 'operador';

export interface TimelineEvent {
  tipo: string;
  en: string;
  actor: TimelineActor;
  operador: string | null;
  descripcion: string;
  /** The RUNT report's or the electronic document's id, for its retry route; null for other events. */
  referencia: string | null;
}

const purchasePath = (id: string) => `compras/${encodeURIComponent(id)}`;

/** Purchases by plate, document, policy number, request id or email. */
export const searchPurchases = (q: string) =>
  call<{ compras: FoundPurchase[] }>('GET', `compras?q=${encodeURIComponent(q)}`, undefined, true);

/** The holder's full data, with the reason the audit trail keeps. */
export const fetchFullHolder = (id: string, motivo: string) =>
  call<{ idSolicitudSoat: string; tomador: FullHolder }>(
    'POST',
    `${purchasePath(id)}/datos-completos`,
    { motivo },
    true,
  );

/** A purchase and its story, oldest first. */
export const fetchTimeline = (id: string) =>
  call<{ compra: FoundPurchase; eventos: TimelineEvent[] }>('GET', `${purchasePath(id)}/historia`, undefined, true);

/** Queues the policy's email with its certificate once more. */
export const resendCertificate = (id: string) =>
  call<{ message: string }>('POST', `${purchasePath(id)}/reenviar-certificado`, undefined, true);

/** Corrects the holder's email, with a reason. */
export const correctHolderEmail = (id: string, body: { correoElectronico: string; motivo: string }) =>
  call<{ idSolicitudSoat: string; correoElectronico: string }>('POST', `${purchasePath(id)}/correo`, body, true);

/** Retries one failed RUNT report (the route the RUNT queue uses). */
export const retryRuntReport = (idReporte: string) =>
  call<{ reintentados: number }>('POST', 'reportes-runt/reintentar', { idReporte }, true);

/** Sends a rejected electronic document to the DIAN again (the route the invoice queue uses). */
export const resendElectronicDocument = (documentId: string) =>
  call<{ reenviado: boolean }>('POST', `facturas/${encodeURIComponent(documentId)}/reenviar`, undefined, true);
