import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { strToU8, zipSync } from 'fflate';
import {
  ApplicationResponseError,
  readApplicationResponse,
  type ApplicationResponse,
} from '../../../invoicing/application-response.js';
import {
  dianAction,
  readResponse,
  readRule,
  requestEnvelope,
  soapContentType,
  type DianOperation,
  type DianRequestParameters,
  type DianResponse,
  type DianRule,
} from './dian-shapes.js';
import { signEnvelope, type SoapCredentials } from './soap-security.js';

// The DIAN adapter (docs/invoicing.md, "The DIAN's web service"): the one place that talks to the DIAN's
// validation service, over SOAP 1.2 at DIAN_URL (the sandbox in development, the DIAN in production), and
// turns its DianResponse into one typed outcome. Jobs see `app.dian` only.

/** What the DIAN said of a document, or why it said nothing. Never thrown: every case is a value. */
export type DianOutcome =
  /** Validated (status 00): the ApplicationResponse (02) is the proof to deliver with the invoice. */
  | {
      outcome: 'accepted';
      documentKey: string;
      statusMessage: string;
      /** Null when the DIAN answered without it: ask documentStatus for it. */
      applicationResponseXml: string | null;
      applicationResponse: ApplicationResponse | null;
      notifications: DianRule[];
    }
  /** Rejected (status 99) for these rules, in the DIAN's words: fix the document and send it again. */
  | {
      outcome: 'rejected';
      documentKey: string | null;
      statusDescription: string;
      rules: DianRule[];
      notifications: DianRule[];
      applicationResponseXml: string | null;
    }
  /** Rule 90: the DIAN validated this document (or its number) before; documentStatus gives its answer. */
  | { outcome: 'duplicate'; documentKey: string | null; applicationResponseXml: string | null; rules: DianRule[] }
  /** Received and still being validated (66 to a send, 98 to a query): ask again later. */
  | { outcome: 'in-process'; documentKey: string | null }
  /** A query for a key the DIAN never received (66). */
  | { outcome: 'not-found'; documentKey: string }
  /** The DIAN refused the request itself (a bad zip, 89; a 4xx; a SOAP fault of the sender): our side is wrong. */
  | { outcome: 'refused'; detail: string }
  /** No answer, a 5xx or an unreadable one: send again later (contingency). */
  | { outcome: 'down'; detail: string }
  /** No answer within DIAN_TIMEOUT_MS: the document may have been received, so ask its status before resending. */
  | { outcome: 'timeout'; timeoutMs: number };

/** A signed XML document to validate, and the names the annex gives it and its zip. */
export interface DianDocument {
  xmlFileName: string;
  zipFileName: string;
  xml: string;
}

export interface DianService {
  /** SendBillSync: the document, zipped and in base64, validated while the request waits. */
  sendDocument(document: DianDocument): Promise<DianOutcome>;
  /** GetStatus: the DIAN's answer about a document it received, by its key (CUFE or CUDE). */
  documentStatus(documentKey: string): Promise<DianOutcome>;
}

declare module 'fastify' {
  interface FastifyInstance {
    dian: DianService;
  }
}

export interface DianClientOptions {
  /** Overrides DIAN_TIMEOUT_MS (the tests' slow buyer). */
  timeoutMs?: number;
  /**
   * The certificate that signs the requests' WS-Security header, as the DIAN requires: by default the one
   * that signs the documents (`app.documentSigner`, the insurer's in production).
   */
  credentials?: SoapCredentials;
}

const decodeBase64 = (value: string | null) => (value ? Buffer.from(value, 'base64').toString('utf8') : null);

function readApplication(xml: string | null): ApplicationResponse | null {
  if (xml === null) return null;
  try {
    return readApplicationResponse(xml);
  } catch (error) {
    if (error instanceof ApplicationResponseError) return null;
    throw error;
  }
}

/** One DianResponse as an outcome; the operation tells a send's 66 (in process) from a query's (unknown key). */
function outcomeOf(response: DianResponse, operation: DianOperation, documentKey: string | null): DianOutcome {
  const all = response.errorMessages.map(readRule);
  const rules = all.filter((rule) => rule.kind === 'rechazo');
  const notifications = all.filter((rule) => rule.kind === 'notificacion');
  const key = response.xmlDocumentKey ?? documentKey;
  const applicationResponseXml = decodeBase64(response.xmlBase64Bytes);
  if (response.isValid && response.statusCode === '00') {
    return {
      outcome: 'accepted',
      documentKey: key ?? '',
      statusMessage: response.statusMessage,
      applicationResponseXml,
      applicationResponse: readApplication(applicationResponseXml),
      notifications,
    };
  }
  if (rules.some((rule) => rule.code === '90'))
    return { outcome: 'duplicate', documentKey: key, applicationResponseXml, rules };
  switch (response.statusCode) {
    case '99':
      return {
        outcome: 'rejected',
        documentKey: key,
        statusDescription: response.statusDescription,
        rules,
        notifications,
        applicationResponseXml,
      };
    case '98':
      return { outcome: 'in-process', documentKey: key };
    case '66':
      return operation === 'GetStatus' && key
        ? { outcome: 'not-found', documentKey: key }
        : { outcome: 'in-process', documentKey: key };
    case '89':
      return { outcome: 'refused', detail: response.statusDescription || response.statusMessage || 'status 89' };
    default:
      return { outcome: 'down', detail: `status ${response.statusCode}: ${response.statusDescription}` };
  }
}

async function dianClientPlugin(app: FastifyInstance, options: DianClientOptions) {
  const config = app.config.dian;

  /** One operation: its DianResponse as an outcome, or why there is none. */
  async function call<Operation extends 'SendBillSync' | 'GetStatus'>(
    operation: Operation,
    parameters: DianRequestParameters[Operation],
    documentKey: string | null,
  ): Promise<DianOutcome> {
    const timeoutMs = options.timeoutMs ?? config.timeoutMs;
    const unsigned = requestEnvelope(operation, parameters, config.url);
    const credentials = options.credentials ?? app.documentSigner;
    const body = credentials ? signEnvelope(unsigned, credentials, new Date()) : unsigned;
    let status: number;
    let text: string;
    try {
      const response = await fetch(config.url, {
        method: 'POST',
        headers: { 'content-type': soapContentType(dianAction(operation)), accept: 'application/soap+xml' },
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      if ((error as Error).name === 'TimeoutError') return { outcome: 'timeout', timeoutMs };
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      return { outcome: 'down', detail: cause?.code ?? cause?.message ?? (error as Error).message };
    }
    const answer = readResponse(text, operation);
    if (answer.kind === 'fault') {
      const { code, subcode, reason } = answer.fault;
      const detail = `SOAP ${code}${subcode ? ` ${subcode}` : ''}: ${reason}`;
      return code === 'Sender' ? { outcome: 'refused', detail } : { outcome: 'down', detail };
    }
    if (status >= 500 || status === 429) return { outcome: 'down', detail: `status ${status}` };
    if (status >= 400) return { outcome: 'refused', detail: `status ${status}` };
    if (answer.kind === 'unreadable') return { outcome: 'down', detail: `unreadable answer: ${answer.detail}` };
    return outcomeOf(answer.responses[0]!, operation, documentKey);
  }

  app.decorate('dian', {
    sendDocument(document) {
      const zip = zipSync({ [document.xmlFileName]: strToU8(document.xml) });
      return call(
        'SendBillSync',
        { fileName: document.zipFileName, contentFile: Buffer.from(zip).toString('base64') },
        null,
      );
    },
    documentStatus(documentKey) {
      return call('GetStatus', { trackId: documentKey }, documentKey);
    },
  } satisfies DianService);
}

export default fp(dianClientPlugin, { name: 'dian-client', dependencies: ['signing-certificate'] });
