// The parties of a sale's documents: the insurer as seller (`AccountingSupplierParty`), the holder as buyer
// (`AccountingCustomerParty`), and both as the AttachedDocument's sender and receiver.
import { nitCheckDigit } from '@soat/shared/rules/identity-document';
import { DIAN_AGENCY, DIAN_ID_TYPE, NO_TAX_RESPONSIBILITY, TAX_SCHEME, personKind } from './dian-codes.js';
import type { Buyer, DianAddress, InsurerParty } from './sale-document.js';
import { element, textElement, type Attributes, type XmlNode } from './ubl-xml.js';

/** How a party is identified before the DIAN: its number (a NIT without its check digit) and the scheme. */
export interface PartyId {
  id: string;
  /** `cbc:CompanyID`'s attributes: the DIAN as agency, the id type, and a NIT's check digit. */
  attributes: Attributes;
}

/** A NIT's base digits, with the check digit the DIAN computes in `schemeID`. */
export const nitId = (base: string): PartyId => ({
  id: base,
  attributes: { ...DIAN_AGENCY, schemeID: String(nitCheckDigit(base)), schemeName: DIAN_ID_TYPE.NIT },
});

export const insurerId = (insurer: InsurerParty) => nitId(insurer.nit);

/** The buyer's id: a NIT stored as `base-checkDigit` is written as its base, its check digit computed. */
export function buyerId(buyer: Buyer): PartyId {
  if (buyer.documentType === 'NIT') return nitId(buyer.documentNumber.split('-')[0] ?? '');
  return { id: buyer.documentNumber, attributes: { ...DIAN_AGENCY, schemeName: DIAN_ID_TYPE[buyer.documentType] } };
}

function address(parent: XmlNode, name: 'cac:Address' | 'cac:RegistrationAddress', value: DianAddress): void {
  const node = element(parent, name);
  if (value.cityCode) textElement(node, 'cbc:ID', value.cityCode);
  textElement(node, 'cbc:CityName', value.cityName);
  if (value.postalZone) textElement(node, 'cbc:PostalZone', value.postalZone);
  if (value.departmentName) textElement(node, 'cbc:CountrySubentity', value.departmentName);
  if (value.departmentCode) textElement(node, 'cbc:CountrySubentityCode', value.departmentCode);
  textElement(element(node, 'cac:AddressLine'), 'cbc:Line', value.line);
  const country = element(node, 'cac:Country');
  textElement(country, 'cbc:IdentificationCode', 'CO');
  textElement(country, 'cbc:Name', 'Colombia', { languageID: 'es' });
}

interface TaxParty {
  name: string;
  id: PartyId;
  taxLevel: string;
  taxScheme: { id: string; name: string };
  address?: DianAddress;
}

/** `cac:PartyTaxScheme`: the party as the RUT knows it. */
export function partyTaxScheme(parent: XmlNode, party: TaxParty): void {
  const node = element(parent, 'cac:PartyTaxScheme');
  textElement(node, 'cbc:RegistrationName', party.name);
  textElement(node, 'cbc:CompanyID', party.id.id, party.id.attributes);
  textElement(node, 'cbc:TaxLevelCode', party.taxLevel);
  if (party.address) address(node, 'cac:RegistrationAddress', party.address);
  const scheme = element(node, 'cac:TaxScheme');
  textElement(scheme, 'cbc:ID', party.taxScheme.id);
  textElement(scheme, 'cbc:Name', party.taxScheme.name);
}

export const insurerTaxParty = (insurer: InsurerParty): TaxParty => ({
  name: insurer.legalName,
  id: insurerId(insurer),
  taxLevel: insurer.taxLevelCodes.join(';'),
  taxScheme: TAX_SCHEME.iva,
  address: insurer.address,
});

export const buyerTaxParty = (buyer: Buyer): TaxParty => ({
  name: buyer.name,
  id: buyerId(buyer),
  taxLevel: NO_TAX_RESPONSIBILITY,
  taxScheme: TAX_SCHEME.none,
  ...(buyer.address ? { address: buyer.address } : {}),
});

function legalEntity(parent: XmlNode, party: TaxParty, registrationScheme?: string): void {
  const node = element(parent, 'cac:PartyLegalEntity');
  textElement(node, 'cbc:RegistrationName', party.name);
  textElement(node, 'cbc:CompanyID', party.id.id, party.id.attributes);
  if (registrationScheme) textElement(element(node, 'cac:CorporateRegistrationScheme'), 'cbc:ID', registrationScheme);
}

function contact(parent: XmlNode, email: string, phone?: string): void {
  const node = element(parent, 'cac:Contact');
  if (phone) textElement(node, 'cbc:Telephone', phone);
  textElement(node, 'cbc:ElectronicMail', email);
}

/** The insurer as seller; `prefix` is the numbering's prefix an invoice names in its legal entity. */
export function supplierParty(parent: XmlNode, insurer: InsurerParty, prefix?: string): void {
  const node = element(parent, 'cac:AccountingSupplierParty');
  textElement(node, 'cbc:AdditionalAccountID', '1');
  const party = element(node, 'cac:Party');
  textElement(element(party, 'cac:PartyName'), 'cbc:Name', insurer.tradeName ?? insurer.legalName);
  address(element(party, 'cac:PhysicalLocation'), 'cac:Address', insurer.address);
  const taxParty = insurerTaxParty(insurer);
  partyTaxScheme(party, taxParty);
  legalEntity(party, taxParty, prefix);
  contact(party, insurer.email, insurer.phone);
}

/** The holder as buyer. */
export function customerParty(parent: XmlNode, buyer: Buyer): void {
  const node = element(parent, 'cac:AccountingCustomerParty');
  textElement(node, 'cbc:AdditionalAccountID', personKind(buyer.documentType));
  const party = element(node, 'cac:Party');
  const taxParty = buyerTaxParty(buyer);
  const { schemeID, schemeName } = taxParty.id.attributes;
  textElement(element(party, 'cac:PartyIdentification'), 'cbc:ID', taxParty.id.id, {
    ...(schemeID ? { schemeID } : {}),
    schemeName: schemeName ?? '',
  });
  textElement(element(party, 'cac:PartyName'), 'cbc:Name', buyer.name);
  if (buyer.address) address(element(party, 'cac:PhysicalLocation'), 'cac:Address', buyer.address);
  partyTaxScheme(party, taxParty);
  legalEntity(party, taxParty);
  contact(party, buyer.email, buyer.phone);
}
