import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { request as httpRequest } from 'undici';
import { HttpError } from '../../../lib/http-error.js';
import { integritySignature, verifyGatewayEvent } from './gateway-events.js';
import type { PaymentGateway } from './gateway-types.js';
import { isObject, paymentMethodOf, toTransaction, type Json } from './wompi-payloads.js';

// the adapter's terms, imported from here by its users
export type {
  CreatedTransaction,
  CreateTransactionInput,
  FinancialInstitution,
  GatewayEvent,
  GatewayMethod,
  GatewayTransaction,
  PaymentGateway,
} from './gateway-types.js';

declare module 'fastify' {
  interface FastifyInstance {
    paymentGateway: PaymentGateway;
  }
}

export const gatewayUnavailableMessage = 'La pasarela de pagos no responde; intenta de nuevo.';
export const gatewayRefusedMessage = 'La pasarela de pagos no aceptó la operación. Intenta de nuevo más tarde.';

/** The gateway cannot be reached, timed out or answered 5xx/429: an outage, answered as a 503. */
export class PaymentGatewayUnavailableError extends HttpError {
  readonly detail: string;

  constructor(detail: string) {
    super(503, gatewayUnavailableMessage);
    this.detail = detail;
    this.name = 'PaymentGatewayUnavailableError';
  }
}

/**
 * The gateway refused what we sent (4xx) or answered something unreadable: our side or the
 * account is wrong, not the customer's input, so a 502. `gatewayStatus` and `gatewayError` keep
 * Wompi's answer for the log (e.g. a reused reference is a 422 INPUT_VALIDATION_ERROR).
 */
export class PaymentGatewayError extends HttpError {
  readonly gatewayStatus: number;
  readonly gatewayError: unknown;

  constructor(gatewayStatus: number, gatewayError: unknown) {
    super(502, gatewayRefusedMessage);
    this.gatewayStatus = gatewayStatus;
    this.gatewayError = gatewayError;
    this.name = 'PaymentGatewayError';
  }
}

export interface PaymentGatewayOptions {
  /** Per request; a slower gateway counts as unavailable. */
  timeoutMs?: number;
  /** How old a signed event may be (Wompi retries for about a day). */
  eventMaxAgeSeconds?: number;
}

/**
 * The Wompi API as the portal uses it, over HTTP at PAYMENT_GATEWAY_URL (the sandbox or Wompi itself,
 * by configuration only). The configuration is read on each call, so a test may point it at a port
 * it only knows after listening. One difference remains with a real account: Wompi takes a CARD
 * transaction only with a card token (its widget or Web Checkout collects the card), while the
 * sandbox answers a hosted `checkout_url` for cards too; PSE is the same on both.
 */
async function paymentGatewayPlugin(app: FastifyInstance, options: PaymentGatewayOptions) {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const eventMaxAgeSeconds = options.eventMaxAgeSeconds ?? 3 * 24 * 60 * 60;
  const settings = () => app.config.payments;

  async function request(
    method: 'GET' | 'POST',
    path: string,
    init: { body?: Json; auth?: 'public' | 'private' } = {},
  ) {
    const { gatewayUrl, publicKey, privateKey } = settings();
    // named, as fetch named itself (`node`): a firewall before the gateway may refuse a request with no agent
    const headers: Record<string, string> = { accept: 'application/json', 'user-agent': 'portal-soat-api' };
    if (init.body) headers['content-type'] = 'application/json';
    if (init.auth) headers.authorization = `Bearer ${init.auth === 'private' ? privateKey : publicKey}`;
    // undici's request, not fetch: the same client underneath (Node's fetch is undici's), without the web
    // streams and objects fetch builds around each call, which cost a purchase's three calls about a third
    // of a millisecond each (ADR 051). Like fetch with `redirect: 'error'`, it follows no redirect.
    let status: number;
    let text: string;
    try {
      const response = await httpRequest(`${gatewayUrl}${path}`, {
        method,
        headers,
        body: init.body ? JSON.stringify(init.body) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = response.statusCode;
      text = await response.body.text();
    } catch (error) {
      throw new PaymentGatewayUnavailableError(`${method} ${path}: ${(error as Error).message}`);
    }
    // a redirect is not the gateway's API answering: an outage
    if (status >= 500 || status === 429 || (status >= 300 && status < 400)) {
      throw new PaymentGatewayUnavailableError(`${method} ${path}: HTTP ${status}`);
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status, json };
  }

  /** `data` of a 2xx answer; anything else is a refusal. */
  function dataOf(answer: { status: number; json: unknown }): unknown {
    if (answer.status < 200 || answer.status > 299 || !isObject(answer.json)) {
      throw new PaymentGatewayError(answer.status, isObject(answer.json) ? answer.json.error : undefined);
    }
    return answer.json.data;
  }

  async function acceptanceToken(): Promise<string> {
    const { publicKey } = settings();
    const data = dataOf(await request('GET', `/merchants/${encodeURIComponent(publicKey)}`));
    const token =
      isObject(data) && isObject(data.presigned_acceptance) ? data.presigned_acceptance.acceptance_token : null;
    if (typeof token !== 'string') throw new PaymentGatewayError(200, 'merchant without presigned_acceptance');
    return token;
  }

  const gateway: PaymentGateway = {
    async financialInstitutions() {
      const data = dataOf(await request('GET', '/pse/financial_institutions', { auth: 'public' }));
      if (!Array.isArray(data)) throw new PaymentGatewayError(200, 'financial_institutions is not a list');
      return data.filter(isObject).map((bank) => ({
        code: String(bank.financial_institution_code),
        name: String(bank.financial_institution_name),
      }));
    },

    async createTransaction(input) {
      const { integritySecret } = settings();
      const currency = 'COP';
      const paymentMethod = paymentMethodOf(input);
      const expirationTime = input.expiresAt?.toISOString();
      const body: Json = {
        acceptance_token: await acceptanceToken(),
        amount_in_cents: input.amountInCents,
        currency,
        signature: integritySignature(input.reference, input.amountInCents, currency, integritySecret, expirationTime),
        ...(expirationTime ? { expiration_time: expirationTime } : {}),
        customer_email: input.customerEmail,
        customer_data: { full_name: input.customerFullName },
        reference: input.reference,
        redirect_url: input.redirectUrl,
        payment_method: paymentMethod,
      };
      const answer = await request('POST', '/transactions', { body, auth: 'private' });
      const data = dataOf(answer);
      const transaction = toTransaction(data);
      // The sandbox answers `checkout_url`; Wompi answers the bank's or wallet's page in payment_method.extra
      const extra =
        isObject(data) && isObject(data.payment_method) && isObject(data.payment_method.extra)
          ? data.payment_method.extra
          : {};
      const checkoutUrl = isObject(data) ? (data.checkout_url ?? extra.async_payment_url ?? null) : null;
      const { business_agreement_code: agreement, payment_intention_identifier: intention } = extra;
      const collect =
        (typeof agreement === 'string' || typeof agreement === 'number') &&
        (typeof intention === 'string' || typeof intention === 'number')
          ? { agreementCode: String(agreement), paymentReference: String(intention) }
          : null;
      const pageless = input.method === 'NEQUI' || input.method === 'BANCOLOMBIA_COLLECT';
      if (
        !transaction ||
        (checkoutUrl !== null && typeof checkoutUrl !== 'string') ||
        (!pageless && typeof checkoutUrl !== 'string') ||
        (input.method === 'BANCOLOMBIA_COLLECT' && !collect)
      )
        throw new PaymentGatewayError(answer.status, 'unreadable transaction');
      return { id: transaction.id, status: transaction.status, checkoutUrl: checkoutUrl as string | null, collect };
    },

    async getTransaction(id) {
      const answer = await request('GET', `/transactions/${encodeURIComponent(id)}`);
      if (answer.status === 404) return null;
      const transaction = toTransaction(dataOf(answer));
      if (!transaction) throw new PaymentGatewayError(answer.status, 'unreadable transaction');
      return transaction;
    },

    async voidTransaction(id) {
      const answer = await request('POST', `/transactions/${encodeURIComponent(id)}/void`, { auth: 'private' });
      const transaction = toTransaction(dataOf(answer));
      if (!transaction) throw new PaymentGatewayError(answer.status, 'unreadable transaction');
      return transaction;
    },

    verifyEvent(body, checksumHeader) {
      const { eventsSecret, publicKey } = settings();
      return verifyGatewayEvent(body, checksumHeader, { eventsSecret, publicKey, maxAgeSeconds: eventMaxAgeSeconds });
    },
  };

  app.decorate('paymentGateway', gateway);
}

export default fp(paymentGatewayPlugin, { name: 'payment-gateway' });
