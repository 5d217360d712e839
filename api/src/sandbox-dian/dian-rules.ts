import type { DianRule } from '../plugins/app/invoicing/dian-shapes.js';

// The DIAN's rules the sandbox applies, with the code and the message the DIAN answers with (its annex's
// rule tables; docs/invoicing.md says which were confirmed in answers of the DIAN and which were not).

const rejection = (code: string, message: string): DianRule => ({ code, kind: 'rechazo', message });

export const dianRules = {
  /** Not well-formed, or a field the schema types (a date, an amount) that is not of its type. */
  schema: rejection('ZB01', 'Fallo en el esquema XML del archivo'),
  signature: rejection('ZE02', 'Valor de la firma inválido.'),
  certificateMissing: rejection(
    'ZD06',
    'Cadena de confianza del certificado digital no se pudo validar. [Missing X509Certificate node]',
  ),
  cufe: rejection('FAD06', 'Valor del CUFE no está calculado correctamente.'),
  resolutionMissing: rejection('FAB05a', 'No se encuentra el número de autorización del rango de numeración otorgado'),
  resolution: rejection(
    'FAB05b',
    'Número de la resolución que autoriza la numeración no corresponde a un número de resolución de este contribuyente emisor para este Proveedor de Autorización.',
  ),
  rangeStartDate: rejection(
    'FAB07b',
    'Fecha inicial del rango de numeración informado no corresponde a la fecha inicial de los rangos vigente para el contribuyente.',
  ),
  rangeEndDate: rejection(
    'FAB08b',
    'Fecha final del rango de numeración informado no corresponde a la fecha final de los rangos vigente para el contribuyente.',
  ),
  prefix: rejection('FAB10b', 'El prefijo no corresponde al prefijo de la autorización de numeración'),
  rangeFrom: rejection(
    'FAB11b',
    'Valor inicial del rango de numeración informado no corresponde a un valor inicial de los rangos vigente para el contribuyente emisor.',
  ),
  rangeTo: rejection(
    'FAB12b',
    'Valor final del rango de numeración informado no corresponde a un valor final de los rangos vigentes para el contribuyente emisor.',
  ),
  numberOutsideRange: rejection('FAD05d', 'Número de factura no está contenido en el rango de numeración autorizado'),
  issuedBeforeRange: rejection(
    'FAD09a',
    'Fecha de emisión anterior a la fecha de inicio de la autorización de la numeración',
  ),
  issuedAfterRange: rejection('FAD09b', 'Fecha de emisión posterior a la fecha final de la autorización de numeración'),
  issuedTooLongAgo: rejection('FAD09c', 'La fecha de emision es anterior en mas de 10 dias de la fecha actual'),
  issuedInTheFuture: rejection('FAD09d', 'La fecha de emisión es posterior a la fecha actual'),
  signedAnotherDay: {
    code: 'FAD09e',
    kind: 'notificacion',
    message: 'Valida que fecha de generación de la factura sea igual a la fecha de firma',
  } satisfies DianRule,
  lineTotal: rejection(
    'FAU02',
    'El Valor Bruto antes de tributos no es igual a la suma de los valores de las líneas de la factura que contienen el valor comercial',
  ),
  taxBase: rejection(
    'FAU04',
    'Base Imponible es distinto a la suma de los valores de las bases imponibles de todas líneas de detalle.',
  ),
  taxInclusive: rejection(
    'FAU06',
    'Valor Bruto más tributos es diferente a Valor Bruto de la factura que contienen el valor comercial más la Suma de los Tributos de todas las líneas de detalle.',
  ),
  payable: rejection(
    'FAU14',
    'Valor a Pagar de Factura es distinto de la Suma de Valor Bruto más tributos - Valor del Descuento Total + Valor del Cargo Total - Valor del Anticipo Total',
  ),
  buyerCheckDigit: rejection('FAK24', 'DV no corresponde al NIT informado'),
  issuerNameNotInRut: rejection('FAJ43b', 'Nombre informado No corresponde al registrado en el RUT.'),
  duplicate: rejection('90', 'Documento procesado anteriormente.'),
} as const;

/**
 * A rule as the DIAN's table for credit notes names it: the invoice's code with CA for FA (CAD06, CAU14,
 * CAK24…), and the CUDE where the invoice has the CUFE.
 */
export function creditNoteRule(rule: DianRule): DianRule {
  if (rule === dianRules.cufe)
    return { ...rule, code: 'CAD06', message: 'Valor del CUDE no está calculado correctamente.' };
  return rule.code.startsWith('FA') ? { ...rule, code: `CA${rule.code.slice(2)}` } : rule;
}

/** How many days before today an invoice may be dated (FAD09c). */
export const maximumDaysOld = 10;
