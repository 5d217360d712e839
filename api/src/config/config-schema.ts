import Type, { type Static } from 'typebox';

const Seconds = (defaultValue: number) => Type.Integer({ minimum: 1, default: defaultValue });
const HttpUrl = Type.String({ pattern: '^https?://[^\\s]+$' });

/** Every environment variable the API reads, with its default. */
export const EnvSchema = Type.Object({
  NODE_ENV: Type.Union([Type.Literal('development'), Type.Literal('test'), Type.Literal('production')], {
    default: 'development',
  }),
  API_HOST: Type.String({ minLength: 1, default: '127.0.0.1' }),
  API_PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 4000 }),
  /** Prometheus's metrics on a port of their own (GET /metrics), which the public proxy does not serve; off unless set. */
  METRICS_PORT: Type.Optional(Type.Integer({ minimum: 0, maximum: 65535 })),
  /** Where the metrics listen (default: API_HOST). */
  METRICS_HOST: Type.Optional(Type.String({ minLength: 1 })),
  LOG_LEVEL: Type.Union(
    [
      Type.Literal('fatal'),
      Type.Literal('error'),
      Type.Literal('warn'),
      Type.Literal('info'),
      Type.Literal('debug'),
      Type.Literal('trace'),
      Type.Literal('silent'),
    ],
    { default: 'info' },
  ),
  DATABASE_URL: Type.Optional(Type.String({ pattern: '^postgres(ql)?://' })),
  /**
   * PostgreSQL connections this process keeps at most (ADR 027): a few per core of the database's, since more
   * queries at once than its cores only queue inside PostgreSQL; through PgBouncer, its own pool bounds them too.
   */
  DATABASE_POOL_SIZE: Type.Integer({ minimum: 1, maximum: 100, default: 10 }),
  /**
   * Redis for the rate-limit counters, shared by every API instance (ADR 014); unset, each instance
   * counts in its own memory (enough for one instance, as under `npm start`).
   */
  REDIS_URL: Type.Optional(Type.String({ pattern: '^rediss?://[^\\s]+$' })),
  /**
   * The Prometheus that scrapes the API (its HTTP API, `/api/v1/query_range`), which the back office's
   * operations page reads through the API (ADR 047); unset, as under `npm start`, the page says so.
   */
  PROMETHEUS_URL: Type.Optional(HttpUrl),
  DATA_DIR: Type.Optional(Type.String({ minLength: 1 })),
  JWT_SECRET: Type.Optional(Type.String({ minLength: 32 })),
  CORS_ORIGINS: Type.Optional(Type.String({ minLength: 1 })),
  PORTAL_URL: Type.String({ ...HttpUrl, default: 'http://localhost:3000' }),
  SMTP_URL: Type.Optional(Type.String({ pattern: '^smtps?://' })),
  /**
   * Keeps emails in the outbox table and serves them at /desarrollo/correos, for a person or a test
   * to follow reset links. Off unless asked for (npm start and the tests do); refused in production.
   */
  DEV_OUTBOX: Type.Union([Type.Literal('true'), Type.Literal('false')], { default: 'false' }),
  MAIL_FROM: Type.String({ minLength: 3, default: 'Portal SOAT <no-responder@portal-soat.local>' }),
  TRUST_PROXY: Type.String({ minLength: 1, default: 'false' }),
  ACCESS_TOKEN_TTL_SECONDS: Seconds(900),
  SESSION_MAX_AGE_SECONDS: Seconds(8 * 60 * 60),
  RESET_TOKEN_TTL_SECONDS: Seconds(900),
  /**
   * Outside production, the origin whose sandboxes (the gateway's, the RUNT's, the DIAN's) the defaults of
   * PAYMENT_GATEWAY_URL, RUNT_URL and DIAN_URL name, instead of this process's own API_PORT: the worker's
   * (src/worker.ts), whose port serves no API route, points it at an API instance (ADR 027).
   */
  SANDBOX_ORIGIN: Type.Optional(HttpUrl),
  // Payments (ADR 010): a Wompi-shaped gateway. Outside production the API's own sandbox is the
  // default, with fixed test keys; in production the gateway URL, the keys and the secrets are required.
  PAYMENT_GATEWAY_URL: Type.Optional(HttpUrl),
  PAYMENT_PUBLIC_KEY: Type.Optional(Type.String({ pattern: '^pub_(test|prod)_[A-Za-z0-9_-]+$' })),
  PAYMENT_PRIVATE_KEY: Type.Optional(Type.String({ pattern: '^prv_(test|prod)_[A-Za-z0-9_-]+$' })),
  PAYMENT_INTEGRITY_SECRET: Type.Optional(Type.String({ minLength: 16 })),
  PAYMENT_EVENTS_SECRET: Type.Optional(Type.String({ minLength: 16 })),
  /** Mounts the sandbox gateway at /sandbox-pasarela; on by default outside production, refused in it. */
  PAYMENT_SANDBOX: Type.Optional(Type.Union([Type.Literal('true'), Type.Literal('false')])),
  /** Where the sandbox sends `transaction.updated` events (default: this API's /soat/api/v1/pagos/eventos). */
  SANDBOX_EVENTS_URL: Type.Optional(HttpUrl),
  /** A sandbox PSE payment at bank 3 stays PENDING this long, then reads as APPROVED (no event). */
  SANDBOX_PENDING_SECONDS: Seconds(30),
  /** How long a Nequi push waits for the customer's answer in the app (capped by the request's own end). */
  NEQUI_PAYMENT_SECONDS: Type.Integer({ minimum: 30, maximum: 24 * 60 * 60, default: 300 }),
  /** How long a cash reference may be paid at a correspondent (capped by the request's own end). */
  CASH_PAYMENT_HOURS: Type.Integer({ minimum: 1, maximum: 30 * 24, default: 48 }),
  // The RUNT (ADR 031): a reader of its vehicle and SOAT records. Outside production the API's own
  // sandbox is the default, with a fixed test key; in production the URL and the key are required.
  RUNT_URL: Type.Optional(HttpUrl),
  RUNT_API_KEY: Type.Optional(Type.String({ minLength: 16 })),
  /** How long a RUNT request may take before the customer types the vehicle's data instead. */
  RUNT_TIMEOUT_MS: Type.Integer({ minimum: 100, maximum: 60_000, default: 4000 }),
  /** Mounts the sandbox RUNT at /sandbox-runt; on by default outside production, refused in it. */
  RUNT_SANDBOX: Type.Optional(Type.Union([Type.Literal('true'), Type.Literal('false')])),
  /** How long the sandbox's slow plate (XSL504) takes to answer. */
  RUNT_SANDBOX_SLOW_MS: Type.Integer({ minimum: 0, maximum: 120_000, default: 15_000 }),
  // The DIAN's validation service (docs/invoicing.md): outside production the API's own sandbox is the
  // default, in production the DIAN's; production refuses the sandbox and the habilitation service.
  DIAN_URL: Type.Optional(HttpUrl),
  /** How long a request to the DIAN may take; a document sent may still have been received (ask its status). */
  DIAN_TIMEOUT_MS: Type.Integer({ minimum: 100, maximum: 120_000, default: 30_000 }),
  /** Mounts the sandbox DIAN at /sandbox-dian; on by default outside production, refused in it. */
  DIAN_SANDBOX: Type.Optional(Type.Union([Type.Literal('true'), Type.Literal('false')])),
  /** How long the sandbox DIAN keeps the answer of its slow buyer (sandbox-dian/README.md). */
  DIAN_SANDBOX_SLOW_MS: Type.Integer({ minimum: 0, maximum: 300_000, default: 40_000 }),
  /** How often payments still pending are checked with the gateway. */
  RECONCILE_INTERVAL_SECONDS: Seconds(60),
  /**
   * How many days back the reconciliation pass asks the gateway again about payments recorded as refused
   * (RECHAZADO, ERROR): a late approval hides there (ADR 010).
   */
  RECONCILE_WINDOW_DAYS: Type.Integer({ minimum: 1, maximum: 60, default: 7 }),
  /** A purchase request can be paid until the end of this many days after the day it was made (ADR 010). */
  PURCHASE_REQUEST_LIFETIME_DAYS: Type.Integer({ minimum: 1, maximum: 30, default: 7 }),
  /** How often emails waiting in the email jobs table (a failed or interrupted send) are tried again. */
  EMAIL_JOBS_INTERVAL_SECONDS: Seconds(30),
  /**
   * Whether this instance runs the job loops (the leased queues, the renewal reminders, the payments'
   * reconciliation): true by default, one process does everything. False on web instances when a worker
   * process (src/worker.ts) runs them apart (ADR 027): the jobs are still written, and the worker's pass finds them.
   */
  API_JOBS: Type.Union([Type.Literal('true'), Type.Literal('false')], { default: 'true' }),
  /**
   * How often any instance looks for refunds due (ADR 010, "Refunds"), and the wait before a failed
   * refund's second try (doubling each time, up to an hour).
   */
  REFUND_JOBS_INTERVAL_SECONDS: Seconds(30),
  /**
   * The wait before a failed refund's second try, when it is not the interval: a worker that passes over
   * its queues every few seconds keeps the retries' pace of the defaults (ADR 027, "The jobs apart").
   */
  REFUND_FIRST_RETRY_SECONDS: Type.Optional(Type.Integer({ minimum: 1 })),
  /**
   * How often any instance sends the reports to the RUNT still due (ADR 031), and the wait before a
   * failed report's second try (doubling each time, up to an hour).
   */
  RUNT_REPORT_JOBS_INTERVAL_SECONDS: Seconds(60),
  /** The wait before a failed report's second try, when it is not the interval (as REFUND_FIRST_RETRY_SECONDS). */
  RUNT_REPORT_FIRST_RETRY_SECONDS: Type.Optional(Type.Integer({ minimum: 1 })),
  /** How many times a report to the RUNT is sent before it is left to an operator, who retries it (ADR 031). */
  RUNT_REPORT_MAX_ATTEMPTS: Type.Integer({ minimum: 1, maximum: 50, default: 10 }),
  /** How often any instance looks for renewal reminders due (30, 7 and 1 day before a policy ends). */
  RENEWAL_JOBS_INTERVAL_SECONDS: Seconds(3600),
  /**
   * The automation's machine key, sent as X-Api-Key to /operador/api/v1: it may retry failed RUNT reports and
   * resend rejected invoices, nothing else (people sign in as operators, ADR 044). A secret,
   * kept in memory only as its SHA-256. Required in production, of at least 32 random characters
   * (config/development-values.ts); elsewhere the public key `clave-desarrollo-operador`.
   */
  OPERATOR_API_KEY: Type.Optional(Type.String({ minLength: 1, maxLength: 512 })),
  /**
   * The integrators that may mint rating tokens (ADR 012), a secret: a JSON array of
   * `{ "id": "tienda", "clave": "<the integrator's key>", "origenes": ["https://tienda.example.co"] }`.
   * Only each key's SHA-256 is kept; `origenes` may call the browser's rating endpoints.
   */
  RATING_INTEGRATORS: Type.Optional(Type.String({ minLength: 2 })),
  /**
   * The insurer named on issued policies and their certificates: required in production; elsewhere a
   * Spanish name that says the policies are test ones (DEVELOPMENT_POLICY_INSURER).
   */
  POLICY_INSURER: Type.Optional(Type.String({ minLength: 2, maxLength: 120 })),
  // The electronic invoice (ADR 041): the numbering range the DIAN authorised by resolution, and the software
  // it enabled. Outside production the DIAN's public test range and test software are the defaults; production
  // requires its own and refuses those (parse-env.ts).
  INVOICE_RESOLUTION: Type.Optional(Type.String({ pattern: '^[0-9]{1,20}$' })),
  INVOICE_PREFIX: Type.Optional(Type.String({ pattern: '^[A-Z0-9]{1,4}$' })),
  INVOICE_RANGE_FROM: Type.Optional(Type.Integer({ minimum: 0, maximum: 999_999_999_999 })),
  INVOICE_RANGE_TO: Type.Optional(Type.Integer({ minimum: 1, maximum: 999_999_999_999 })),
  INVOICE_RANGE_VALID_FROM: Type.Optional(Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' })),
  INVOICE_RANGE_VALID_TO: Type.Optional(Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' })),
  /** The range's technical key (a secret): it closes every invoice's CUFE. */
  INVOICE_TECHNICAL_KEY: Type.Optional(Type.String({ minLength: 8, maxLength: 128 })),
  INVOICE_SOFTWARE_ID: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  /** The software's PIN (a secret): it closes every credit note's CUDE. */
  INVOICE_SOFTWARE_PIN: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  /** The issuer's address and mailbox as its documents name them (required in production). */
  INVOICE_ISSUER_ADDRESS: Type.Optional(Type.String({ minLength: 5, maxLength: 200 })),
  INVOICE_ISSUER_EMAIL: Type.Optional(Type.String({ pattern: '^[^@\\s]+@[^@\\s]+$', maxLength: 200 })),
  /** Its municipality: the DANE code (5 digits), its name and its department's (Bogotá by default). */
  INVOICE_ISSUER_CITY_CODE: Type.Optional(Type.String({ pattern: '^[0-9]{5}$' })),
  INVOICE_ISSUER_CITY: Type.Optional(Type.String({ minLength: 2, maxLength: 80 })),
  INVOICE_ISSUER_DEPARTMENT: Type.Optional(Type.String({ minLength: 2, maxLength: 80 })),
  /** Its tax responsibilities as the RUT lists them, `;`-separated (`O-13;O-15`). */
  INVOICE_ISSUER_TAX_CODES: Type.Optional(Type.String({ pattern: '^[A-Z0-9-]+([;,][A-Z0-9-]+)*$' })),
  /**
   * The certificate that signs every document, a secret: its PKCS#12 file (as Colombian certification
   * authorities issue them) in base64 (`base64 -w0 firma.p12`), and its password. Required in production,
   * where the committed test certificate is refused.
   */
  INVOICE_SIGNING_CERTIFICATE: Type.Optional(Type.String({ minLength: 16, pattern: '^[A-Za-z0-9+/=\\s]+$' })),
  INVOICE_SIGNING_PASSWORD: Type.Optional(Type.String()),
  /** The credit notes' prefix (their numbers run from 1 in a series of their own). */
  CREDIT_NOTE_PREFIX: Type.String({ pattern: '^[A-Z0-9]{1,4}$', default: 'NC' }),
  /** `1` production, `2` the DIAN's test environment (the default outside production). */
  DIAN_ENVIRONMENT: Type.Optional(Type.Union([Type.Literal('1'), Type.Literal('2')])),
  /** An invoice the DIAN has not accepted after this many hours raises an alert (the contingency limit). */
  INVOICE_CONTINGENCY_HOURS: Type.Integer({ minimum: 1, maximum: 720, default: 48 }),
  /** Alert when the range has fewer numbers left than this… */
  INVOICE_RANGE_WARNING_NUMBERS: Type.Integer({ minimum: 0, default: 10_000 }),
  /** …or ends in fewer days than this. */
  INVOICE_RANGE_WARNING_DAYS: Type.Integer({ minimum: 0, default: 30 }),
  /** How often any instance sends the invoices and credit notes due to the DIAN. */
  INVOICE_JOBS_INTERVAL_SECONDS: Seconds(30),
  /** The wait before a failed send's second try, when it is not the interval (as REFUND_FIRST_RETRY_SECONDS). */
  INVOICE_FIRST_RETRY_SECONDS: Type.Optional(Type.Integer({ minimum: 1 })),
  /**
   * The insurer's NIT with its check digit (`860002400-2`), printed on every certificate beside its name:
   * required in production; elsewhere a test one (DEVELOPMENT_POLICY_INSURER_NIT).
   */
  POLICY_INSURER_NIT: Type.Optional(Type.String({ pattern: '^[0-9]{6,10}-?[0-9]$', maxLength: 12 })),
  /**
   * The insurer's service line for policyholders (`601 307 7050 · #322`), printed on every certificate:
   * required in production; elsewhere a test one (DEVELOPMENT_POLICY_INSURER_PHONE).
   */
  POLICY_INSURER_PHONE: Type.Optional(Type.String({ minLength: 3, maxLength: 80 })),
});

export type Env = Static<typeof EnvSchema>;
