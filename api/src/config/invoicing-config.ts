import type { Env } from './config-schema.js';

/** A numbering range the DIAN authorised by resolution (docs/invoicing.md): invoice numbers come from it only. */
export interface NumberingRange {
  /** The resolution's number, written in every invoice (`sts:InvoiceAuthorization`). */
  resolution: string;
  prefix: string;
  from: number;
  to: number;
  /** The resolution's validity, `YYYY-MM-DD`: an invoice is issued only between these days. */
  validFrom: string;
  validTo: string;
  /** The range's technical key (`ClTec`), which closes every invoice's CUFE: a secret of the issuer. */
  technicalKey: string;
}

/** The issuer as its documents name it, beyond its name and NIT (POLICY_INSURER, POLICY_INSURER_NIT). */
export interface IssuerDetails {
  address: string;
  /** The DANE code of its municipality (5 digits); its department's is the first two. */
  cityCode: string;
  cityName: string;
  departmentName: string;
  email: string;
  /** Its tax responsibilities as the RUT lists them (`O-13`, `O-15`…). */
  taxLevelCodes: string[];
}

/** The electronic invoice (ADR 041): the numbering range, the software the DIAN enabled, its environment. */
export interface InvoicingConfig {
  range: NumberingRange;
  issuer: IssuerDetails;
  /**
   * The certificate that signs the documents: a PKCS#12 file and its password (the insurer's, in
   * production); null outside production without one, for the committed test certificate.
   */
  signingCertificate: { pkcs12: Buffer; password: string } | null;
  /** The software's id and PIN as the DIAN enabled them (the PIN closes credit notes' CUDE). */
  softwareId: string;
  softwarePin: string;
  /** The credit notes' prefix: their numbers run from 1 in a series of their own. */
  creditNotePrefix: string;
  /** `1` production, `2` the DIAN's test environment. */
  environment: '1' | '2';
  /** An invoice not accepted by the DIAN after this many hours raises an alert (the contingency limit). */
  contingencyHours: number;
  /** The range's numbers left, or days left, under which an alert asks for a new resolution. */
  rangeWarning: { numbersLeft: number; daysLeft: number };
  /** How often any instance sends the invoices and credit notes due. */
  jobsIntervalSeconds: number;
  /** The first wait after a failed send, when it is not the interval (INVOICE_FIRST_RETRY_SECONDS, ADR 027). */
  firstRetrySeconds?: number;
}

/**
 * The defaults outside production, refused in it (parse-env.ts), since an invoice under them is no invoice:
 * the DIAN's public test range (its enablement test set's resolution, prefix, numbers and technical key) and
 * a software id and PIN made up here for development.
 */
export const dianTestValues = {
  range: {
    resolution: '18760000001',
    prefix: 'SETP',
    from: 990000000,
    to: 995000000,
    validFrom: '2019-01-19',
    validTo: '2030-01-19',
    technicalKey: 'fc8eac422eba16e22ffd8c6f94b3f40a6e38162c',
  },
  softwareId: 'a0000000-0000-4000-8000-000000000001',
  softwarePin: '12345',
} as const satisfies Pick<InvoicingConfig, 'range' | 'softwareId' | 'softwarePin'>;

/** The issuer's details outside production: plainly a test address and mailbox. */
export const developmentIssuer: IssuerDetails = {
  address: 'Calle 100 # 19-61 (dirección de pruebas)',
  cityCode: '11001',
  cityName: 'Bogotá, D.C.',
  departmentName: 'Bogotá',
  email: 'facturacion@portal-soat.local',
  taxLevelCodes: ['O-13'],
};

export function invoicingConfig(env: Env): InvoicingConfig {
  return {
    issuer: {
      address: env.INVOICE_ISSUER_ADDRESS ?? developmentIssuer.address,
      cityCode: env.INVOICE_ISSUER_CITY_CODE ?? developmentIssuer.cityCode,
      cityName: env.INVOICE_ISSUER_CITY ?? developmentIssuer.cityName,
      departmentName: env.INVOICE_ISSUER_DEPARTMENT ?? developmentIssuer.departmentName,
      email: env.INVOICE_ISSUER_EMAIL ?? developmentIssuer.email,
      taxLevelCodes: env.INVOICE_ISSUER_TAX_CODES
        ? env.INVOICE_ISSUER_TAX_CODES.split(/[;,]/)
            .map((code) => code.trim())
            .filter(Boolean)
        : developmentIssuer.taxLevelCodes,
    },
    signingCertificate: env.INVOICE_SIGNING_CERTIFICATE
      ? { pkcs12: Buffer.from(env.INVOICE_SIGNING_CERTIFICATE, 'base64'), password: env.INVOICE_SIGNING_PASSWORD ?? '' }
      : null,
    range: {
      resolution: env.INVOICE_RESOLUTION ?? dianTestValues.range.resolution,
      prefix: env.INVOICE_PREFIX ?? dianTestValues.range.prefix,
      from: env.INVOICE_RANGE_FROM ?? dianTestValues.range.from,
      to: env.INVOICE_RANGE_TO ?? dianTestValues.range.to,
      validFrom: env.INVOICE_RANGE_VALID_FROM ?? dianTestValues.range.validFrom,
      validTo: env.INVOICE_RANGE_VALID_TO ?? dianTestValues.range.validTo,
      technicalKey: env.INVOICE_TECHNICAL_KEY ?? dianTestValues.range.technicalKey,
    },
    softwareId: env.INVOICE_SOFTWARE_ID ?? dianTestValues.softwareId,
    softwarePin: env.INVOICE_SOFTWARE_PIN ?? dianTestValues.softwarePin,
    creditNotePrefix: env.CREDIT_NOTE_PREFIX,
    environment: env.DIAN_ENVIRONMENT ?? (env.NODE_ENV === 'production' ? '1' : '2'),
    contingencyHours: env.INVOICE_CONTINGENCY_HOURS,
    rangeWarning: { numbersLeft: env.INVOICE_RANGE_WARNING_NUMBERS, daysLeft: env.INVOICE_RANGE_WARNING_DAYS },
    jobsIntervalSeconds: env.INVOICE_JOBS_INTERVAL_SECONDS,
    firstRetrySeconds: env.INVOICE_FIRST_RETRY_SECONDS,
  };
}

/** The series an invoice's number comes from: the authorised range, under its resolution and prefix. */
export const invoiceSeries = ({ range }: Pick<InvoicingConfig, 'range'>) => ({
  key: `factura:${range.resolution}:${range.prefix}`,
  first: range.from,
  last: range.to,
});

/** The credit notes' series: their own prefix, numbered from 1. */
export const creditNoteSeries = ({ creditNotePrefix }: InvoicingConfig) => ({
  key: `nota-credito:${creditNotePrefix}`,
  first: 1,
  last: 999_999_999_999,
});
