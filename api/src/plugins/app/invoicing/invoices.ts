import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { creditNoteSeries, invoiceSeries } from '../../../config/index.js';
import { electronicDocuments, type ElectronicDocument } from '../../../db/schema.js';
import { electronicDocumentEmail } from '../../../emails/invoice-email.js';
import {
  buildAttachedDocument,
  deliveryFileNames,
  renderDocumentPdf,
  signDocument,
  zipDelivery,
  type DocumentIssuer,
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
import { documentIssuer, saleDocuments, type NumberedDocument } from './sale-documents.js';

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

async function invoicesPlugin(app: FastifyInstance) {
  const { invoicing } = app.config;
  const repository = createElectronicDocumentsRepository(app.db);
  const issuer = documentIssuer(app.config);
  const { saleOf, policyOf, build, sendNames } = saleDocuments(app.db, issuer);
  const signer = app.documentSigner;

  const metrics = invoiceMetrics(app);

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
      const built = await build(document as NumberedDocument);
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
        issuerNit: issuer.insurer.nit,
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
