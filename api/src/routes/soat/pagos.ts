import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { checkMobile } from '@soat/shared/rules/contact';
import { checkDocumentNumber } from '@soat/shared/rules/identity-document';
import { isUuid } from '../../lib/database-errors.js';
import { HttpError, badRequest, type FieldError } from '../../lib/http-error.js';
import { schemaFieldErrors } from '../../lib/schema-errors.js';
import type { FinancialInstitution } from '../../plugins/app/payments/payment-gateway.js';
import type { PaymentRequest } from '../../plugins/app/payments/payment-service.js';
import { ErrorResponse, commonErrorResponses } from '../../schemas/common.js';
import {
  BanksResponse,
  IdempotencyHeaders,
  PaymentBody,
  PaymentCreated,
  PaymentEventAck,
  PaymentEventBody,
} from '../../schemas/pagos.js';
import { PurchaseRequestParams } from '../../schemas/solicitudes.js';
import { findPurchaseWithPayments } from './solicitudes.js';

export const idempotencyKeyMessage =
  'Envía la cabecera Idempotency-Key con un UUID que identifique este intento de pago.';
export const pseDetailsMessage = 'Para pagar con PSE elige tu banco y el tipo de persona.';
export const unknownBankMessage = 'Elige un banco de la lista.';
export const nequiMobileMessage = 'Escribe el celular de tu cuenta Nequi: 10 dígitos que empiezan por 3.';
export const daviplataDetailsMessage =
  'Para pagar con DaviPlata escribe el tipo y el número del documento de tu cuenta DaviPlata.';

/**
 * What each wallet needs, checked with the shared rules (the same the form uses): the Nequi mobile
 * and the DaviPlata document in their stored forms, or each field's Spanish message.
 */
function walletDetails(body: Partial<PaymentRequest>, errors: FieldError[]) {
  const taken = (field: string) => errors.some((error) => error.campo === field || error.campo.startsWith(`${field}.`));
  let nequi: PaymentRequest['nequi'];
  let daviplata: PaymentRequest['daviplata'];
  if (body.metodo === 'NEQUI' && !taken('nequi')) {
    const mobile = checkMobile(body.nequi?.celular ?? '');
    if (mobile.ok) nequi = { celular: mobile.value };
    else errors.push({ campo: 'nequi.celular', mensaje: nequiMobileMessage });
  }
  if (body.metodo === 'DAVIPLATA' && !taken('daviplata')) {
    if (!body.daviplata) {
      errors.push({ campo: 'daviplata', mensaje: daviplataDetailsMessage });
    } else {
      const document = checkDocumentNumber(body.daviplata.tipoDocumento, body.daviplata.numeroDocumento);
      if (document.ok) daviplata = { tipoDocumento: body.daviplata.tipoDocumento, numeroDocumento: document.value };
      else errors.push({ campo: 'daviplata.numeroDocumento', mensaje: document.message });
    }
  }
  return { nequi, daviplata };
}
export const badEventMessage = 'La firma del evento no es válida.';

/** The PSE banks change rarely: asked to the gateway at most once in this long. */
const banksTtlMs = 10 * 60 * 1000;

const paymentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  let banks: { list: FinancialInstitution[]; until: number } | undefined;
  const pseBanks = async () => {
    if (!banks || banks.until < Date.now()) {
      banks = { list: await app.paymentGateway.financialInstitutions(), until: Date.now() + banksTtlMs };
    }
    return banks.list;
  };

  app.get('/pagos/bancos-pse', {
    schema: {
      operationId: 'listarBancosPse',
      tags: ['soat'],
      summary: 'Bancos para pagar con PSE',
      description: 'La lista de bancos de la pasarela de pagos.',
      response: { 200: BanksResponse, 429: ErrorResponse, 502: ErrorResponse, 503: ErrorResponse },
    },
    handler: async (_request, reply) => {
      const list = await pseBanks();
      void reply.header('cache-control', 'public, max-age=600');
      return { bancos: list.map((bank) => ({ codigo: bank.code, nombre: bank.name })) };
    },
  });

  app.post('/solicitudes/:idSolicitudSoat/pagos', {
    attachValidation: true,
    schema: {
      operationId: 'pagarSolicitud',
      tags: ['soat'],
      summary: 'Pagar una solicitud',
      description:
        'Crea el pago en la pasarela (tarjeta, PSE, Nequi, Botón Bancolombia, DaviPlata o efectivo en un corresponsal) por el total que calculó el servidor y responde la URL de la página de pago (null para Nequi, que se aprueba en la app, y para efectivo, cuya referencia y comprobante están en GET /solicitudes/{id}). Nequi exige nequi.celular y DaviPlata daviplata (tipo y número de documento); la notificación de Nequi vence a los NEQUI_PAYMENT_SECONDS y la referencia en efectivo a las CASH_PAYMENT_HOURS, nunca después del fin de la solicitud. La cabecera Idempotency-Key (UUID) es obligatoria: la misma clave responde el mismo pago (409 mientras se está creando; 422 si llega con otro medio o banco). 409 si la solicitud ya está pagada, venció, su valor ya no es el de la tarifa vigente (hay que cotizar de nuevo), tiene otro pago en proceso o la placa ya tiene un SOAT para parte de su periodo (el mensaje dice desde cuándo puede empezar una nueva solicitud). Si el día de inicio ya pasó, la vigencia empieza el día del pago (mismo valor solo si la tarifa y la edad del vehículo no cambian).',
      params: PurchaseRequestParams,
      headers: IdempotencyHeaders,
      body: PaymentBody,
      response: {
        201: PaymentCreated,
        404: ErrorResponse,
        409: ErrorResponse,
        422: ErrorResponse,
        502: ErrorResponse,
        503: ErrorResponse,
        ...commonErrorResponses,
      },
    },
    handler: async (request, reply) => {
      const errors: FieldError[] = schemaFieldErrors(request).filter((error) => error.campo !== 'idempotency-key');
      const key = request.headers['idempotency-key'];
      const keyValid = typeof key === 'string' && isUuid(key);
      if (!keyValid) errors.unshift({ campo: 'Idempotency-Key', mensaje: idempotencyKeyMessage });
      const body = request.body as Partial<PaymentRequest>;
      if (body.metodo === 'PSE' && !body.pse && !errors.some((error) => error.campo === 'pse')) {
        errors.push({ campo: 'pse', mensaje: pseDetailsMessage });
      }
      const wallets = walletDetails(body, errors);
      if (errors.length > 0 || !keyValid) throw badRequest(errors);

      // the request and its payments in one read (ADR 027)
      const { request: purchase, payments } = await findPurchaseWithPayments(app, request.params.idSolicitudSoat);
      // the bank must be one the gateway lists (asked only for a request that exists)
      if (body.metodo === 'PSE' && !(await pseBanks()).some((bank) => bank.code === body.pse!.codigoBanco)) {
        throw badRequest([{ campo: 'pse.codigoBanco', mensaje: unknownBankMessage }]);
      }
      const payment = await app.paymentService.createPayment(
        purchase,
        key.toLowerCase(),
        {
          metodo: body.metodo!,
          pse: body.metodo === 'PSE' ? body.pse : undefined,
          ...wallets,
        },
        payments,
      );
      return reply.code(201).header('cache-control', 'no-store').send(payment);
    },
  });

  const { paymentEvents } = app.config.rateLimits;
  app.post('/pagos/eventos', {
    // Any body is read: what is not a well-signed event is a 401, logged (never a schema 400).
    attachValidation: true,
    // the gateway's own limit per address, in place of the global one (config/rate-limits.ts)
    config: { rateLimit: { max: paymentEvents.max, timeWindow: paymentEvents.timeWindowMs } },
    schema: {
      operationId: 'recibirEventoPago',
      tags: ['soat'],
      summary: 'Aviso de la pasarela de pagos',
      description:
        'Evento transaction.updated de la pasarela, firmado (signature.checksum y cabecera X-Event-Checksum). El evento es solo un aviso: la API consulta la transacción en la pasarela y aplica lo que esta responde (estado, valor, moneda y referencia del pago); si la pasarela no responde, guarda el evento y la conciliación lo revisa después. Se aplica una sola vez por transacción y estado; un estado final no cambia, salvo que la pasarela apruebe un pago registrado como rechazado. 200 para todo evento bien firmado; 401 si la firma no es válida.',
      body: PaymentEventBody,
      response: {
        200: PaymentEventAck,
        401: ErrorResponse,
        413: ErrorResponse,
        415: ErrorResponse,
        429: ErrorResponse,
        500: ErrorResponse,
      },
    },
    handler: async (request) => {
      const header = request.headers['x-event-checksum'];
      const event = app.paymentGateway.verifyEvent(request.body, typeof header === 'string' ? header : undefined);
      if (!event) {
        app.metrics.paymentEventsRefused.inc();
        request.log.warn({ event: 'payment-event-refused', ip: request.ip }, 'payment event with a bad signature');
        throw new HttpError(401, badEventMessage);
      }
      if (event.event !== 'transaction.updated') return { message: 'Evento ignorado.' };
      const body = request.body as { signature: { checksum: string } };
      // the gateway is asked about the transaction and its answer applied; kept for later when it is down
      const outcome = await app.paymentService.onEvent(
        event.transaction,
        { payload: request.body, checksum: body.signature.checksum },
        request.log,
      );
      request.log.info({ event: 'payment-event', outcome, transactionId: event.transaction.id }, 'payment event');
      return { message: 'Evento recibido.' };
    },
  });
};

export default paymentRoutes;
