// The buyer's delivery: the signed AttachedDocument and the graphic representation in one zip, named as the
// annex's file naming does (docs/invoicing.md): `ad` + NIT (10 digits) + provider code + year (2 digits) +
// the year's consecutive (8 hexadecimal digits), and the zip `z` + the same.
import { strToU8, zipSync } from 'fflate';

export interface DeliveryFileNames {
  xml: string;
  pdf: string;
  zip: string;
}

export interface DeliveryNaming {
  /** The issuer's NIT, base digits. */
  issuerNit: string;
  /** `PPP`: the technology provider's code, `000` for software of one's own. */
  providerCode?: string;
  /** The year the file is delivered in. */
  year: number;
  /** The consecutive of the issuer's deliveries in that year (from 1). */
  sequence: number;
}

export function deliveryFileNames(naming: DeliveryNaming): DeliveryFileNames {
  const provider = naming.providerCode ?? '000';
  if (!/^\d{1,10}$/.test(naming.issuerNit) || !/^\d{3}$/.test(provider)) {
    throw new RangeError('A NIT of up to 10 digits and a 3-digit provider code are needed');
  }
  if (!Number.isSafeInteger(naming.sequence) || naming.sequence < 1 || naming.sequence > 0xffffffff) {
    throw new RangeError(`Not a delivery consecutive: ${naming.sequence}`);
  }
  const stem = [
    naming.issuerNit.padStart(10, '0'),
    provider,
    String(naming.year % 100).padStart(2, '0'),
    naming.sequence.toString(16).padStart(8, '0'),
  ].join('');
  return { xml: `ad${stem}.xml`, pdf: `ad${stem}.pdf`, zip: `z${stem}.zip` };
}

/** The zip the buyer receives: the signed AttachedDocument and its PDF. */
export function zipDelivery(attachedDocument: string, pdf: Uint8Array, names: DeliveryFileNames): Uint8Array {
  return zipSync({ [names.xml]: strToU8(attachedDocument), [names.pdf]: pdf }, { level: 6 });
}
