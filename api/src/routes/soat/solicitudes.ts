import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { normalizePlate } from '@soat/shared/rules/plate';
import { VALIDITY_MESSAGES } from '@soat/shared/rules/validity';
import type { FastifyInstance } from 'fastify';
import type { Payment, PurchaseRequest as PurchaseRequestRow } from '../../db/schema.js';
import {
  callerOfRequest,
  coversOverlapping,
  knownCoverEnd,
  tellsOfOthersCover,
  type CoverCaller,
} from '../../domain/policy-cover.js';
import { checkHolder } from '../../domain/purchase-request-rules.js';
import { noInvoices, toPurchaseRequest, type InvoicesByPolicy } from '../../domain/purchase-views.js';
import {
  priceOnPaymentDay,
  requestExpiredMessage,
  requestExpiresAt,
  requoteMessage,
} from '../../domain/request-lifetime.js';
import { computeQuote } from '../../domain/tariffs.js';
import { signedInAccount } from '../../lib/bearer-token.js';
import { isUuid } from '../../lib/database-errors.js';
import { holderDocumentOf } from '../../lib/holder-document.js';
import { HttpError, badRequest, type FieldError } from '../../lib/http-error.js';
import type { RateLimitHook } from '../../lib/route-rate-limit.js';
import { schemaFieldErrors } from '../../lib/schema-errors.js';
import type { PurchaseRecord } from '../../repositories/purchase-repository.js';
import { reconcileAfterMs } from '../../plugins/app/payments/reconciliation.js';
import { ErrorResponse, commonErrorResponses } from '../../schemas/common.js';
import { PurchaseRequestBody, PurchaseRequestParams, PurchaseRequest } from '../../schemas/solicitudes.js';
import { laterEnd, readRuntReading, sameVehicle } from '../../lib/runt-reading.js';

export const invalidSessionMessage =
  'Tu sesión expiró o no es válida. Inicia sesión de nuevo o compra sin iniciar sesión.';
export const invalidRequestIdMessage = 'El identificador de la solicitud no es válido.';
export const requestNotFoundMessage = 'No encontramos esa solicitud de compra.';
/** A start some policy of the plate covers, when the caller may not be told whose or until when (ADR 010). */
export const coveredByAnotherMessage =
  'Este vehículo ya tiene un SOAT vigente en esas fechas, y un vehículo solo puede tener uno a la vez. Si lo compraste tú en el portal, usa como tomador el documento de esa compra, o inicia sesión con la cuenta con la que la hiciste, y te diremos desde qué día puede empezar el nuevo.';

export interface PurchaseRequestRouteOptions {
  /** The consult's limits on guessing a holder's document (lib/consult-rate-limits.ts), shared with it. */
  consultLimits: RateLimitHook;
}

// Checked by the shared rules with the purchase form's words: their schema errors would only repeat them.
const ruleFields = new Set(['placa', 'vehiculo', 'inicioVigencia', 'tomador']);

/** 400 for a malformed id in the path. */
function checkRequestId(id: string) {
  if (!isUuid(id)) {
    throw badRequest([{ campo: 'idSolicitudSoat', mensaje: invalidRequestIdMessage }], invalidRequestIdMessage);
  }
}

/** A request by the id in the path: 400 for a malformed id, 404 for an unknown one. */
export async function findPurchase(app: FastifyInstance, id: string): Promise<PurchaseRecord> {
  checkRequestId(id);
  const record = await app.purchaseRepository.findRecord(id);
  if (!record) throw new HttpError(404, requestNotFoundMessage);
  return record;
}

/** The same, with all the request's payments (newest first) instead of its record: what its payment reads. */
export async function findPurchaseWithPayments(
  app: FastifyInstance,
  id: string,
): Promise<{ request: PurchaseRequestRow; payments: Payment[] }> {
  checkRequestId(id);
  const found = await app.purchaseRepository.findRequestWithPayments(id);
  if (!found) throw new HttpError(404, requestNotFoundMessage);
  return found;
}

const purchaseRequestRoutes: FastifyPluginAsyncTypebox<PurchaseRequestRouteOptions> = async (
  app,
  { consultLimits },
) => {
  app.post('/solicitudes', {
    attachValidation: true,
    schema: {
      operationId: 'crearSolicitud',
      tags: ['soat'],
      summary: 'Crear una solicitud de compra de SOAT',
      description:
        'Valida la placa (según la clase), el vehículo, el inicio de la vigencia (hoy a 30 días, o el día siguiente al fin del SOAT vigente), el tomador (documento, NIT con dígito de verificación, nombres, apellidos, correo, celular, dirección, ciudad) y la aceptación de los términos: todos los errores a la vez. El valor lo calcula el servidor con la tabla oficial; un valor o código de tarifa enviado se ignora. Con un token de acceso (Bearer) la compra queda en «mis pólizas»; un token no válido responde 401.',
      body: PurchaseRequestBody,
      security: [{}, { bearerAuth: [] }],
      response: { 201: PurchaseRequest, 401: ErrorResponse, ...commonErrorResponses },
    },
    handler: async (request, reply) => {
      const account = await signedInAccount(app, request);
      if (account === 'invalid') throw new HttpError(401, invalidSessionMessage);

      const schemaErrors = schemaFieldErrors(request).filter((error) => !ruleFields.has(error.campo));
      const body = request.body as Record<string, unknown>;
      const now = app.clock.now();
      const today = app.clock.today();
      const plate = typeof body.placa === 'string' ? normalizePlate(body.placa) : '';
      // the start rule counts the plate's policies the caller may know of: the holder's (by the document
      // given as tomador) and the account's; another's only refuses, with no date (ADR 010)
      const covers = plate ? await app.policyQueries.coversInForce(plate, today) : [];
      const caller: CoverCaller = { document: holderDocumentOf(body.tomador), userId: account?.id };
      // with or without a valid tomador: its answer tells whether a start is covered (and, to the holder, until when)
      if (tellsOfOthersCover(covers, caller)) await consultLimits(request, reply);
      // unlike a quote, a purchase names its start day
      const startMissing = body.inicioVigencia === undefined || body.inicioVigencia === null;
      // a RUNT reading (ADR 031): another insurer's SOAT in force, and whether the vehicle is the RUNT's
      const reading = readRuntReading(app, body.lecturaRunt, plate);
      const currentPolicyEnd = laterEnd(knownCoverEnd(covers, caller), reading?.polizaVigenteHasta);
      const quote = computeQuote(body, { today, currentPolicyEnd });
      const covered =
        quote.ok && coversOverlapping(covers, quote.quote.inicioVigencia, quote.quote.finVigencia).length > 0;
      const holderCheck = checkHolder(body.tomador);
      const errors: FieldError[] = [
        ...(quote.ok ? [] : quote.errores),
        ...(covered && !startMissing ? [{ campo: 'inicioVigencia', mensaje: coveredByAnotherMessage }] : []),
        ...(startMissing ? [{ campo: 'inicioVigencia', mensaje: VALIDITY_MESSAGES['validity.required'] }] : []),
        ...(holderCheck.ok ? [] : holderCheck.errores),
        ...schemaErrors,
      ];
      if (errors.length > 0 || !quote.ok || !holderCheck.ok) throw badRequest(errors);

      const price = quote.quote;
      const holder = holderCheck.holder;
      // the RUNT's brand and line only for the RUNT's vehicle: typed data has none anybody vouches for
      const fromRunt = reading && sameVehicle(reading, price) ? reading : null;
      const vehicleSource = fromRunt ? 'runt' : 'digitados';
      const created = await app.purchaseRepository.createRequest({
        userId: account?.id ?? null,
        plate: price.placa,
        vehicle: price.vehiculo,
        tariffCode: price.codigoTarifa,
        tariffYear: price.anioTarifa,
        premium: price.prima,
        adresContribution: price.contribucionAdres,
        subtotal: price.subtotal,
        runtFee: price.tasaRunt,
        total: price.total,
        startsOn: price.inicioVigencia,
        endsOn: price.finVigencia,
        quote: price,
        holderDocumentType: holder.tipoDocumento,
        holderDocumentNumber: holder.numeroDocumento,
        holderFirstNames: holder.nombres,
        holderLastNames: holder.apellidos,
        holderEmail: holder.correoElectronico,
        holderMobile: holder.celular,
        holderAddress: holder.direccion,
        holderCity: holder.ciudad,
        termsAcceptedAt: now,
        vehicleSource,
        brand: fromRunt?.marca ?? null,
        line: fromRunt?.linea ?? null,
        createdAt: now,
        expiresAt: requestExpiresAt(now, app.config.payments.requestLifetimeDays),
      });
      request.log.info(
        {
          event: 'purchase-request',
          requestId: created.id,
          tariff: created.tariffCode,
          signedIn: Boolean(account),
          vehicleSource,
        },
        'purchase request created',
      );
      return reply
        .code(201)
        .header('cache-control', 'no-store')
        .send(
          toPurchaseRequest(created, undefined, undefined, {
            insurer: app.config.policyInsurerContact,
            invoices: noInvoices,
            today,
          }),
        );
    },
  });

  app.get('/solicitudes/:idSolicitudSoat', {
    schema: {
      operationId: 'leerSolicitud',
      tags: ['soat'],
      summary: 'Consultar una solicitud de compra',
      description:
        'La solicitud con su último pago y, si ya se expidió, su póliza con su factura electrónica (en proceso o validada); venceEn, hasta cuándo se puede pagar (después se cierra como vencida); cotizarDeNuevo si ya no se puede pagar (venció, o su valor ya no es el de la tarifa vigente); periodoOcupado si la placa ya tiene un SOAT para parte de su periodo. Un pago pendiente por más de unos segundos se consulta en la pasarela (como mucho una vez cada pocos segundos), así la página de resultado se pone al día aunque el aviso de la pasarela no haya llegado.',
      params: PurchaseRequestParams,
      response: { 200: PurchaseRequest, 400: ErrorResponse, 404: ErrorResponse, 429: ErrorResponse },
    },
    handler: async (request, reply) => {
      let record = await findPurchase(app, request.params.idSolicitudSoat);
      const { payment } = record;
      if (
        payment?.status === 'PENDIENTE' &&
        payment.transactionId &&
        Date.now() - payment.createdAt.getTime() > reconcileAfterMs &&
        (await app.purchaseRepository.claimCheck(payment.id, reconcileAfterMs))
      ) {
        await app.paymentService.refresh(payment, request.log);
        record = (await app.purchaseRepository.findRecord(record.request.id)) ?? record;
      }
      // its lifetime ran out: closed now rather than at the next pass (not while a payment is pending)
      if (record.request.status === 'pendiente-pago' && app.clock.now() >= record.request.expiresAt) {
        const closed = await app.purchaseRepository.closeExpired({
          now: app.clock.now(),
          graceMs: app.config.payments.reconcileWindowDays * 24 * 60 * 60 * 1000,
          requestId: record.request.id,
        });
        if (closed.length > 0) record = (await app.purchaseRepository.findRecord(record.request.id)) ?? record;
      }
      const { request: purchase } = record;
      const today = app.clock.today();
      // a request that can no longer be paid says why: the page offers a new quote instead of the payment
      const requote =
        purchase.status === 'vencida'
          ? { motivo: 'vencida' as const, mensaje: requestExpiredMessage(purchase.expiresAt) }
          : purchase.status === 'pendiente-pago' && !priceOnPaymentDay(purchase, today).ok
            ? { motivo: 'tarifa' as const, mensaje: requoteMessage }
            : null;
      // a request the plate's policies now overlap cannot be paid: the page says so instead of offering payment
      const periodTaken =
        purchase.status === 'pendiente-pago' && !requote
          ? await app.policyQueries.periodTaken(
              purchase.plate,
              purchase.startsOn,
              purchase.endsOn,
              callerOfRequest(purchase),
            )
          : null;
      // the policy's invoice: the result page offers it once the DIAN validated it
      const invoices: InvoicesByPolicy = new Map(
        record.policy && record.invoice ? [[record.policy.id, record.invoice]] : [],
      );
      void reply.header('cache-control', 'no-store');
      return {
        ...toPurchaseRequest(purchase, record.payment, record.policy, {
          insurer: app.config.policyInsurerContact,
          invoices,
          today,
        }),
        cotizarDeNuevo: requote,
        periodoOcupado: periodTaken,
      };
    },
  });
};

export default purchaseRequestRoutes;
