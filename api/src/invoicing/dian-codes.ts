// The fixed names and codes of the DIAN's technical annex (docs/invoicing.md): namespaces, the DIAN's own
// identification, the code lists the sale's documents use. Written once; every builder reads them here.
import type { DocumentType } from '@soat/shared/rules/identity-document';
import type { DianEnvironment } from './unique-codes.js';

export const NS = {
  invoice: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  creditNote: 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2',
  attachedDocument: 'urn:oasis:names:specification:ubl:schema:xsd:AttachedDocument-2',
  applicationResponse: 'urn:oasis:names:specification:ubl:schema:xsd:ApplicationResponse-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
  ext: 'urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2',
  sts: 'dian:gov:co:facturaelectronica:Structures-2-1',
  ds: 'http://www.w3.org/2000/09/xmldsig#',
  xades: 'http://uri.etsi.org/01903/v1.3.2#',
  xades141: 'http://uri.etsi.org/01903/v1.4.1#',
} as const;

/** The prefixes every document declares on its root, so the signature sees one namespace context. */
export const ROOT_PREFIXES = ['cac', 'cbc', 'ext', 'sts', 'ds', 'xades', 'xades141'] as const;

/** The DIAN's NIT: the authorisation provider of every document, and the validator of the AttachedDocument. */
export const DIAN_NIT = '800197268';
export const DIAN_NAME = 'Unidad Especial Dirección de Impuestos y Aduanas Nacionales';

/** The DIAN as the agency of an identification scheme (UN/EDIFACT 3055 code 195). */
export const DIAN_AGENCY = {
  schemeAgencyID: '195',
  schemeAgencyName: 'CO, DIAN (Dirección de Impuestos y Aduanas Nacionales)',
} as const;

/** The annex's identification types (`TipoIdFiscal`) for the portal's document types. */
export const DIAN_ID_TYPE: Record<DocumentType, string> = {
  CC: '13', // cédula de ciudadanía
  CE: '22', // cédula de extranjería
  NIT: '31', // NIT (with its check digit in schemeID)
  PA: '41', // pasaporte
  TI: '12', // tarjeta de identidad
};

/** `cbc:AdditionalAccountID`: 1 persona jurídica, 2 persona natural. */
export const personKind = (type: DocumentType) => (type === 'NIT' ? '1' : '2');

/** The annex's means of payment (`MediosPago`) the portal's gateway can settle. */
export type DianPaymentMeansCode =
  | '10' // efectivo
  | '47' // transferencia débito bancaria (PSE)
  | '48' // tarjeta crédito
  | '49' // tarjeta débito
  | 'ZZZ'; // otro

/** How the graphic representation names a means of payment. */
export const PAYMENT_MEANS_LABEL: Record<DianPaymentMeansCode, string> = {
  '10': 'Efectivo',
  '47': 'Transferencia débito bancaria (PSE)',
  '48': 'Tarjeta crédito',
  '49': 'Tarjeta débito',
  ZZZ: 'Otro',
};

/** The tax schemes the documents name: IVA, and "no aplica" for buyers who are not responsible for it. */
export const TAX_SCHEME = {
  iva: { id: '01', name: 'IVA' },
  none: { id: 'ZZ', name: 'No aplica' },
} as const;

/** `R-99-PN`: a buyer with no tax responsibility (the annex's `TipoResponsabilidad` "no aplica – otros"). */
export const NO_TAX_RESPONSIBILITY = 'R-99-PN';

/** The DIAN's public search of a document by its CUFE or CUDE: the QR code's link. */
export function documentSearchUrl(environment: DianEnvironment, uniqueCode: string): string {
  const host = environment === '1' ? 'catalogo-vpfe.dian.gov.co' : 'catalogo-vpfe-hab.dian.gov.co';
  return `https://${host}/document/searchqr?documentkey=${uniqueCode}`;
}

/**
 * The DIAN's signature policy (XAdES-EPES `SignaturePolicyIdentifier`): its address, its description and the
 * SHA-256 of the policy's PDF, as the DIAN's own signed documents carry them.
 */
export const SIGNATURE_POLICY = {
  url: 'https://facturaelectronica.dian.gov.co/politicadefirma/v2/politicadefirmav2.pdf',
  description: 'Política de firma para facturas electrónicas de la República de Colombia',
  sha256: 'dMoMvtcG5aIzgYo0tIsSQeVJBDnUnfSOfBpxXrmor0Y=',
} as const;
