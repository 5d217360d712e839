import type { FastifyInstance, FastifyReply } from 'fastify';
import { XmlSyntaxError } from '../invoicing/ubl-reader.js';
import {
  dianAction,
  dianOperations,
  faultEnvelope,
  readRequest,
  responseEnvelope,
  type DianOperation,
  type DianRequest,
} from '../plugins/app/invoicing/dian-shapes.js';
import { checkEnvelopeSecurity } from '../plugins/app/invoicing/soap-security.js';
import { recordedAnswer, unknownKeyAnswer } from './answers.js';
import { createDocumentsStore } from './documents-store.js';
import { sendBill } from './send-bill.js';

// A DIAN validation service for development and tests (README.md in this folder; docs/invoicing.md),
// mounted at /sandbox-dian when DIAN_SANDBOX is on (never in production): the DIAN's SOAP 1.2 service at
// /sandbox-dian/WcfDianCustomerServices.svc, answering SendBillSync, GetStatus and GetStatusZip in its shape.
// Not wrapped in fastify-plugin: its SOAP parser and its body limit stay inside it.

const hidden = { hide: true } as const;
const soapType = 'application/soap+xml; charset=utf-8';
/** A zipped, signed invoice in base64 is far larger than the API's JSON bodies. */
const soapBodyLimit = 2 * 1024 * 1024;

const fault = (reply: FastifyReply, code: 'Sender' | 'Receiver', subcode: string | null, reason: string) =>
  reply
    .code(code === 'Sender' ? 400 : 500)
    .type(soapType)
    .send(faultEnvelope(code, subcode, reason));

/** The operation the request names, when its body and its `wsa:Action` agree on one the service has. */
function operationOf(request: DianRequest): DianOperation | null {
  const operation = dianOperations.find((name) => name === request.operation);
  return operation && request.action === dianAction(operation) ? operation : null;
}

export default async function sandboxDian(app: FastifyInstance) {
  const store = createDocumentsStore(app.db);
  // Closing ends the slow buyer's wait: the close waits for requests in flight.
  const closing = new AbortController();
  app.addHook('preClose', async () => closing.abort());
  app.addContentTypeParser(['application/soap+xml', 'text/xml'], { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );

  app.post('/WcfDianCustomerServices.svc', { schema: hidden, bodyLimit: soapBodyLimit }, async (request, reply) => {
    const body = typeof request.body === 'string' ? request.body : '';
    let soap: DianRequest;
    try {
      soap = readRequest(body);
    } catch (error) {
      if (!(error instanceof XmlSyntaxError)) throw error;
      return fault(reply, 'Sender', null, `El mensaje no es un sobre SOAP 1.2: ${error.message}`);
    }
    // no WS-Security is taken (development has no issuer's certificate); a header that is there must hold
    const security = checkEnvelopeSecurity(body, new Date());
    if (security.kind === 'invalid')
      return fault(
        reply,
        'Sender',
        'a:InvalidSecurity',
        `Error al verificar la seguridad del mensaje: ${security.detail}.`,
      );
    const operation = operationOf(soap);
    if (!operation)
      return fault(reply, 'Sender', 'a:ActionNotSupported', `El servicio no atiende la acción «${soap.action ?? ''}».`);

    if (operation === 'SendBillSync') {
      const sent = await sendBill(app, store, soap.parameters, closing.signal);
      if (sent.kind === 'unavailable')
        return reply.code(503).type('text/html; charset=utf-8').send('<h1>Service Unavailable</h1>');
      if (sent.kind === 'hang-up') {
        reply.hijack();
        request.raw.socket.destroy();
        return reply;
      }
      return reply.type(soapType).send(responseEnvelope(operation, sent.response));
    }
    const trackId = (soap.parameters.trackId ?? '').toLowerCase();
    const row = trackId ? await store.find(trackId) : null;
    const status = row?.statusCode ? recordedAnswer(row) : unknownKeyAnswer(trackId);
    return reply.type(soapType).send(responseEnvelope(operation, operation === 'GetStatusZip' ? [status] : status));
  });
}
