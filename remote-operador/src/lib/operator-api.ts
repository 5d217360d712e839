// The back office's calls to the API under /operador/api/v1 (the operators' sign-in contract). Not through
// http() of @soat/shared/http: that client sends the customer's token and ends the customer's session on a
// 401; these calls carry the operator's token only, and a 401 ends the operator's session instead.
// The types are the API's generated contract (shared/src/http/api-contract.ts): a change of the API that
// the back office does not follow breaks its type check.
import { apiHref, type ApiPath, type ApiRequest, type ApiResponse } from '@soat/shared/http';
import { operatorToken } from './operator-session';

const SIGN_IN = '/operador/api/v1/sesion' satisfies ApiPath;
const SECOND_FACTOR = '/operador/api/v1/sesion/segundo-factor' satisfies ApiPath;
const SUMMARY = '/operador/api/v1/resumen' satisfies ApiPath;

export type SignInRequest = ApiRequest<typeof SIGN_IN, 'post'>;
/** The first step's answer: the challenge and which second step follows. */
export type PasswordAnswer = ApiResponse<typeof SIGN_IN, 'post'>;
/** The secret and its QR code, for an operator without a confirmed second factor. */
export type Enrolment = NonNullable<PasswordAnswer['enrolamiento']>;
export type SecondFactorRequest = ApiRequest<typeof SECOND_FACTOR, 'post'>;
/** The second step's answer: the operator's session, and the recovery codes once. */
export type SecondFactorAnswer = ApiResponse<typeof SECOND_FACTOR, 'post'>;
export type Operator = SecondFactorAnswer['operador'];
export type OperatorRole = Operator['rol'];
type CurrentOperator = ApiResponse<typeof SIGN_IN, 'get'>;
/** The queues the first page counts. */
export type QueueSummary = ApiResponse<typeof SUMMARY, 'get'>;
/** A refusal's body, as every operator route answers it. */
type Refusal = ApiResponse<typeof SIGN_IN, 'post', 401>;
type FieldError = NonNullable<ApiResponse<typeof SIGN_IN, 'post', 400>['errores']>[number];

/** A refused call: its status, the API's Spanish message and field messages, and `Retry-After` (seconds). */
export class OperatorApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors: FieldError[] = [],
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = 'OperatorApiError';
  }
}

type Method = 'GET' | 'POST' | 'PATCH';

/** Sends a call; a refusal (4xx, 5xx) or an unreachable API is thrown as an OperatorApiError. */
async function send(
  method: Method,
  path: ApiPath,
  { body, withToken = false, accept = 'application/json' }: { body?: unknown; withToken?: boolean; accept?: string },
): Promise<Response> {
  const headers: Record<string, string> = { Accept: accept };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (withToken) {
    const token = operatorToken.read();
    if (!token) throw new OperatorApiError(401, '');
    headers.Authorization = `Bearer ${token}`;
  }
  let response: Response;
  try {
    response = await fetch(apiHref(path), {
      method,
      headers,
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
  } catch {
    // unreachable: status 0, the page says so in its own words
    throw new OperatorApiError(0, '');
  }
  if (!response.ok) {
    const data: unknown = await response.json().catch(() => null);
    const error = (data ?? {}) as Partial<Record<keyof Refusal, unknown>>;
    const retryAfter = Number(response.headers.get('Retry-After'));
    throw new OperatorApiError(
      response.status,
      typeof error.message === 'string' ? error.message : '',
      Array.isArray(error.errores) ? (error.errores as FieldError[]) : [],
      Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
    );
  }
  return response;
}

async function call<T>(method: Method, path: ApiPath, body?: unknown, withToken = false): Promise<T> {
  const response = await send(method, path, { body, withToken });
  return (await response.json().catch(() => null)) as T;
}

/** First step: email and password; the answer says which second step follows. */
export const startSignIn = (credentials: SignInRequest) => call<PasswordAnswer>('POST', SIGN_IN, credentials);

/** Second step: the TOTP code (or a recovery code) for the challenge of the first. */
export const confirmSecondFactor = (challenge: SecondFactorRequest) =>
  call<SecondFactorAnswer>('POST', SECOND_FACTOR, challenge);

/** The signed-in operator. */
export const fetchOperator = () => call<CurrentOperator>('GET', SIGN_IN, undefined, true);

/** The counts of the queues waiting for an operator. */
export const fetchSummary = () => call<QueueSummary>('GET', SUMMARY, undefined, true);

/**
 * A call of the back office's other pages with the operator's token: `path` is relative to
 * /operador/api/v1 (`tareas/{id}/resolver`), the answer typed by the caller from the contract.
 */
export const callWithSession = <T>(method: Method, path: string, body?: unknown) =>
  call<T>(method, `/operador/api/v1/${path}` as ApiPath, body, true);

/** A file the API gives under /operador/api/v1 (`path`, relative), with the operator's token: its bytes. */
export const downloadWithSession = async (path: string, accept: string): Promise<Blob> =>
  (await send('GET', `/operador/api/v1/${path}` as ApiPath, { withToken: true, accept })).blob();

// Find and a purchase's timeline (issue 44, points 3 and 4): the holder masked unless a reason is given.

/** A purchase as Find answers it, the holder's document, email and mobile masked. */
export type FoundPurchase = ApiResponse<'/operador/api/v1/compras', 'get'>['compras'][number];
type PurchaseStory = ApiResponse<'/operador/api/v1/compras/{idSolicitudSoat}/historia', 'get'>;
type FullData = ApiResponse<'/operador/api/v1/compras/{idSolicitudSoat}/datos-completos', 'post'>;
/** The holder unmasked, after a reason was given (audited). */
export type FullHolder = FullData['tomador'];
export type TimelineEvent = PurchaseStory['eventos'][number];
export type TimelineActor = TimelineEvent['actor'];

const purchasePath = (id: string) => `compras/${encodeURIComponent(id)}`;

/** Purchases by plate, document, policy number, request id or email. */
export const searchPurchases = (q: string) =>
  callWithSession<ApiResponse<'/operador/api/v1/compras', 'get'>>('GET', `compras?q=${encodeURIComponent(q)}`);

/** The holder's full data, with the reason the audit trail keeps. */
export const fetchFullHolder = (id: string, motivo: string) =>
  callWithSession<FullData>('POST', `${purchasePath(id)}/datos-completos`, {
    motivo,
  });

/** A purchase and its story, oldest first. */
export const fetchTimeline = (id: string) => callWithSession<PurchaseStory>('GET', `${purchasePath(id)}/historia`);

/** Queues the policy's email with its certificate once more. */
export const resendCertificate = (id: string) =>
  callWithSession<ApiResponse<'/operador/api/v1/compras/{idSolicitudSoat}/reenviar-certificado', 'post'>>(
    'POST',
    `${purchasePath(id)}/reenviar-certificado`,
  );

/** Corrects the holder's email, with a reason. */
export const correctHolderEmail = (id: string, body: { correoElectronico: string; motivo: string }) =>
  callWithSession<ApiResponse<'/operador/api/v1/compras/{idSolicitudSoat}/correo', 'post'>>(
    'POST',
    `${purchasePath(id)}/correo`,
    body,
  );

/** Retries one failed RUNT report (the RUNT queue and a purchase's timeline). */
export const retryRuntReport = (idReporte: string) =>
  callWithSession<ApiResponse<'/operador/api/v1/reportes-runt/reintentar', 'post'>>(
    'POST',
    'reportes-runt/reintentar',
    {
      idReporte,
    },
  );

/** Sends a rejected electronic document to the DIAN again (the invoice queue and a purchase's timeline). */
export const resendElectronicDocument = (documentId: string) =>
  callWithSession<ApiResponse<'/operador/api/v1/facturas/{idDocumento}/reenviar', 'post'>>(
    'POST',
    `facturas/${encodeURIComponent(documentId)}/reenviar`,
  );
