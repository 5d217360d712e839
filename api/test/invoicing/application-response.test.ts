import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ApplicationResponseError, readApplicationResponse } from '../../src/invoicing/application-response.js';
import { applicationResponse } from '../../src/sandbox-dian/application-response-writer.js';
import { dianRules } from '../../src/sandbox-dian/dian-rules.js';

// The DIAN's ApplicationResponse read: what it says of the document (02/04), which document, and why.

const answered = {
  kind: 'factura' as const,
  number: 'SETP990000001',
  documentKey: 'c'.repeat(96),
  environment: '2',
  issuerNit: '900123456',
  issuerName: 'Aseguradora & Cía <pruebas>',
  documentName: 'Factura electrónica',
};

describe('The DIAN’s ApplicationResponse', () => {
  it('reads a rejection: code 04, the document by number and CUFE, and a line per rule', () => {
    const xml = applicationResponse(answered, [dianRules.cufe, dianRules.payable], new Date('2026-03-02T15:04:05Z'));
    const response = readApplicationResponse(xml);
    assert.equal(response.responseCode, '04');
    assert.equal(response.description, 'Documento rechazado por la DIAN');
    assert.deepEqual(response.documentReference, {
      id: 'SETP990000001',
      uuid: 'c'.repeat(96),
      schemeName: 'CUFE-SHA384',
    });
    assert.equal(response.issueDate, '2026-03-02');
    assert.equal(response.issueTime, '10:04:05-05:00');
    assert.deepEqual(
      response.lines.map(({ lineId, code }) => [lineId, code]),
      [
        ['1', '0000'],
        ['2', 'FAD06'],
        ['3', 'FAU14'],
      ],
    );
    assert.equal(response.lines[1]!.description, 'Valor del CUFE no está calculado correctamente.');
  });

  it('refuses what is no ApplicationResponse: no XML, another document, another response code', () => {
    const accepted = applicationResponse(answered, [], new Date());
    assert.equal(readApplicationResponse(accepted).responseCode, '02');
    for (const xml of [
      '<ApplicationResponse',
      '<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"/>',
      accepted.replace('<cbc:ResponseCode>02</cbc:ResponseCode>', '<cbc:ResponseCode>03</cbc:ResponseCode>'),
    ]) {
      assert.throws(() => readApplicationResponse(xml), ApplicationResponseError, xml.slice(0, 40));
    }
  });
});
