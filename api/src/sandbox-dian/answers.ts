import type { SandboxDianDocument } from '../db/schema.js';
import { ruleMessage, type DianResponse } from '../plugins/app/invoicing/dian-shapes.js';
import { dianRules } from './dian-rules.js';
import { documentNames } from './document-fields.js';

// The sandbox DIAN's DianResponses, in the words of the DIAN's service (docs/invoicing.md lists them).

const base64 = (xml: string | null) => (xml === null ? null : Buffer.from(xml, 'utf8').toString('base64'));

/** A document's answer: validated (00), or with errors (99) for the rules in `errorMessages`. */
export function documentAnswer(document: {
  accepted: boolean;
  errorMessages: string[];
  documentKey: string;
  number: string;
  /** `Factura electrónica`, `Nota crédito electrónica`. */
  documentName: string;
  fileName: string;
  applicationResponse: string | null;
}): DianResponse {
  const { accepted } = document;
  return {
    errorMessages: document.errorMessages,
    isValid: accepted,
    statusCode: accepted ? '00' : '99',
    statusDescription: accepted ? 'Procesado Correctamente.' : 'Validación contiene errores en campos mandatorios.',
    statusMessage: accepted
      ? `La ${document.documentName} ${document.number}, ha sido autorizada.`
      : 'Documento con errores en campos mandatorios.',
    xmlBase64Bytes: base64(document.applicationResponse),
    xmlDocumentKey: document.documentKey,
    xmlFileName: document.fileName,
  };
}

/** A recorded document's answer, as GetStatus gives it again. */
export const recordedAnswer = (row: SandboxDianDocument): DianResponse =>
  documentAnswer({ ...row, documentName: documentNames[row.kind], accepted: row.statusCode === '00' });

/** Rule 90: this document, or its number, was validated before; the answer names the first one. */
export const duplicateAnswer = (previous: SandboxDianDocument): DianResponse => ({
  errorMessages: [ruleMessage(dianRules.duplicate)],
  isValid: false,
  statusCode: '99',
  statusDescription: 'Validación contiene errores en campos mandatorios.',
  statusMessage: 'Documento con errores en campos mandatorios.',
  xmlBase64Bytes: base64(previous.applicationResponse),
  xmlDocumentKey: previous.documentKey,
  xmlFileName: previous.fileName,
});

/** A document the service could not read as XML (ZB01), before any other check. */
export const schemaAnswer = (fileName: string, detail: string): DianResponse => ({
  errorMessages: [ruleMessage(dianRules.schema)],
  isValid: false,
  statusCode: '99',
  statusDescription: 'Documento con errores en campos mandatorios.',
  statusMessage: `Validación contiene errores en campos mandatorios. ${detail}`,
  xmlBase64Bytes: null,
  xmlDocumentKey: null,
  xmlFileName: fileName,
});

/** A request the service cannot take (89): no zip, no XML in it, or more than one document. */
export const requestProblemAnswer = (fileName: string, message: string): DianResponse => ({
  errorMessages: [],
  isValid: false,
  statusCode: '89',
  statusDescription: '',
  statusMessage: message,
  xmlBase64Bytes: null,
  xmlDocumentKey: null,
  xmlFileName: fileName,
});

/** A key the service never received (66). */
export const unknownKeyAnswer = (trackId: string): DianResponse => ({
  errorMessages: [],
  isValid: false,
  statusCode: '66',
  statusDescription: 'TrackId no existe en los registros de la DIAN.',
  statusMessage: '',
  xmlBase64Bytes: null,
  xmlDocumentKey: trackId,
  xmlFileName: null,
});
