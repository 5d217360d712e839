import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  faultEnvelope,
  readResponse,
  readRule,
  responseEnvelope,
  type DianResponse,
} from '../../src/plugins/app/invoicing/dian-shapes.js';

// The service's words read back: the rules of ErrorMessage, a DianResponse or a list of them, and faults.

const response: DianResponse = {
  errorMessages: ['Regla: FAK55, Notificación: Correo electrónico no informado'],
  isValid: true,
  statusCode: '00',
  statusDescription: 'Procesado Correctamente.',
  statusMessage: 'La Factura electrónica SETP990000001, ha sido autorizada.',
  xmlBase64Bytes: Buffer.from('<ApplicationResponse/>').toString('base64'),
  xmlDocumentKey: 'c'.repeat(96),
  xmlFileName: null,
};

describe('The DIAN’s service, as it travels', () => {
  it('reads the rules as the DIAN writes them: rejections, notifications, and messages with no code', () => {
    assert.deepEqual(readRule('Regla: FAD06, Rechazo: Valor del CUFE no está calculado correctamente.'), {
      code: 'FAD06',
      kind: 'rechazo',
      message: 'Valor del CUFE no está calculado correctamente.',
    });
    assert.deepEqual(readRule('Regla: FAK55, Notificación: Correo electrónico no informado'), {
      code: 'FAK55',
      kind: 'notificacion',
      message: 'Correo electrónico no informado',
    });
    assert.deepEqual(readRule('Regla: ZB01, Fallo en el esquema XML del archivo.'), {
      code: 'ZB01',
      kind: 'rechazo',
      message: 'Fallo en el esquema XML del archivo.',
    });
    assert.deepEqual(readRule('Error inesperado'), { code: '', kind: 'rechazo', message: 'Error inesperado' });
  });

  it('reads back a DianResponse, a GetStatusZip list, a fault and an answer that is no SOAP', () => {
    assert.deepEqual(readResponse(responseEnvelope('SendBillSync', response), 'SendBillSync'), {
      kind: 'result',
      responses: [response],
    });
    assert.deepEqual(readResponse(responseEnvelope('GetStatusZip', [response, response]), 'GetStatusZip'), {
      kind: 'result',
      responses: [response, response],
    });
    assert.deepEqual(readResponse(faultEnvelope('Sender', 'a:InvalidSecurity', 'Firma inválida.'), 'GetStatus'), {
      kind: 'fault',
      fault: { code: 'Sender', subcode: 'a:InvalidSecurity', reason: 'Firma inválida.' },
    });
    assert.equal(readResponse('<h1>Service Unavailable</h1>', 'GetStatus').kind, 'unreadable');
    assert.equal(readResponse(responseEnvelope('GetStatus', response), 'SendBillSync').kind, 'unreadable');
  });
});
