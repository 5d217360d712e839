// The codes that identify an electronic document before the DIAN (docs/invoicing.md): the CUFE of an
// invoice, the CUDE of a credit note, and the software's security code. Each is the SHA-384 of a chain of
// the exact strings the document carries, so the chain is built from those strings, never from numbers.
import { createHash } from 'node:crypto';

/** `1` production, `2` tests (the annex's `TipoAmbiente`, the document's `cbc:ProfileExecutionID`). */
export type DianEnvironment = '1' | '2';

/** The fields of the chain, as written in the document (amounts with two decimals, time with its offset). */
export interface CodeChainFields {
  /** `cbc:ID`: prefix and number, e.g. `SETP990000001`. */
  number: string;
  /** `cbc:IssueDate`, `YYYY-MM-DD`. */
  issueDate: string;
  /** `cbc:IssueTime`, `HH:MM:SS-05:00`. */
  issueTime: string;
  /** `cac:LegalMonetaryTotal/cbc:LineExtensionAmount`. */
  lineExtensionAmount: string;
  /** The tax totals by the annex's codes: 01 IVA, 04 INC, 03 ICA (`0.00` when the document has none). */
  taxes: { iva: string; inc: string; ica: string };
  /** `cac:LegalMonetaryTotal/cbc:PayableAmount`. */
  payableAmount: string;
  /** The issuer's NIT, without its check digit. */
  issuerNit: string;
  /** The buyer's document number. */
  buyerId: string;
  environment: DianEnvironment;
}

const sha384 = (text: string) => createHash('sha384').update(text, 'utf8').digest('hex');

const chain = (fields: CodeChainFields, secret: string) =>
  [
    fields.number,
    fields.issueDate,
    fields.issueTime,
    fields.lineExtensionAmount,
    '01',
    fields.taxes.iva,
    '04',
    fields.taxes.inc,
    '03',
    fields.taxes.ica,
    fields.payableAmount,
    fields.issuerNit,
    fields.buyerId,
    secret,
    fields.environment,
  ].join('');

/** An invoice's CUFE: the chain closed by the numbering range's technical key (`ClTec`). */
export const cufe = (fields: CodeChainFields, technicalKey: string) => sha384(chain(fields, technicalKey));

/** A credit note's CUDE: the same chain closed by the software's PIN instead of the technical key. */
export const cude = (fields: CodeChainFields, softwarePin: string) => sha384(chain(fields, softwarePin));

/** `sts:SoftwareSecurityCode`: the software's id, its PIN and the document's number. */
export const softwareSecurityCode = (softwareId: string, softwarePin: string, number: string) =>
  sha384(`${softwareId}${softwarePin}${number}`);

/** An amount in whole pesos as the document writes it: two decimals, a point, no grouping. */
export function dianAmount(pesos: number): string {
  if (!Number.isSafeInteger(pesos) || pesos < 0) throw new RangeError(`Not an amount in whole pesos: ${pesos}`);
  return `${pesos}.00`;
}
