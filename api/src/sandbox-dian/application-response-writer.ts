import { createHash, randomInt } from 'node:crypto';
import { create } from 'xmlbuilder2';
import { ublNamespaces } from '../invoicing/ubl-reader.js';
import type { DianRule } from '../plugins/app/invoicing/dian-shapes.js';

// The sandbox's ApplicationResponse (docs/invoicing.md, "The ApplicationResponse"): the UBL 2.1 document the
// DIAN answers with, in its shape (the DIAN as sender, the issuer as receiver, ResponseCode 02 or 04, the
// document referenced by number and CUFE, a line per rule). Unlike the DIAN's, it is not signed.

/** The DIAN's NIT, the sender of every ApplicationResponse. */
export const dianNit = '800197268';

export interface AnsweredDocument {
  kind: 'factura' | 'nota-credito';
  number: string;
  documentKey: string;
  environment: string;
  issuerNit: string;
  issuerName: string;
  /** `Factura electrónica`, `Nota crédito electrónica` (the approval line names the document). */
  documentName: string;
}

/** The day and time in Colombia (UTC-5, no daylight saving) as UBL writes them. */
function colombianDateTime(at: Date) {
  const local = new Date(at.getTime() - 5 * 60 * 60 * 1000).toISOString();
  return { date: local.slice(0, 10), time: `${local.slice(11, 19)}-05:00` };
}

/** The ApplicationResponse to `document`: validated (02) when no rule rejects it, rejected (04) otherwise. */
export function applicationResponse(document: AnsweredDocument, rules: DianRule[], at: Date): string {
  const { cac, cbc } = ublNamespaces;
  const accepted = !rules.some((rule) => rule.kind === 'rechazo');
  const responseCode = accepted ? '02' : '04';
  const { date, time } = colombianDateTime(at);
  const uuid = createHash('sha384')
    .update(`${document.number}${document.documentKey}${responseCode}${at.toISOString()}`)
    .digest('hex');

  const root = create({ version: '1.0', encoding: 'UTF-8', standalone: false }).ele(
    ublNamespaces.ar,
    'ApplicationResponse',
    {
      'xmlns:cac': cac,
      'xmlns:cbc': cbc,
    },
  );
  root.ele(cbc, 'cbc:UBLVersionID').txt('UBL 2.1');
  root.ele(cbc, 'cbc:CustomizationID').txt('1');
  root.ele(cbc, 'cbc:ProfileID').txt('DIAN 2.1');
  root.ele(cbc, 'cbc:ProfileExecutionID').txt(document.environment || '2');
  root.ele(cbc, 'cbc:ID').txt(String(randomInt(1, 100_000_000)));
  root.ele(cbc, 'cbc:UUID', { schemeName: 'CUDE-SHA384' }).txt(uuid);
  root.ele(cbc, 'cbc:IssueDate').txt(date);
  root.ele(cbc, 'cbc:IssueTime').txt(time);
  const party = (name: string, nit: string, role: 'cac:SenderParty' | 'cac:ReceiverParty') => {
    const taxScheme = root.ele(cac, role).ele(cac, 'cac:PartyTaxScheme');
    taxScheme.ele(cbc, 'cbc:RegistrationName').txt(name);
    taxScheme.ele(cbc, 'cbc:CompanyID', { schemeAgencyID: '195', schemeName: '31' }).txt(nit);
    const scheme = taxScheme.ele(cac, 'cac:TaxScheme');
    scheme.ele(cbc, 'cbc:ID').txt('01');
    scheme.ele(cbc, 'cbc:Name').txt('IVA');
  };
  party('Unidad Especial Dirección de Impuestos y Aduanas Nacionales', dianNit, 'cac:SenderParty');
  party(document.issuerName, document.issuerNit, 'cac:ReceiverParty');

  const response = root.ele(cac, 'cac:DocumentResponse');
  const status = response.ele(cac, 'cac:Response');
  status.ele(cbc, 'cbc:ResponseCode').txt(responseCode);
  status
    .ele(cbc, 'cbc:Description')
    .txt(accepted ? 'Documento validado por la DIAN' : 'Documento rechazado por la DIAN');
  const reference = response.ele(cac, 'cac:DocumentReference');
  reference.ele(cbc, 'cbc:ID').txt(document.number);
  reference
    .ele(cbc, 'cbc:UUID', { schemeName: document.kind === 'factura' ? 'CUFE-SHA384' : 'CUDE-SHA384' })
    .txt(document.documentKey);
  const lines = [
    { code: '0000', description: '0' },
    ...(accepted
      ? [{ code: '0', description: `La ${document.documentName} ${document.number}, ha sido autorizada.` }]
      : []),
    ...rules.map((rule) => ({ code: rule.code, description: rule.message })),
  ];
  lines.forEach((line, index) => {
    const lineResponse = response.ele(cac, 'cac:LineResponse');
    lineResponse
      .ele(cac, 'cac:LineReference')
      .ele(cbc, 'cbc:LineID')
      .txt(String(index + 1));
    const lineStatus = lineResponse.ele(cac, 'cac:Response');
    lineStatus.ele(cbc, 'cbc:ResponseCode').txt(line.code);
    lineStatus.ele(cbc, 'cbc:Description').txt(line.description);
  });
  return root.end({ headless: false });
}
