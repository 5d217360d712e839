import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { strFromU8, unzipSync } from 'fflate';
import { parseXml } from '../invoicing/ubl-reader.js';
import { ruleMessage, type DianResponse } from '../plugins/app/invoicing/dian-shapes.js';
import { documentAnswer, duplicateAnswer, requestProblemAnswer, schemaAnswer } from './answers.js';
import { applicationResponse } from './application-response-writer.js';
import type { DocumentsStore } from './documents-store.js';
import { readDocumentFields } from './document-fields.js';
import { faultBuyers } from './test-instruments.js';
import { documentRules } from './validate-document.js';

/** What a send gets: a DianResponse, or one of the DIAN's faults (the test instruments'). */
export type SendOutcome = { kind: 'answer'; response: DianResponse } | { kind: 'unavailable' } | { kind: 'hang-up' };

const answer = (response: DianResponse): SendOutcome => ({ kind: 'answer', response });
const zipProblem = 'Error descomprimiendo el archivo ZIP: No fue encontrado ningun documento XML valido.';

/** The XML document in the zip, or the DIAN's message about the zip. */
function unzipDocument(contentFile: string): { fileName: string; xml: string } | { problem: string } {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(Buffer.from(contentFile, 'base64'));
  } catch {
    return { problem: zipProblem };
  }
  const documents = Object.entries(files).filter(([name]) => name.toLowerCase().endsWith('.xml'));
  if (documents.length > 1) return { problem: 'El método síncrono solo puede recibir un documento.' };
  const [document] = documents;
  return document ? { fileName: document[0], xml: strFromU8(document[1]) } : { problem: zipProblem };
}

/** SendBillSync as the DIAN answers it (README.md in this folder): unzip, read, validate, record. */
export async function sendBill(
  app: FastifyInstance,
  store: DocumentsStore,
  parameters: Record<string, string>,
  closing: AbortSignal,
): Promise<SendOutcome> {
  const zipName = parameters.fileName ?? '';
  const unzipped = unzipDocument(parameters.contentFile ?? '');
  if ('problem' in unzipped) return answer(requestProblemAnswer(zipName, unzipped.problem));
  let document: Document;
  try {
    document = parseXml(unzipped.xml);
  } catch (error) {
    return answer(schemaAnswer(unzipped.fileName, (error as Error).message));
  }
  const fields = readDocumentFields(document);
  if (!fields) return answer(schemaAnswer(unzipped.fileName, 'El sandbox valida facturas y notas crédito (UBL 2.1).'));
  const documentKey = fields.uuid.toLowerCase();
  const identity = {
    issuerNit: fields.issuerNit,
    kind: fields.kind,
    number: fields.number,
    fileName: unzipped.fileName,
  };
  const attempts = documentKey ? await store.countAttempt(documentKey, identity) : 1;

  const buyer = fields.buyer.id;
  if (buyer === faultBuyers.down) return { kind: 'unavailable' };
  if (buyer === faultBuyers.closed) return { kind: 'hang-up' };
  if (buyer === faultBuyers.downOnce && attempts === 1) return { kind: 'unavailable' };
  if (buyer === faultBuyers.slow)
    await sleep(app.config.dian.sandboxSlowMs, undefined, { signal: closing }).catch(() => {});

  const previous = documentKey ? await store.validatedBefore(documentKey, identity) : null;
  if (previous) return answer(duplicateAnswer(previous));
  const { range, softwarePin } = app.config.invoicing;
  const rules = documentRules(unzipped.xml, fields, {
    range,
    secrets: { technicalKey: range.technicalKey, softwarePin },
    today: app.clock.today(),
  });
  const accepted = !rules.some((rule) => rule.kind === 'rechazo');
  const response = applicationResponse(
    {
      ...identity,
      documentKey,
      environment: fields.environment,
      issuerName: fields.issuerName,
      documentName: fields.name,
    },
    rules,
    app.clock.now(),
  );
  const errorMessages = [...new Set(rules.map(ruleMessage))];
  if (documentKey) {
    const recorded = await store.record(documentKey, {
      statusCode: accepted ? '00' : '99',
      errorMessages,
      applicationResponse: response,
    });
    // another send validated this document or its number first: the DIAN answers rule 90
    const first = recorded ? null : await store.validatedBefore(documentKey, identity);
    if (first) return answer(duplicateAnswer(first));
  }
  return answer(
    documentAnswer({
      ...identity,
      documentName: fields.name,
      documentKey,
      accepted,
      errorMessages,
      applicationResponse: response,
    }),
  );
}
