// The AttachedDocument the buyer receives: a container holding the signed invoice (or credit note) and the
// DIAN's ApplicationResponse that validated it, each as CDATA, signed by the issuer like any document.
import { colombianDateTime } from './colombian-time.js';
import { DIAN_NAME, NS } from './dian-codes.js';
import type { DocumentIssuer } from './sale-document.js';
import { insurerTaxParty, partyTaxScheme } from './ubl-parties.js';
import { cdataElement, element, serialize, textElement, ublRoot, type XmlNode } from './ubl-xml.js';
import { xmlReader } from './xml-reader.js';

export interface AttachedDocumentInput {
  /** The signed Invoice or CreditNote, exactly as the DIAN validated it. */
  signedDocument: string;
  /** The DIAN's ApplicationResponse accepting it. */
  applicationResponse: string;
  /** When the DIAN validated it. */
  validatedAt: Date;
  /** The container's own id (`cbc:ID`) and issue time. */
  id: string;
  issuedAt: Date;
}

/** `02`: the DIAN validated the document (the ApplicationResponse's `cbc:ResponseCode`). */
const VALIDATED = '02';

/** What the container repeats of the signed document: its number, code, date and buyer. */
function readSignedDocument(xml: string) {
  const read = xmlReader(xml);
  const customer = '/*/cac:AccountingCustomerParty/cac:Party/cac:PartyTaxScheme';
  const companyId = `${customer}/cbc:CompanyID`;
  const attributes = Object.fromEntries(
    ['schemeAgencyID', 'schemeAgencyName', 'schemeID', 'schemeName']
      .map((name) => [name, read(`${companyId}/@${name}`)])
      .filter(([, value]) => value !== ''),
  );
  return {
    number: read('/*/cbc:ID'),
    uniqueCode: read('/*/cbc:UUID'),
    schemeName: read('/*/cbc:UUID/@schemeName'),
    issueDate: read('/*/cbc:IssueDate'),
    receiver: {
      name: read(`${customer}/cbc:RegistrationName`),
      id: { id: read(companyId), attributes },
      taxLevel: read(`${customer}/cbc:TaxLevelCode`),
      taxScheme: { id: read(`${customer}/cac:TaxScheme/cbc:ID`), name: read(`${customer}/cac:TaxScheme/cbc:Name`) },
    },
  };
}

/** The ApplicationResponse must validate this very document. */
function checkApplicationResponse(xml: string, uniqueCode: string): void {
  const read = xmlReader(xml);
  const response = '/*/cac:DocumentResponse';
  if (read(`${response}/cac:DocumentReference/cbc:UUID`) !== uniqueCode) {
    throw new Error('The ApplicationResponse is not about the signed document');
  }
  if (read(`${response}/cac:Response/cbc:ResponseCode`) !== VALIDATED) {
    throw new Error('The ApplicationResponse does not validate the document');
  }
}

function externalReference(parent: XmlNode, xml: string): void {
  const reference = element(element(parent, 'cac:Attachment'), 'cac:ExternalReference');
  textElement(reference, 'cbc:MimeCode', 'text/xml');
  textElement(reference, 'cbc:EncodingCode', 'UTF-8');
  cdataElement(reference, 'cbc:Description', xml);
}

/** The container of a validated document (unsigned: sign it with signDocument). */
export function buildAttachedDocument(input: AttachedDocumentInput, issuer: DocumentIssuer): string {
  const signed = readSignedDocument(input.signedDocument);
  checkApplicationResponse(input.applicationResponse, signed.uniqueCode);
  const issued = colombianDateTime(input.issuedAt);
  const validated = colombianDateTime(input.validatedAt);

  const root = ublRoot(NS.attachedDocument, 'AttachedDocument');
  element(element(element(root, 'ext:UBLExtensions'), 'ext:UBLExtension'), 'ext:ExtensionContent');
  textElement(root, 'cbc:UBLVersionID', 'UBL 2.1');
  textElement(root, 'cbc:CustomizationID', 'Documentos adjuntos');
  textElement(root, 'cbc:ProfileID', 'Factura Electrónica de Venta');
  textElement(root, 'cbc:ProfileExecutionID', issuer.environment);
  textElement(root, 'cbc:ID', input.id);
  textElement(root, 'cbc:IssueDate', issued.date);
  textElement(root, 'cbc:IssueTime', issued.time);
  textElement(root, 'cbc:DocumentType', 'Contenedor de Factura Electrónica');
  textElement(root, 'cbc:ParentDocumentID', signed.number);
  partyTaxScheme(element(root, 'cac:SenderParty'), { ...insurerTaxParty(issuer.insurer), address: undefined });
  partyTaxScheme(element(root, 'cac:ReceiverParty'), signed.receiver);
  externalReference(root, input.signedDocument);
  const line = element(root, 'cac:ParentDocumentLineReference');
  textElement(line, 'cbc:LineID', '1');
  const reference = element(line, 'cac:DocumentReference');
  textElement(reference, 'cbc:ID', signed.number);
  textElement(reference, 'cbc:UUID', signed.uniqueCode, { schemeName: signed.schemeName });
  textElement(reference, 'cbc:IssueDate', signed.issueDate);
  textElement(reference, 'cbc:DocumentType', 'ApplicationResponse');
  externalReference(reference, input.applicationResponse);
  const verification = element(reference, 'cac:ResultOfVerification');
  textElement(verification, 'cbc:ValidatorID', DIAN_NAME);
  textElement(verification, 'cbc:ValidationResultCode', VALIDATED);
  textElement(verification, 'cbc:ValidationDate', validated.date);
  textElement(verification, 'cbc:ValidationTime', validated.time);
  return serialize(root);
}
