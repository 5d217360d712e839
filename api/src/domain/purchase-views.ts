import type { DocumentType } from '@soat/shared/rules/identity-document';
import {
  COVER_END_TIME,
  coverStartTime,
  timeInColombia,
  todayInColombia,
  type CalendarDate,
} from '@soat/shared/rules/validity';
import type { VehicleData } from '@soat/shared/rules/vehicle';
import type { ElectronicDocument, Payment, Policy, PurchaseRequest, Refund, RefundReason } from '../db/schema.js';
import type {
  ConsultRefundResponse,
  InvoiceResponse,
  PolicySummaryResponse,
  PolicyResponse,
  QuoteResponse,
} from '../schemas/soat.js';
import type { PurchaseRequestResponse } from '../schemas/solicitudes.js';
import { coveragesFor } from './coverages.js';

type PaymentMethodName = NonNullable<PurchaseRequestResponse['pago']>['metodo'];

// The purchase's rows in the API's words (ADR 010), mapped once here for every route.

/** `ana.gomez@example.com` → `a***@example.com`: enough to recognise, not to harvest. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email.charAt(0)}***${email.slice(at)}`;
}

/** `3001234567` → `300****567`. */
export function maskMobile(mobile: string): string {
  return mobile.length < 7 ? '***' : `${mobile.slice(0, 3)}${'*'.repeat(mobile.length - 6)}${mobile.slice(-3)}`;
}

/**
 * `52123456` → `52****56`: a request's page is open to whoever has its id (ADR 010), so it shows the
 * holder's document as it shows the email and mobile, enough to recognise and no more.
 */
export function maskDocument(number: string): string {
  return number.length < 6 ? '***' : `${number.slice(0, 2)}${'*'.repeat(number.length - 4)}${number.slice(-2)}`;
}

/**
 * `Calle 12 # 34-56` → `Calle ***`: the kind of street (its first word, when it has no digit), nothing that
 * finds the house.
 */
export function maskAddress(address: string): string {
  const first = /^\p{L}{1,12}(?=[\s.]|$)/u.exec(address.trim())?.[0];
  return first ? `${first} ***` : '***';
}

/** vigente (covers today), vencida (ended) or futura (starts after today). */
export function policyState(policy: Pick<Policy, 'startsOn' | 'endsOn'>, today: CalendarDate) {
  if (today < policy.startsOn) return 'futura' as const;
  return today > policy.endsOn ? ('vencida' as const) : ('vigente' as const);
}

/** The day a policy was issued, in Colombia. */
export const issueDay = (policy: Pick<Policy, 'issuedAt'>) => todayInColombia(policy.issuedAt);

/** What the consult shows of a refund (`toConsultRefund`): its columns alone are read. */
export interface ConsultedRefund {
  refund: Pick<Refund, 'status' | 'refundedAt'>;
  payment: Pick<Payment, 'amountInCents'>;
  request: Pick<PurchaseRequest, 'startsOn' | 'endsOn'>;
}

/** A policy as the consult lists it. */
export function toPolicySummary(
  policy: Pick<Policy, 'number' | 'startsOn' | 'endsOn' | 'insurer' | 'issuedAt' | 'tariffCode' | 'runtReportedAt'>,
  today: CalendarDate = todayInColombia(),
): PolicySummaryResponse {
  return {
    numeroPoliza: policy.number,
    estado: policyState(policy, today),
    aseguradora: policy.insurer,
    fechaExpedicion: issueDay(policy),
    inicioVigencia: policy.startsOn,
    finVigencia: policy.endsOn,
    codigoTarifa: policy.tariffCode,
    reporteRunt: policy.runtReportedAt ? 'reportada' : 'pendiente',
  };
}

/** The insurer's NIT and service line, as configured (POLICY_INSURER_NIT, POLICY_INSURER_PHONE). */
export interface InsurerContact {
  nit: string;
  phone: string;
}

/** A policy's invoice, as far as its buyer sees it. */
export type PolicyInvoice = Pick<ElectronicDocument, 'policyId' | 'status' | 'prefix' | 'number' | 'uniqueCode'>;

/** The invoices of the policies a view shows, by policy id (read in one query for all of them). */
export type InvoicesByPolicy = ReadonlyMap<string, PolicyInvoice>;

/** For a view that shows no invoice (the certificate, a request not paid yet). */
export const noInvoices: InvoicesByPolicy = new Map();

/**
 * What a policy's view needs beside its row: the insurer's contact, the invoices of the policies it shows,
 * and the day that tells their state.
 */
export interface PolicyViewContext {
  insurer: InsurerContact;
  invoices: InvoicesByPolicy;
  today?: CalendarDate;
}

/**
 * A policy's invoice as its buyer sees it: `validada` once the DIAN accepted it, with its number and CUFE;
 * `en-proceso` while it waits for the DIAN or for an operator to fix what the DIAN rejected (that is the
 * operators' business, not the buyer's); null when the policy has none.
 */
export function toInvoice(invoice: PolicyInvoice | undefined): InvoiceResponse | null {
  if (!invoice) return null;
  if (invoice.status !== 'aceptada') return { estado: 'en-proceso', numero: null, cufe: null };
  return {
    estado: 'validada',
    numero: invoice.prefix === null || invoice.number === null ? null : `${invoice.prefix}${invoice.number}`,
    cufe: invoice.uniqueCode,
  };
}

/** A policy with everything its certificate carries (docs/soat-certificate.md). */
export function toPolicy(
  policy: Policy,
  { insurer, invoices, today = todayInColombia() }: PolicyViewContext,
): PolicyResponse {
  return {
    ...toPolicySummary(policy, today),
    idSolicitudSoat: policy.purchaseRequestId,
    nitAseguradora: insurer.nit,
    telefonoAseguradora: insurer.phone,
    horaExpedicion: timeInColombia(policy.issuedAt),
    horaInicioVigencia: coverStartTime(policy.startsOn, policy.issuedAt),
    horaFinVigencia: COVER_END_TIME,
    anioTarifa: policy.tariffYear,
    radicadoRunt: policy.runtFilingNumber,
    fechaReporteRunt: policy.runtReportedAt ? todayInColombia(policy.runtReportedAt) : null,
    prima: policy.premium,
    contribucionAdres: policy.adresContribution,
    subtotal: policy.subtotal,
    tasaRunt: policy.runtFee,
    total: policy.total,
    placa: policy.plate,
    vehiculo: policy.vehicle as VehicleData,
    marca: policy.brand,
    linea: policy.line,
    tomador: {
      tipoDocumento: policy.holderDocumentType as DocumentType,
      numeroDocumento: policy.holderDocumentNumber,
      nombres: policy.holderFirstNames,
      apellidos: policy.holderLastNames,
      direccion: policy.holderAddress,
      ciudad: policy.holderCity,
      celular: policy.holderMobile,
    },
    coberturas: coveragesFor(policy.tariffYear),
    factura: toInvoice(invoices.get(policy.id)),
  };
}

/** A policy as a request's page shows it: the holder's document, address and mobile masked. */
const maskedPolicy = (policy: PolicyResponse): PolicyResponse => ({
  ...policy,
  tomador: {
    ...policy.tomador,
    numeroDocumento: maskDocument(policy.tomador.numeroDocumento),
    direccion: maskAddress(policy.tomador.direccion),
    celular: maskMobile(policy.tomador.celular),
  },
});

/** The cash payment's PDF voucher, under the API's public prefix. */
export const cashVoucherPath = (requestId: string, paymentId: string) =>
  `/soat/api/v1/solicitudes/${requestId}/pagos/${paymentId}/comprobante`;

/** A payment attempt as a request's views read it: with why it is returned, when it bought no policy. */
export type PaymentWithRefund = Payment & { refundReason?: RefundReason | null };

/** A request with its latest payment attempt and its policy, if issued. */
export function toPurchaseRequest(
  request: PurchaseRequest,
  payment: PaymentWithRefund | undefined,
  policy: Policy | undefined,
  view: PolicyViewContext,
): PurchaseRequestResponse {
  return {
    idSolicitudSoat: request.id,
    estado: request.status,
    placa: request.plate,
    vehiculo: request.vehicle as VehicleData,
    origenDatosVehiculo: request.vehicleSource,
    cotizacion: request.quote as unknown as QuoteResponse,
    tomador: {
      tipoDocumento: request.holderDocumentType as DocumentType,
      numeroDocumento: maskDocument(request.holderDocumentNumber),
      nombres: request.holderFirstNames,
      apellidos: request.holderLastNames,
      correoElectronico: maskEmail(request.holderEmail),
      celular: maskMobile(request.holderMobile),
      ciudad: request.holderCity,
    },
    pago: payment
      ? {
          idPago: payment.id,
          estado: payment.status,
          metodo: payment.method as PaymentMethodName,
          mensaje: payment.message,
          // a pending payment's own deadline (Nequi's push, the cash reference); gone once it is final
          venceEn: payment.status === 'PENDIENTE' && payment.expiresAt ? payment.expiresAt.toISOString() : null,
          celular: payment.mobile ? maskMobile(payment.mobile) : null,
          efectivo:
            payment.method === 'EFECTIVO' && payment.agreementCode && payment.paymentReference
              ? {
                  codigoConvenio: payment.agreementCode,
                  referenciaPago: payment.paymentReference,
                  urlComprobante: cashVoucherPath(request.id, payment.id),
                }
              : null,
          motivoReembolso: payment.refundReason ?? null,
          actualizadoEn: payment.updatedAt.toISOString(),
        }
      : null,
    poliza: policy ? maskedPolicy(toPolicy(policy, view)) : null,
    venceEn: request.expiresAt.toISOString(),
  };
}

/** A payment that bought no policy, as the consult shows it to the holder: what is returned, and when. */
export function toConsultRefund({ refund, payment, request }: ConsultedRefund): ConsultRefundResponse {
  return {
    estado: refund.status,
    valor: payment.amountInCents / 100,
    inicioVigencia: request.startsOn,
    finVigencia: request.endsOn,
    fechaReembolso: refund.refundedAt ? todayInColombia(refund.refundedAt) : null,
  };
}
