import Type from 'typebox';
import { Value } from 'typebox/value';
import { EnvSchema, type Env } from './config-schema.js';
import { nitCheckDigit } from '@soat/shared/rules/identity-document';
import {
  DEVELOPMENT_POLICY_INSURER,
  DEVELOPMENT_POLICY_INSURER_NIT,
  DEVELOPMENT_POLICY_INSURER_PHONE,
  developmentOperatorKey,
  weakKeyProblem,
} from './development-values.js';
import { estimatedEntropyBits, minimumSecretBits } from './jwt-secret.js';
import { dianTestValues, invoicingConfig } from './invoicing-config.js';
import { dianUrlProblem } from './dian-config.js';
import { sandboxPaymentKeys } from './payments-config.js';
import { parseRatingIntegrators } from './rating-integrators.js';
import { sandboxRuntKey } from './runt-config.js';

/** The sandbox gateway's fixed test values, by the variable that would take them (never secret). */
const sandboxPaymentValues = {
  PAYMENT_PUBLIC_KEY: sandboxPaymentKeys.publicKey,
  PAYMENT_PRIVATE_KEY: sandboxPaymentKeys.privateKey,
  PAYMENT_INTEGRITY_SECRET: sandboxPaymentKeys.integritySecret,
  PAYMENT_EVENTS_SECRET: sandboxPaymentKeys.eventsSecret,
} as const;

/**
 * Production's rules beyond the schema: what it requires, and every development value it refuses (the
 * sandboxes' public keys and secrets, the development keys and insurer, the development flags), each
 * problem under the variable's name.
 */
function productionProblems(env: Env, problems: Map<string, string>) {
  const refuse = (name: string, message: string) => {
    if (!problems.has(name)) problems.set(name, message);
  };
  if (!env.JWT_SECRET) refuse('JWT_SECRET', 'is required when NODE_ENV=production (at least 32 characters)');
  else if (estimatedEntropyBits(env.JWT_SECRET) < minimumSecretBits) {
    refuse(
      'JWT_SECRET',
      `is too predictable: use at least ${minimumSecretBits} bits of randomness (e.g. openssl rand -base64 48)`,
    );
  }
  if (!env.SMTP_URL) refuse('SMTP_URL', 'is required when NODE_ENV=production: emails must be delivered');
  if (!env.OPERATOR_API_KEY) {
    refuse('OPERATOR_API_KEY', 'is required when NODE_ENV=production: PSE refunds are made by operators');
  } else {
    const weak = weakKeyProblem(env.OPERATOR_API_KEY, developmentOperatorKey);
    if (weak) refuse('OPERATOR_API_KEY', weak);
  }
  const paymentVariables = ['PAYMENT_GATEWAY_URL', ...Object.keys(sandboxPaymentValues)] as const;
  for (const name of paymentVariables) {
    if (!env[name as keyof Env]) refuse(name, 'is required when NODE_ENV=production: the real gateway account');
  }
  for (const [name, sandboxValue] of Object.entries(sandboxPaymentValues)) {
    if (env[name as keyof typeof sandboxPaymentValues] === sandboxValue) {
      refuse(name, "is the sandbox gateway's public test value: production takes the gateway account's own");
    }
  }
  // Wompi's test keys take test cards and test banks: a policy bought with them would be paid by no one
  for (const [name, prefix] of [
    ['PAYMENT_PUBLIC_KEY', 'pub_test_'],
    ['PAYMENT_PRIVATE_KEY', 'prv_test_'],
  ] as const) {
    if (env[name]?.startsWith(prefix)) {
      refuse(
        name,
        `is a test key (${prefix}…): production takes the account's production keys (pub_prod_…, prv_prod_…)`,
      );
    }
  }
  if (!env.POLICY_INSURER)
    refuse('POLICY_INSURER', 'is required when NODE_ENV=production: the insurer named on every policy');
  else if (env.POLICY_INSURER === DEVELOPMENT_POLICY_INSURER)
    refuse('POLICY_INSURER', 'names the test insurer of development: production names the real one');
  if (!env.POLICY_INSURER_NIT)
    refuse('POLICY_INSURER_NIT', "is required when NODE_ENV=production: the insurer's NIT, printed on every policy");
  else if (env.POLICY_INSURER_NIT.replace('-', '') === DEVELOPMENT_POLICY_INSURER_NIT.replace('-', ''))
    refuse('POLICY_INSURER_NIT', "is the test insurer's NIT of development: production takes the real one");
  if (!env.POLICY_INSURER_PHONE)
    refuse('POLICY_INSURER_PHONE', "is required when NODE_ENV=production: the insurer's service line, on every policy");
  else if (env.POLICY_INSURER_PHONE === DEVELOPMENT_POLICY_INSURER_PHONE)
    refuse('POLICY_INSURER_PHONE', "is the test insurer's line of development: production takes the real one");
  for (const name of ['RUNT_URL', 'RUNT_API_KEY'] as const) {
    if (!env[name]) refuse(name, 'is required when NODE_ENV=production: the real RUNT reader');
  }
  if (env.RUNT_API_KEY === sandboxRuntKey)
    refuse('RUNT_API_KEY', "is the sandbox RUNT's public test key: production takes the real reader's");
  invoicingProblems(env, refuse);
  // the DIAN's own service (its default in production), never the sandbox's nor the habilitation's
  const dianProblem = env.DIAN_URL ? dianUrlProblem(env.DIAN_URL) : null;
  if (dianProblem) refuse('DIAN_URL', dianProblem);
  // the development flags
  if (env.DEV_OUTBOX === 'true')
    refuse('DEV_OUTBOX', 'cannot be true when NODE_ENV=production (it exposes every email)');
  if (env.RUNT_SANDBOX === 'true')
    refuse('RUNT_SANDBOX', 'cannot be true when NODE_ENV=production (it answers with made-up vehicles)');
  if (env.PAYMENT_SANDBOX === 'true')
    refuse('PAYMENT_SANDBOX', 'cannot be true when NODE_ENV=production (it approves test cards)');
  if (env.DIAN_SANDBOX === 'true')
    refuse('DIAN_SANDBOX', 'cannot be true when NODE_ENV=production (it validates invoices the DIAN never saw)');
}

/** The numbering range and the software the DIAN authorised: required, and never its public test values. */
function invoicingProblems(env: Env, refuse: (name: string, message: string) => void) {
  const required = [
    'INVOICE_RESOLUTION',
    'INVOICE_PREFIX',
    'INVOICE_RANGE_FROM',
    'INVOICE_RANGE_TO',
    'INVOICE_RANGE_VALID_FROM',
    'INVOICE_RANGE_VALID_TO',
    'INVOICE_TECHNICAL_KEY',
    'INVOICE_SOFTWARE_ID',
    'INVOICE_SOFTWARE_PIN',
    'INVOICE_ISSUER_ADDRESS',
    'INVOICE_ISSUER_EMAIL',
    'INVOICE_SIGNING_CERTIFICATE',
  ] as const;
  for (const name of required) {
    if (env[name] === undefined)
      refuse(name, "is required when NODE_ENV=production: the DIAN's authorisation and the issuer's own details");
  }
  const testValues: Array<[keyof Env, string]> = [
    ['INVOICE_RESOLUTION', dianTestValues.range.resolution],
    ['INVOICE_TECHNICAL_KEY', dianTestValues.range.technicalKey],
    ['INVOICE_SOFTWARE_ID', dianTestValues.softwareId],
    ['INVOICE_SOFTWARE_PIN', dianTestValues.softwarePin],
  ];
  for (const [name, testValue] of testValues) {
    if (env[name] === testValue) refuse(name, "is a test value of development: production takes the issuer's own");
  }
  if (env.DIAN_ENVIRONMENT === '2')
    refuse('DIAN_ENVIRONMENT', "is the DIAN's test environment: production invoices are sent to 1");
}

/** Checks the environment against the schema and production's rules; throws one error listing every problem. */
export function parseEnv(rawEnv: NodeJS.ProcessEnv): Env {
  // An empty variable (`DATABASE_URL=`) means "not set", as in most dotenv tools.
  const present = Object.fromEntries(
    Object.keys(EnvSchema.properties)
      .filter((key) => rawEnv[key] !== undefined && rawEnv[key] !== '')
      .map((key) => [key, rawEnv[key]]),
  );
  const candidate = Value.Convert(EnvSchema, Value.Default(EnvSchema, present));
  const problems = new Map<string, string>();
  if (!Value.Check(EnvSchema, candidate)) {
    for (const error of Value.Errors(EnvSchema, candidate)) {
      const name = error.instancePath.slice(1) || 'environment';
      if (!problems.has(name)) problems.set(name, error.message);
    }
  }
  // TypeBox's conversion reads "2.5" as 2, "3e2" as 300 and "0x10" as 16: a whole number is written in digits
  // (the variable as written: the defaults and the conversion change `present` in place)
  for (const [name, schema] of Object.entries(EnvSchema.properties)) {
    const written = rawEnv[name];
    if (Type.IsInteger(schema) && written && !/^-?\d+$/.test(written.trim()))
      problems.set(name, 'must be a whole number, written in digits');
  }
  const env = candidate as Env;
  if (env.RATING_INTEGRATORS && !problems.has('RATING_INTEGRATORS')) {
    try {
      parseRatingIntegrators(env.RATING_INTEGRATORS, { production: env.NODE_ENV === 'production' });
    } catch (error) {
      problems.set('RATING_INTEGRATORS', (error as Error).message);
    }
  }
  const range = invoicingConfig(env).range;
  if (!problems.has('INVOICE_RANGE_TO') && range.from > range.to)
    problems.set('INVOICE_RANGE_TO', `is below the range's first number (${range.from})`);
  const nit = env.POLICY_INSURER_NIT ? /^(\d+)-?(\d)$/.exec(env.POLICY_INSURER_NIT) : null;
  if (nit && nitCheckDigit(nit[1]!) !== Number(nit[2]) && !problems.has('POLICY_INSURER_NIT')) {
    problems.set(
      'POLICY_INSURER_NIT',
      `has a wrong check digit: the DIAN's for ${nit[1]} is ${nitCheckDigit(nit[1]!)}`,
    );
  }
  if (env.NODE_ENV === 'production') productionProblems(env, problems);
  if (problems.size > 0) {
    const lines = [...problems].map(([name, message]) => `  - ${name}: ${message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  return env;
}
