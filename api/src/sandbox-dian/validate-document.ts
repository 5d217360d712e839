import { nitCheckDigit } from '@soat/shared/rules/identity-document';
import { addDays, isCalendarDate, type CalendarDate } from '@soat/shared/rules/validity';
import type { NumberingRange } from '../config/invoicing-config.js';
import { cude, cufe, type CodeChainFields, type DianEnvironment } from '../invoicing/unique-codes.js';
import type { DianRule } from '../plugins/app/invoicing/dian-shapes.js';
import { creditNoteRule, dianRules, maximumDaysOld } from './dian-rules.js';
import type { DocumentFields } from './document-fields.js';
import { signatureProblem } from './signature-check.js';
import { rejectedBuyer } from './test-instruments.js';

// The DIAN's checks of an invoice or a credit note, as the sandbox makes them (README.md in this folder): the
// signature, the CUFE or CUDE recomputed from the strings the document carries, the invoice's numbering
// range, the dates and the totals.

const amountPattern = /^\d{1,15}(\.\d{1,6})?$/;

/** An amount in millionths, exact; null when it is no amount of the schema's type. */
function millionths(value: string): bigint | null {
  if (!amountPattern.test(value)) return null;
  const [whole, fraction = ''] = value.split('.');
  return BigInt(whole!) * 1_000_000n + BigInt(fraction.padEnd(6, '0'));
}

const sum = (values: bigint[]) => values.reduce((total, value) => total + value, 0n);

/** The totals' rules (FAU02, FAU04, FAU06, FAU14); the schema's rule when an amount is no amount. */
function totalsRules(fields: DocumentFields): DianRule[] {
  const { totals, lines } = fields;
  const header = [
    totals.lineExtension,
    totals.taxExclusive,
    totals.taxInclusive,
    totals.allowance,
    totals.charge,
    totals.prepaid,
    totals.rounding,
    totals.payable,
  ].map(millionths);
  const lineValues = [lines.amounts, lines.taxAmounts, lines.taxableAmounts].map((values) => values.map(millionths));
  if (header.includes(null) || lineValues.some((values) => values.includes(null))) return [dianRules.schema];
  const [lineExtension, taxExclusive, taxInclusive, allowance, charge, prepaid, rounding, payable] = header as bigint[];
  const [amounts, taxAmounts, taxableAmounts] = lineValues as bigint[][];
  const rules: DianRule[] = [];
  if (sum(amounts!) !== lineExtension || amounts!.length === 0) rules.push(dianRules.lineTotal);
  if (sum(taxableAmounts!) !== taxExclusive) rules.push(dianRules.taxBase);
  if (lineExtension! + sum(taxAmounts!) !== taxInclusive) rules.push(dianRules.taxInclusive);
  if (taxInclusive! - allowance! + charge! - prepaid! + rounding! !== payable) rules.push(dianRules.payable);
  return rules;
}

/** The numbering rules: the range the document declares is the authorised one, and its number is in it. */
function numberingRules(fields: DocumentFields, range: NumberingRange): DianRule[] {
  const declared = fields.range;
  const rules: DianRule[] = [];
  if (!declared.resolution) rules.push(dianRules.resolutionMissing);
  else if (declared.resolution !== range.resolution) rules.push(dianRules.resolution);
  if (declared.startDate !== range.validFrom) rules.push(dianRules.rangeStartDate);
  if (declared.endDate !== range.validTo) rules.push(dianRules.rangeEndDate);
  if (declared.prefix !== range.prefix) rules.push(dianRules.prefix);
  if (declared.from !== String(range.from)) rules.push(dianRules.rangeFrom);
  if (declared.to !== String(range.to)) rules.push(dianRules.rangeTo);
  const digits = fields.number.startsWith(range.prefix) ? fields.number.slice(range.prefix.length) : '';
  const number = /^\d{1,15}$/.test(digits) ? Number(digits) : Number.NaN;
  if (!(number >= range.from && number <= range.to)) rules.push(dianRules.numberOutsideRange);
  if (fields.issueDate < range.validFrom) rules.push(dianRules.issuedBeforeRange);
  if (fields.issueDate > range.validTo) rules.push(dianRules.issuedAfterRange);
  return rules;
}

/** The dates' rules: dated today or up to ten days before, and signed the day it is dated. */
function dateRules(fields: DocumentFields, today: CalendarDate): DianRule[] {
  if (!isCalendarDate(fields.issueDate) || !/^\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(fields.issueTime))
    return [dianRules.schema];
  const rules: DianRule[] = [];
  if (fields.issueDate < addDays(today, -maximumDaysOld)) rules.push(dianRules.issuedTooLongAgo);
  if (fields.issueDate > today) rules.push(dianRules.issuedInTheFuture);
  if (fields.signingTime !== null && fields.signingTime.slice(0, 10) !== fields.issueDate)
    rules.push(dianRules.signedAnotherDay);
  return rules;
}

/** What the issuer closes the unique codes with: the range's technical key (CUFE), the software's PIN (CUDE). */
export interface CodeSecrets {
  technicalKey: string;
  softwarePin: string;
}

/** The CUFE (an invoice) or CUDE (a credit note) the document should carry, from its own strings. */
export function expectedUniqueCode(fields: DocumentFields, secrets: CodeSecrets): string {
  const chain: CodeChainFields = {
    number: fields.number,
    issueDate: fields.issueDate,
    issueTime: fields.issueTime,
    lineExtensionAmount: fields.totals.lineExtension,
    taxes: fields.taxes,
    payableAmount: fields.totals.payable,
    issuerNit: fields.issuerNit,
    buyerId: fields.buyer.id,
    environment: fields.environment as DianEnvironment,
  };
  return fields.kind === 'factura' ? cufe(chain, secrets.technicalKey) : cude(chain, secrets.softwarePin);
}

/** Every rule the document breaks (rejections and notifications), in the order the DIAN checks them. */
export function documentRules(
  xml: string,
  fields: DocumentFields,
  context: { range: NumberingRange; secrets: CodeSecrets; today: CalendarDate },
): DianRule[] {
  const rules: DianRule[] = [];
  const signature = signatureProblem(xml, fields.signature);
  if (signature) rules.push(signature);
  if (fields.uuid.toLowerCase() !== expectedUniqueCode(fields, context.secrets)) rules.push(dianRules.cufe);
  // credit notes hang from no range of their own
  if (fields.kind === 'factura') rules.push(...numberingRules(fields, context.range));
  rules.push(...dateRules(fields, context.today), ...totalsRules(fields));
  const { buyer } = fields;
  if (buyer.scheme === '31' && /^\d{1,15}$/.test(buyer.id) && buyer.checkDigit !== String(nitCheckDigit(buyer.id)))
    rules.push(dianRules.buyerCheckDigit);
  if (buyer.id === rejectedBuyer) rules.push(dianRules.issuerNameNotInRut);
  // one schema rule is enough, whichever checks found it
  const distinct = rules.filter((rule, index) => rule !== dianRules.schema || rules.indexOf(rule) === index);
  return fields.kind === 'factura' ? distinct : distinct.map(creditNoteRule);
}
