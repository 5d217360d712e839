import { randomBytes } from 'node:crypto';
import { checkEmail } from '@soat/shared/rules/contact';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { acceptanceToken, expectedIntegritySignature, isValidAcceptanceToken, sameText } from './signatures.js';
import { acceptedMethods, daviplataCodeSeconds, readPaymentMethod } from './payment-methods.js';
import { nequiAutoOutcome, testBanks, voidFails } from './test-instruments.js';
import type { NewSandboxTransaction, TransactionsStore } from './transactions-store.js';
import { wompiError, wompiTransaction } from './wompi-shapes.js';

// Wompi's API, as much of it as the portal uses (docs/payment-gateway.md): answers and errors in its shapes
// (`{ data }`, `{ error: { type, reason | messages } }`), not the portal's.

const acceptanceTokenMaxAgeMs = 24 * 60 * 60 * 1000;
/** An instant with its offset: 2026-12-31T23:59:59Z, 2026-12-31T18:59:59.000-05:00. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?(Z|[+-]\d{2}:\d{2})$/;
const hidden = { hide: true } as const;

type Body = Record<string, unknown>;
const isObject = (value: unknown): value is Body =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function bearer(request: FastifyRequest): string | undefined {
  const match = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '');
  return match?.[1];
}

function unauthorized(reply: FastifyReply, reason: string) {
  return reply.code(401).send(wompiError('INVALID_ACCESS_TOKEN', reason));
}

/** Wompi ids look like `<merchant>-<unix seconds>-<number>`; the random tail makes them unguessable. */
const newTransactionId = () => `sbx-${Math.floor(Date.now() / 1000)}-${randomBytes(10).toString('hex')}`;

/** The fields of POST /v1/transactions, or each field's problem (Spanish, as the sandbox's merchants read them). */
function readTransaction(
  body: unknown,
  keys: { publicKey: string; privateKey: string; integritySecret: string },
  now: Date,
): { errors: Record<string, string[]> } | { values: Omit<NewSandboxTransaction, 'id'> } {
  const errors: Record<string, string[]> = {};
  const fail = (field: string, message: string) => (errors[field] ??= []).push(message);
  const input = isObject(body) ? body : {};
  if (!isObject(body)) fail('body', 'El cuerpo debe ser un objeto JSON.');

  const { amount_in_cents: amount, currency, reference, customer_email: email, redirect_url: redirectUrl } = input;
  if (!isValidAcceptanceToken(input.acceptance_token, keys.publicKey, keys.privateKey, acceptanceTokenMaxAgeMs)) {
    fail('acceptance_token', 'El token de aceptación no es válido o venció.');
  }
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount < 100 || amount % 100 !== 0) {
    fail('amount_in_cents', 'Debe ser un entero positivo de centavos de pesos, múltiplo de 100.');
  }
  if (currency !== 'COP') fail('currency', 'La única moneda aceptada es COP.');
  if (typeof reference !== 'string' || !/^[A-Za-z0-9._-]{1,255}$/.test(reference)) {
    fail('reference', 'Debe tener de 1 a 255 letras, dígitos, puntos, guiones o guiones bajos.');
  }
  const emailCheck = checkEmail(typeof email === 'string' ? email : '');
  if (!emailCheck.ok) fail('customer_email', emailCheck.message);
  let redirect: URL | undefined;
  try {
    redirect = typeof redirectUrl === 'string' ? new URL(redirectUrl) : undefined;
  } catch {
    redirect = undefined;
  }
  if (!redirect || !['http:', 'https:'].includes(redirect.protocol)) fail('redirect_url', 'Debe ser una URL http(s).');

  // Wompi's expiration_time: an ISO 8601 instant, in the future; unpaid by then, the checkout refuses payment
  const expiration = input.expiration_time;
  const expiresAt = typeof expiration === 'string' && ISO_INSTANT.test(expiration) ? new Date(expiration) : null;
  if (expiration !== undefined && (!expiresAt || Number.isNaN(expiresAt.getTime()) || expiresAt <= now)) {
    fail('expiration_time', 'Debe ser una fecha y hora ISO 8601 futura, por ejemplo 2026-12-31T23:59:59Z.');
  }

  const customer = isObject(input.customer_data) ? input.customer_data : {};
  const fullName = typeof customer.full_name === 'string' ? customer.full_name.trim() : '';
  if (customer.full_name !== undefined && (fullName === '' || fullName.length > 120)) {
    fail('customer_data.full_name', 'Escribe el nombre del cliente en 1 a 120 caracteres.');
  }
  const method = readPaymentMethod(isObject(input.payment_method) ? input.payment_method : {}, fail);

  // Checked last, and only on well-formed values: it proves amount and reference come from the merchant.
  if (Object.keys(errors).length === 0) {
    const expected = expectedIntegritySignature(
      String(reference),
      Number(amount),
      'COP',
      keys.integritySecret,
      typeof expiration === 'string' ? expiration : undefined,
    );
    if (typeof input.signature !== 'string' || !sameText(input.signature.toLowerCase(), expected)) {
      fail('signature', 'La firma de integridad no corresponde a la referencia, el monto y la moneda.');
    }
  }
  if (Object.keys(errors).length > 0) return { errors };
  return {
    values: {
      reference: String(reference),
      amountInCents: Number(amount),
      currency: 'COP',
      customerEmail: emailCheck.ok ? emailCheck.value : '',
      customerFullName: fullName === '' ? null : fullName,
      ...method,
      redirectUrl: String(redirectUrl),
      expiresAt,
    },
  };
}

export function registerApiRoutes(app: FastifyInstance, store: TransactionsStore) {
  const settings = () => app.config.payments;

  app.get<{ Params: { publicKey: string } }>('/v1/merchants/:publicKey', { schema: hidden }, async (request, reply) => {
    const { publicKey, privateKey } = settings();
    if (!sameText(request.params.publicKey, publicKey)) {
      return reply.code(404).send(wompiError('NOT_FOUND_ERROR', 'El comercio no existe.'));
    }
    return {
      data: {
        id: 1,
        name: 'Portal SOAT (sandbox)',
        public_key: publicKey,
        accepted_currencies: ['COP'],
        accepted_payment_methods: [...acceptedMethods],
        presigned_acceptance: {
          acceptance_token: acceptanceToken(publicKey, Date.now(), privateKey),
          type: 'END_USER_POLICY',
        },
      },
    };
  });

  app.get('/v1/pse/financial_institutions', { schema: hidden }, async (request, reply) => {
    const key = bearer(request);
    if (!key || !sameText(key, settings().publicKey))
      return unauthorized(reply, 'Se esperaba la llave pública del comercio.');
    return {
      data: testBanks.map((bank) => ({ financial_institution_code: bank.code, financial_institution_name: bank.name })),
    };
  });

  app.post('/v1/transactions', { schema: hidden }, async (request, reply) => {
    const key = bearer(request);
    if (!key || !sameText(key, settings().privateKey))
      return unauthorized(reply, 'Se esperaba la llave privada del comercio.');
    const read = readTransaction(request.body, settings(), app.clock.now());
    if ('errors' in read) return reply.code(422).send(wompiError('INPUT_VALIDATION_ERROR', read.errors));
    const now = app.clock.now();
    const { values } = read;
    // a Nequi test phone answers by itself a little after the push; DaviPlata's code is good for minutes
    const auto = values.paymentMethodType === 'NEQUI' ? nequiAutoOutcome(values.phoneNumber ?? null) : null;
    const created = await store.create(
      {
        id: newTransactionId(),
        ...values,
        codeExpiresAt:
          values.paymentMethodType === 'DAVIPLATA' ? new Date(now.getTime() + daviplataCodeSeconds * 1000) : null,
      },
      auto ? { status: auto.status, settlesInSeconds: settings().sandboxPendingSeconds } : undefined,
    );
    if (!created) {
      return reply
        .code(422)
        .send(wompiError('INPUT_VALIDATION_ERROR', { reference: ['La referencia ya fue usada en otra transacción.'] }));
    }
    return reply.code(201).send({ data: wompiTransaction(created, settings().gatewayUrl) });
  });

  // Public, as in Wompi: the transaction id is the secret. A payment at the "pending" bank settles here.
  app.get<{ Params: { id: string } }>('/v1/transactions/:id', { schema: hidden }, async (request, reply) => {
    const key = bearer(request);
    if (key && !sameText(key, settings().publicKey) && !sameText(key, settings().privateKey)) {
      return unauthorized(reply, 'La llave no corresponde al comercio.');
    }
    const transaction =
      (await store.settleIfDue(request.params.id)) ??
      (await store.expireIfDue(request.params.id, app.clock.now())) ??
      (await store.find(request.params.id));
    if (!transaction) return reply.code(404).send(wompiError('NOT_FOUND_ERROR', 'La transacción no existe.'));
    return { data: wompiTransaction(transaction, settings().gatewayUrl) };
  });

  // Voids (Wompi's "anulación") an approved card transaction: 201 with the transaction VOIDED. Wompi voids
  // card transactions only; anything but an approved card transaction is a 422. The first void of a
  // transaction paid with the test card 4000 0000 0000 0077 answers 503, as when the card network is down.
  app.post<{ Params: { id: string } }>('/v1/transactions/:id/void', { schema: hidden }, async (request, reply) => {
    const { privateKey, gatewayUrl } = settings();
    const key = bearer(request);
    if (!key || !sameText(key, privateKey)) return unauthorized(reply, 'Se esperaba la llave privada del comercio.');
    const counted = await store.countVoidRequest(request.params.id);
    if (!counted) return reply.code(404).send(wompiError('NOT_FOUND_ERROR', 'La transacción no existe.'));
    if (voidFails(counted)) {
      return reply
        .code(503)
        .send(wompiError('SERVICE_UNAVAILABLE', 'La red de la tarjeta no respondió. Intenta de nuevo.'));
    }
    if (counted.paymentMethodType !== 'CARD') {
      return reply
        .code(422)
        .send(wompiError('INPUT_VALIDATION_ERROR', { transaction: ['Solo se anulan transacciones con tarjeta.'] }));
    }
    const voided = await store.void(counted.id);
    if (!voided) {
      return reply
        .code(422)
        .send(wompiError('INPUT_VALIDATION_ERROR', { transaction: ['Solo se anula una transacción aprobada.'] }));
    }
    return reply.code(201).send({ data: wompiTransaction(voided, gatewayUrl) });
  });
}
