// The front ends' request and response types are generated from the API's own
// OpenAPI document (the API is the source of the contract). The
// document is the one a production API serves: development routes are not in it.
import { PGlite } from '@electric-sql/pglite';
import openapiTS, { astToString } from 'openapi-typescript';
import { buildApp } from '../src/app.js';
import type { AppConfig } from '../src/config/index.js';
import {
  defaultAccountSignIn,
  defaultRateLimits,
  DEVELOPMENT_POLICY_INSURER_NIT,
  DEVELOPMENT_POLICY_INSURER_PHONE,
  developmentIssuer,
} from '../src/config/index.js';
import { pgliteExtensions } from '../src/db/open-database.js';

/** Where the generated types live: beside the shared HTTP client every front end uses. */
export const contractFile = new URL('../../shared/src/http/api-contract.ts', import.meta.url);

const header = `// Generated from the API's OpenAPI document by \`npm run contract\` (api/contract/). Do not edit:
// change the API's schemas and generate again; \`npm test\` fails while this file and the API disagree.
`;

/** A production-like configuration: only what serves the document, never listening or sending. */
function documentConfig(): AppConfig {
  return {
    nodeEnv: 'production',
    host: '127.0.0.1',
    port: 4000,
    metrics: null,
    logLevel: 'silent',
    databaseUrl: undefined,
    databasePoolSize: 10,
    redisUrl: undefined,
    prometheusUrl: undefined,
    dataDir: '/nonexistent-contract-data-dir',
    jwtSecret: 'contract-generation-secret-with-32-characters-or-more',
    corsOrigins: [],
    portalUrl: 'http://localhost:3000',
    smtpUrl: 'smtp://127.0.0.1:2525',
    jobs: true,
    emailJobsIntervalSeconds: 30,
    refundJobsIntervalSeconds: 30,
    runtReportJobsIntervalSeconds: 60,
    runtReportMaxAttempts: 10,
    renewalJobsIntervalSeconds: 3600,
    operatorKeySha256: '0'.repeat(64),
    devOutbox: false,
    mailFrom: 'Portal SOAT <no-responder@portal-soat.local>',
    trustProxy: false,
    accessTokenTtlSeconds: 900,
    sessionMaxAgeSeconds: 8 * 60 * 60,
    resetTokenTtlSeconds: 900,
    rateLimits: defaultRateLimits,
    accountSignIn: defaultAccountSignIn,
    // A real RUNT reader (never called here): the sandbox is not mounted, as in production.
    runt: {
      url: 'https://runt.example.co/v1',
      apiKey: 'contract-runt-key-0123456789',
      timeoutMs: 4000,
      sandbox: false,
      sandboxSlowMs: 0,
    },
    // An authorised range and enabled software (never sent here).
    invoicing: {
      range: {
        resolution: '18764000000000',
        prefix: 'SOAT',
        from: 1,
        to: 1000,
        validFrom: '2026-01-01',
        validTo: '2027-12-31',
        technicalKey: 'contract-technical-key',
      },
      softwareId: 'contract-software',
      softwarePin: '00000',
      creditNotePrefix: 'NC',
      issuer: developmentIssuer,
      signingCertificate: null,
      environment: '1',
      contingencyHours: 48,
      rangeWarning: { numbersLeft: 10, daysLeft: 30 },
      jobsIntervalSeconds: 30,
    },
    // The DIAN's service (never called here): the sandbox is not mounted, as in production.
    dian: {
      url: 'https://vpfe.dian.gov.co/WcfDianCustomerServices.svc',
      timeoutMs: 30_000,
      sandbox: false,
      sandboxSlowMs: 0,
    },
    // A real gateway account (never called here): the sandbox is not mounted, as in production.
    payments: {
      gatewayUrl: 'https://production.wompi.co/v1',
      publicKey: 'pub_prod_contract',
      privateKey: 'prv_prod_contract',
      integritySecret: 'contract-integrity-secret',
      eventsSecret: 'contract-events-secret',
      sandbox: false,
      sandboxEventsUrl: 'http://127.0.0.1:4000/soat/api/v1/pagos/eventos',
      reconcileWindowDays: 7,
      requestLifetimeDays: 7,
      sandboxPendingSeconds: 30,
      nequiPaymentSeconds: 300,
      cashPaymentHours: 48,
      reconcileIntervalSeconds: 60,
    },
    policyInsurer: 'Aseguradora Portal SOAT (de pruebas)',
    policyInsurerContact: { nit: DEVELOPMENT_POLICY_INSURER_NIT, phone: DEVELOPMENT_POLICY_INSURER_PHONE },
    ratingIntegrators: [],
  };
}

/** The OpenAPI document a production API serves (on the given empty database, or a fresh in-memory one). */
export async function productionDocument(database?: PGlite): Promise<object> {
  // the migrations need the contrib extensions the API loads (btree_gist)
  const pglite = database ?? (await PGlite.create({ extensions: pgliteExtensions }));
  const app = await buildApp(documentConfig(), { pglite });
  try {
    await app.ready();
    return app.swagger();
  } finally {
    await app.close();
    if (!database) await pglite.close();
  }
}

/** The TypeScript the front ends import, for a document. */
export async function renderContract(document: object): Promise<string> {
  const ast = await openapiTS(document as Parameters<typeof openapiTS>[0], { exportType: false });
  return `${header}\n${astToString(ast)}`;
}
