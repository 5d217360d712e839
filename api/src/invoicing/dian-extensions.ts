// `ext:UBLExtensions`: the DIAN's extension (`sts:DianExtensions`: numbering, software, QR) and an empty
// second extension where the signature goes (signDocument fills the last `ext:ExtensionContent`).
import { DIAN_AGENCY, DIAN_NIT } from './dian-codes.js';
import type { DocumentIssuer, NumberingRange } from './sale-document.js';
import { nitId } from './ubl-parties.js';
import { softwareSecurityCode } from './unique-codes.js';
import { element, textElement, type XmlNode } from './ubl-xml.js';

function invoiceControl(parent: XmlNode, range: NumberingRange): void {
  const node = element(parent, 'sts:InvoiceControl');
  textElement(node, 'sts:InvoiceAuthorization', range.resolution);
  const period = element(node, 'sts:AuthorizationPeriod');
  textElement(period, 'cbc:StartDate', range.validFrom);
  textElement(period, 'cbc:EndDate', range.validTo);
  const invoices = element(node, 'sts:AuthorizedInvoices');
  textElement(invoices, 'sts:Prefix', range.prefix);
  textElement(invoices, 'sts:From', String(range.from));
  textElement(invoices, 'sts:To', String(range.to));
}

export interface DianExtensionFields {
  issuer: DocumentIssuer;
  /** `cbc:ID`: the software security code is computed over it. */
  number: string;
  qrContent: string;
  /** An invoice names its numbering range; a credit note has none. */
  range?: NumberingRange;
}

/** Appends `ext:UBLExtensions` to a document's root (it must be the root's first child). */
export function dianExtensions(root: XmlNode, fields: DianExtensionFields): void {
  const { software } = fields.issuer;
  const extensions = element(root, 'ext:UBLExtensions');
  const dian = element(element(element(extensions, 'ext:UBLExtension'), 'ext:ExtensionContent'), 'sts:DianExtensions');
  if (fields.range) invoiceControl(dian, fields.range);
  textElement(element(dian, 'sts:InvoiceSource'), 'cbc:IdentificationCode', 'CO', {
    listAgencyID: '6',
    listAgencyName: 'United Nations Economic Commission for Europe',
    listSchemeURI: 'urn:oasis:names:specification:ubl:codelist:gc:CountryIdentificationCode-2.1',
  });
  const provider = element(dian, 'sts:SoftwareProvider');
  textElement(provider, 'sts:ProviderID', software.providerNit, nitId(software.providerNit).attributes);
  textElement(provider, 'sts:SoftwareID', software.id, { ...DIAN_AGENCY });
  textElement(dian, 'sts:SoftwareSecurityCode', softwareSecurityCode(software.id, software.pin, fields.number), {
    ...DIAN_AGENCY,
  });
  textElement(
    element(dian, 'sts:AuthorizationProvider'),
    'sts:AuthorizationProviderID',
    DIAN_NIT,
    nitId(DIAN_NIT).attributes,
  );
  textElement(dian, 'sts:QRCode', fields.qrContent);
  element(element(extensions, 'ext:UBLExtension'), 'ext:ExtensionContent');
}
