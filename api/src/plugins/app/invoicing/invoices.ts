import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isDocumentType } from '@soat/shared/rules/identity-document';
import { todayInColombia } from '@soat/shared/rules/validity';
import { creditNoteSeries, invoiceSeries } from '../../../config/index.js';
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
import { electronicDocumentEmail } from '../../../emails/invoice-email.js';
import {
  buildAttachedDocument,
  buildCreditNote,
  buildInvoice,
  deliveryFileNames,
  renderDocumentPdf,
  signDocument,
  zipDelivery,
  type DocumentIssuer,
  type SaleDetails,
  type SaleDocument,
} from '../../../invoicing/index.js';
import { createLeasedQueue, runLeasedQueue, type LeasedQueueRunner } from '../../../lib/leased-queue.js';
import {
  createElectronicDocumentsRepository,
  type DocumentWriter,
  type ElectronicDocumentsRepository,
} from '../../../repositories/electronic-documents-repository.js';
import type { DianOutcome } from './dian-client.js';
import { invoiceMetrics } from './invoice-metrics.js';
import { ruleMessage } from './dian-shapes.js';

/** The database or the transaction a document's data is read in. */
type Reader = Pick<FastifyInstance['db'], 'select'>;

/** What became of a document's try with the DIAN. */
type DocumentOutcome = 'accepted' | 'rejected' | 'contingency';

export interface InvoiceService {
  repository: ElectronicDocumentsRepository;
  /** The issuer every document names (the insurer, its software, its range). */
  issuer: DocumentIssuer;
  /** Queues the invoice of a policy, in the transaction that issues it: call `kick()` once it commits. */
  enqueueInvoice(writer: DocumentWriter, policyId: string): Promise<void>;
  /**
   * Queues the credit note of a refunded payment whose sale was invoiced, in the refund's transaction;
   * false (nothing queued) when the payment bought no invoiced policy.
   */
  enqueueCreditNote(
    tx: DocumentWriter & Parameters<ElectronicDocumentsRepository['invoiceOfPayment']>[0],
    paymentId: string,
    refundId: string,
  ): Promise<boolean>;
  /** Sends the documents due from this instance now, in the background. */
  kick(): void;
  runOnce: LeasedQueueRunner<DocumentOutcome>['runOnce'];
  /** The zip the buyer receives for an accepted document: its AttachedDocument and its PDF. */
  delivery(document: ElectronicDocument): Promise<{ filename: string; content: Buffer }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    invoices: InvoiceService;
  }
}

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

async function invoicesPlugin(app: FastifyInstance) {
  const { invoicing } = app.config;
  const repository = createElectronicDocumentsRepository(app.db);
  const insurerNit = nitBase(app.config.policyInsurerContact.nit);
  const issuer: DocumentIssuer = {
    environment: invoicing.environment,
    insurer: {
      legalName: app.config.policyInsurer,
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
      phone: app.config.policyInsurerContact.phone,
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

  const signer = app.documentSigner;

  const metrics = invoiceMetrics(app);

  /** The sale a document describes: its policy, the request's holder, the payment's means. */
  async function saleOf(policy: Policy, reader: Reader = app.db): Promise<SaleDetails> {
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

  async function policyOf(document: ElectronicDocument, reader: Reader = app.db): Promise<Policy> {
    const [policy] = await reader.select().from(policies).where(eq(policies.id, document.policyId)).limit(1);
    if (!policy) throw new Error(`No policy ${document.policyId}`);
    return policy;
  }

  /**
   * The document as built for its number and issue time (the same strings every time: the same code),
   * read with `reader` (the numbering's transaction, which the embedded database would otherwise wait for).
   */
  async function build(
    document: ElectronicDocument & { number: number; issuedAt: Date },
    reader: Reader = app.db,
  ): Promise<SaleDocument> {
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
      issuerNit: insurerNit,
      year: (document.issuedAt ?? new Date()).getUTCFullYear(),
      sequence: (document.number ?? 0) % 0xffffffff || 1,
    });
    const stem = names.xml.slice(2, -4);
    const kind = document.kind === 'factura' ? 'fv' : 'nc';
    return { xmlFileName: `${kind}${stem}.xml`, zipFileName: `z${stem}.zip` };
  }

  const queue = createLeasedQueue(app.db, {
    name: 'electronic-document',
    table: electronicDocuments,
    pending: eq(electronicDocuments.status, 'pendiente'),
    // a try signs, sends and waits for the DIAN's validation (DIAN_TIMEOUT_MS at most)
    leaseMs: 5 * 60_000,
    // never given up: in contingency the document waits for the DIAN, tried at most hourly
    maxAttempts: Number.MAX_SAFE_INTEGER,
    firstRetryMs: (invoicing.firstRetrySeconds ?? invoicing.jobsIntervalSeconds) * 1000,
  });

  /** The DIAN's answer about a document it may have received (after a timeout or a duplicate). */
  async function statusOf(uniqueCode: string): Promise<DianOutcome> {
    return app.dian.documentStatus(uniqueCode);
  }

  async function accept(document: ElectronicDocument, applicationResponse: string): Promise<DocumentOutcome> {
    const year = new Date().getUTCFullYear();
    const accepted = await repository.markAccepted(
      document.id,
      applicationResponse,
      { key: `entrega:${year}`, first: 1, last: 0xffffffff },
      (tx) => app.emailJobs.enqueue(tx, document.kind, { documentId: document.id }),
    );
    if (accepted) {
      metrics.documents.inc({ kind: document.kind, outcome: 'accepted' });
      app.log.info(
        { event: 'electronic-document-accepted', kind: document.kind, documentId: document.id },
        'accepted by the DIAN',
      );
      app.emailJobs.kick();
    }
    return 'accepted';
  }

  async function reject(document: ElectronicDocument, errors: string[]): Promise<DocumentOutcome> {
    if (await repository.markRejected(document.id, errors)) {
      metrics.documents.inc({ kind: document.kind, outcome: 'rejected' });
      app.log.error(
        { event: 'electronic-document-rejected', kind: document.kind, documentId: document.id, errors },
        'rejected by the DIAN: an operator fixes the cause and sends it again',
      );
    }
    return 'rejected';
  }

  /** One try: numbered and signed once, sent, and ended by the DIAN's answer; a throw is a try to repeat. */
  async function work(job: ElectronicDocument): Promise<DocumentOutcome> {
    const series = job.kind === 'factura' ? invoiceSeries(invoicing) : creditNoteSeries(invoicing);
    const document = await repository.prepare(job.id, series, async (numbered, tx) => {
      const built = await build(numbered, tx);
      return { xml: await signDocument(built.xml, signer), uniqueCode: built.uniqueCode };
    });
    let answer = await app.dian.sendDocument({ ...sendNames(document), xml: document.xml! });
    // it may have been received before: the DIAN's record of it decides
    if (answer.outcome === 'timeout' || answer.outcome === 'duplicate') answer = await statusOf(document.uniqueCode!);
    switch (answer.outcome) {
      case 'accepted': {
        const response = answer.applicationResponseXml ?? (await statusOf(document.uniqueCode!).then(responseOf));
        if (!response) throw new Error('The DIAN accepted the document without its ApplicationResponse yet');
        return accept(document, response);
      }
      case 'rejected':
        return reject(document, answer.rules.map(ruleMessage));
      case 'refused':
        return reject(document, [`Solicitud rechazada por la DIAN: ${answer.detail}`]);
      case 'duplicate':
        throw new Error('The DIAN says the document was received before but does not give its answer yet');
      case 'in-process':
        throw new Error('The DIAN is still validating the document');
      case 'not-found':
        throw new Error('The DIAN did not receive the document: it is sent again');
      case 'down':
        throw new Error(`The DIAN is not answering (contingency): ${answer.detail}`);
      case 'timeout':
        throw new Error(`The DIAN did not answer within ${answer.timeoutMs} ms (contingency)`);
    }
  }

  const runner = runLeasedQueue(app, queue, {
    intervalSeconds: () => invoicing.jobsIntervalSeconds,
    work,
    // never dropped: in contingency it waits for the DIAN, hourly at most, while the alert calls a person
    async giveUp(job, error) {
      await queue.retryLater(job, error);
      return 'contingency';
    },
  });

  const service: InvoiceService = {
    repository,
    issuer,
    enqueueInvoice: (writer, policyId) => repository.addInvoice(writer, policyId),
    async enqueueCreditNote(tx, paymentId, refundId) {
      const invoice = await repository.invoiceOfPayment(tx, paymentId);
      if (!invoice) return false;
      await repository.addCreditNote(tx, { invoiceId: invoice.id, policyId: invoice.policyId, refundId });
      return true;
    },
    kick: () => runner.kick(),
    runOnce: () => runner.runOnce(),
    async delivery(document) {
      if (document.status !== 'aceptada' || !document.xml || !document.applicationResponse) {
        throw new Error(`The electronic document ${document.id} was not accepted`);
      }
      const built = await build(document as ElectronicDocument & { number: number; issuedAt: Date });
      const acceptedAt = document.acceptedAt ?? new Date();
      const attached = await signDocument(
        buildAttachedDocument(
          {
            signedDocument: document.xml,
            applicationResponse: document.applicationResponse,
            validatedAt: acceptedAt,
            id: `${document.prefix}${document.number}`,
            issuedAt: acceptedAt,
          },
          issuer,
        ),
        signer,
      );
      const names = deliveryFileNames({
        issuerNit: insurerNit,
        year: acceptedAt.getUTCFullYear(),
        sequence: document.deliverySequence ?? 1,
      });
      const pdf = await renderDocumentPdf(built, issuer);
      return { filename: names.zip, content: Buffer.from(zipDelivery(attached, pdf, names)) };
    },
  };

  for (const kind of ['factura', 'nota-credito'] as const) {
    app.emailJobs.handle(kind, async ({ documentId = '' }) => {
      const document = await repository.find(documentId);
      if (!document) throw new Error(`No electronic document ${documentId}`);
      const policy = await policyOf(document);
      const sale = await saleOf(policy);
      await app.mailer.send(
        electronicDocumentEmail({
          kind,
          to: sale.buyer.email,
          name: sale.buyer.name.split(/\s+/)[0] ?? sale.buyer.name,
          documentNumber: `${document.prefix}${document.number}`,
          policyNumber: policy.number,
          total: policy.total,
          uniqueCode: document.uniqueCode ?? '',
          purchaseUrl: `${app.config.portalUrl}/cotizar-soat/pagos/respuesta-pago-soat/${policy.purchaseRequestId}`,
          zip: await service.delivery(document),
        }),
      );
    });
  }
  app.decorate('invoices', service);
}

/** The ApplicationResponse of an answer about a document, when it carries one. */
function responseOf(answer: DianOutcome): string | null {
  return answer.outcome === 'accepted' ? answer.applicationResponseXml : null;
}

export default fp(invoicesPlugin, {
  name: 'invoices',
  dependencies: ['database', 'metrics', 'email-jobs', 'mailer', 'dian-client', 'signing-certificate'],
});
