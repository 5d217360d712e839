import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { isDocumentType } from '@soat/shared/rules/identity-document';
import { todayInColombia } from '@soat/shared/rules/validity';
import type { AppConfig } from '../../../config/index.js';
import {
  electronicDocuments,
  payments,
  policies,
  purchaseRequests,
  refunds,
  type ElectronicDocument,
  type Policy,
  type PurchaseRequest,
  type RefundReason,
} from '../../../db/schema.js';
import {
  buildCreditNote,
  buildInvoice,
  deliveryFileNames,
  type DocumentIssuer,
  type SaleDetails,
  type SaleDocument,
} from '../../../invoicing/index.js';

/** The database or the transaction a document's data is read in. */
export type Reader = Pick<FastifyInstance['db'], 'select'>;

/** A document once numbered and dated, as the builders need it. */
export type NumberedDocument = ElectronicDocument & { number: number; issuedAt: Date };

/** Why a credit note cancels its invoice, in the note's words (the refund's reason). */
const creditNoteReasons: Record<RefundReason, string> = {
  'periodo-ocupado': 'Anulación de la venta: la placa ya tenía un SOAT vigente para el periodo; se reembolsó el pago.',
  'pago-repetido': 'Anulación de la venta: pago repetido de la misma solicitud; se reembolsó el pago.',
  'solicitud-cerrada': 'Anulación de la venta: la solicitud estaba cerrada cuando llegó el pago; se reembolsó.',
  'precio-cambio': 'Anulación de la venta: el precio cambió antes del pago; se reembolsó el pago.',
  'pago-vencido': 'Anulación de la venta: el pago llegó después de su plazo; se reembolsó el pago.',
};

/** The DIAN's means of payment for the portal's methods (a card is written as a credit card). */
const paymentMeans = (method: string) => (method === 'PSE' ? '47' : '48') as SaleDetails['paymentMeansCode'];

/** A NIT's base digits, without its check digit (`900000001-2` → `900000001`). */
const nitBase = (nit: string) => nit.replace(/-\d$/, '').replace(/\D/g, '');

/** The issuer every document names (the insurer, its software, its range), from the configuration. */
export function documentIssuer(config: AppConfig): DocumentIssuer {
  const { invoicing } = config;
  const insurerNit = nitBase(config.policyInsurerContact.nit);
  return {
    environment: invoicing.environment,
    insurer: {
      legalName: config.policyInsurer,
      nit: insurerNit,
      taxLevelCodes: invoicing.issuer.taxLevelCodes,
      address: {
        line: invoicing.issuer.address,
        cityName: invoicing.issuer.cityName,
        cityCode: invoicing.issuer.cityCode,
        departmentName: invoicing.issuer.departmentName,
        departmentCode: invoicing.issuer.cityCode.slice(0, 2),
      },
      email: invoicing.issuer.email,
      phone: config.policyInsurerContact.phone,
    },
    software: { id: invoicing.softwareId, pin: invoicing.softwarePin, providerNit: insurerNit },
    invoiceRange: {
      resolution: invoicing.range.resolution,
      prefix: invoicing.range.prefix,
      from: invoicing.range.from,
      to: invoicing.range.to,
      validFrom: invoicing.range.validFrom,
      validTo: invoicing.range.validTo,
      technicalKey: invoicing.range.technicalKey,
    },
    creditNotePrefix: invoicing.creditNotePrefix,
  };
}

/**
 * What an electronic document says, read from the sale it describes: its policy, the request's holder, the
 * payment's means, and for a credit note its invoice and its refund's reason.
 */
export function saleDocuments(db: Reader, issuer: DocumentIssuer) {
  /** The sale a document describes: its policy, the request's holder, the payment's means. */
  async function saleOf(policy: Policy, reader: Reader = db): Promise<SaleDetails> {
    const [row] = await reader
      .select({ request: purchaseRequests, method: payments.method })
      .from(purchaseRequests)
      .innerJoin(payments, eq(payments.id, policy.paymentId))
      .where(eq(purchaseRequests.id, policy.purchaseRequestId))
      .limit(1);
    if (!row) throw new Error(`No purchase request for the policy ${policy.number}`);
    const request: PurchaseRequest = row.request;
    if (!isDocumentType(request.holderDocumentType)) {
      throw new Error(`Unknown document type ${request.holderDocumentType}`);
    }
    return {
      policyNumber: policy.number,
      plate: policy.plate,
      startsOn: policy.startsOn,
      endsOn: policy.endsOn,
      buyer: {
        documentType: request.holderDocumentType,
        documentNumber: request.holderDocumentNumber,
        name: `${request.holderFirstNames} ${request.holderLastNames}`.trim(),
        email: request.holderEmail,
        phone: request.holderMobile,
        address: { line: request.holderAddress, cityName: request.holderCity },
      },
      amounts: {
        premium: policy.premium,
        adresContribution: policy.adresContribution,
        subtotal: policy.subtotal,
        runtFee: policy.runtFee,
        total: policy.total,
      },
      paymentMeansCode: paymentMeans(row.method),
    };
  }

  async function policyOf(document: ElectronicDocument, reader: Reader = db): Promise<Policy> {
    const [policy] = await reader.select().from(policies).where(eq(policies.id, document.policyId)).limit(1);
    if (!policy) throw new Error(`No policy ${document.policyId}`);
    return policy;
  }

  /**
   * The document as built for its number and issue time (the same strings every time: the same code),
   * read with `reader` (the numbering's transaction, which the embedded database would otherwise wait for).
   */
  async function build(document: NumberedDocument, reader: Reader = db): Promise<SaleDocument> {
    const sale = await saleOf(await policyOf(document, reader), reader);
    if (document.kind === 'factura') {
      return buildInvoice({ sale, number: document.number, issuedAt: document.issuedAt }, issuer);
    }
    const [invoice] = await reader
      .select()
      .from(electronicDocuments)
      .where(eq(electronicDocuments.id, document.invoiceId ?? ''))
      .limit(1);
    if (!invoice?.uniqueCode || invoice.number === null || !invoice.issuedAt) {
      throw new Error(`The credit note ${document.id} waits for its invoice to be built`);
    }
    const [refund] = await reader
      .select({ reason: refunds.reason })
      .from(refunds)
      .where(eq(refunds.id, document.refundId ?? ''))
      .limit(1);
    return buildCreditNote(
      {
        sale,
        number: document.number,
        issuedAt: document.issuedAt,
        invoice: {
          number: `${invoice.prefix}${invoice.number}`,
          cufe: invoice.uniqueCode,
          issueDate: todayInColombia(invoice.issuedAt),
        },
        reason: creditNoteReasons[refund?.reason ?? 'periodo-ocupado'],
      },
      issuer,
    );
  }

  /** The names the DIAN's annex gives a document's file and its zip. */
  function sendNames(document: ElectronicDocument) {
    const names = deliveryFileNames({
      issuerNit: issuer.insurer.nit,
      year: (document.issuedAt ?? new Date()).getUTCFullYear(),
      sequence: (document.number ?? 0) % 0xffffffff || 1,
    });
    const stem = names.xml.slice(2, -4);
    const kind = document.kind === 'factura' ? 'fv' : 'nc';
    return { xmlFileName: `${kind}${stem}.xml`, zipFileName: `z${stem}.zip` };
  }

  return { saleOf, policyOf, build, sendNames };
}
