import { randomBytes } from 'node:crypto';

// A production environment's variables, each as production requires it (test/config*.test.ts).

/** The insurer on the policies, its NIT and its service line, as production requires. */
export const productionInsurer = {
  POLICY_INSURER: 'Seguros Ejemplo S.A.',
  POLICY_INSURER_NIT: '860002400-2',
  POLICY_INSURER_PHONE: '601 307 7050',
};

/** A real gateway account, and the key of the operators who make the refunds it cannot, as production requires. */
export const productionPayments = {
  PAYMENT_GATEWAY_URL: 'https://production.wompi.co/v1',
  PAYMENT_PUBLIC_KEY: 'pub_prod_Ab12Cd34',
  PAYMENT_PRIVATE_KEY: 'prv_prod_Ef56Gh78',
  PAYMENT_INTEGRITY_SECRET: randomBytes(24).toString('base64url'),
  PAYMENT_EVENTS_SECRET: randomBytes(24).toString('base64url'),
  OPERATOR_API_KEY: randomBytes(32).toString('base64url'),
};

/** A real RUNT reader, as production requires. */
export const productionRunt = {
  RUNT_URL: 'https://runt.example.co/v1/',
  RUNT_API_KEY: randomBytes(24).toString('base64url'),
};

/** The numbering range and the software the DIAN authorised, as production requires. */
export const productionInvoicing = {
  INVOICE_RESOLUTION: '18764000012345',
  INVOICE_PREFIX: 'SOAT',
  INVOICE_RANGE_FROM: '1',
  INVOICE_RANGE_TO: '5000000',
  INVOICE_RANGE_VALID_FROM: '2026-01-01',
  INVOICE_RANGE_VALID_TO: '2027-12-31',
  INVOICE_TECHNICAL_KEY: randomBytes(20).toString('hex'),
  INVOICE_SOFTWARE_ID: '3f1c2a9e-5b7d-4e21-9c3a-8d6f0b2e4a17',
  INVOICE_SOFTWARE_PIN: '74211',
  INVOICE_ISSUER_ADDRESS: 'Carrera 7 # 26-20',
  INVOICE_ISSUER_EMAIL: 'facturacion@seguros-ejemplo.co',
  // read when the invoicing starts (a test in config-production.test.ts), not by the configuration
  INVOICE_SIGNING_CERTIFICATE: randomBytes(64).toString('base64'),
};

/** Every variable production requires, each with a value of its own. */
export const productionEnv = (dataDir: string) => ({
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  JWT_SECRET: randomBytes(48).toString('base64'),
  SMTP_URL: 'smtp://mail.example.co',
  ...productionPayments,
  ...productionRunt,
  ...productionInsurer,
  ...productionInvoicing,
});
