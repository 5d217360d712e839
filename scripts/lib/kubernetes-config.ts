// The portal's runtime configuration in a cluster, from the table of apps: where each variable of
// docker-compose.yml's x-api and x-front-end comes from. Three places: the ConfigMap soat-config
// (generated here, the same for every installation but for its domain), the Secret soat-secrets (the
// operator's, never generated: credentials and the installation's accounts, which no generated file
// can know and which applying the generated files again must never reset), or the container itself.
import type { PortalApp, RemoteApp } from '@soat/web-server/portal-apps';
import { runtimeConfig } from '@soat/web-server/runtime-config';

/** The table of apps (shared/src/federation/portal-apps.json), or one shaped like it. */
export interface AppTable {
  host: PortalApp;
  api: PortalApp;
  remotes: Record<string, RemoteApp>;
}

/** Where an installation lives: its namespace, public domain, images and certificate. */
export interface InstallationOptions {
  namespace: string;
  domain: string;
  imagePrefix: string;
  imageTag: string;
  tlsSecret: string;
}

/** A variable a container takes from soat-secrets; `optional`: the pod starts without it. */
export interface SecretVariable {
  name: string;
  optional?: boolean;
}

export const CONFIG_MAP_NAME = 'soat-config';
export const SECRET_NAME = 'soat-secrets';
/** The API's metrics port (api/src/metrics-server.ts), as compose's METRICS_PORT: the Ingress never routes it. */
export const METRICS_PORT = 9464;

/**
 * The API's variables in soat-secrets. Required unless `optional`: a pod without one does not start,
 * which names the missing key, earlier and plainer than the API's own refusal would.
 */
export const API_SECRETS: SecretVariable[] = [
  // without it the API opens an embedded database on the pod's own (read-only) disk
  { name: 'DATABASE_URL' },
  // the API runs without it, but then each of its two or more pods counts the limits alone (ADR 014)
  { name: 'REDIS_URL' },
  { name: 'JWT_SECRET' },
  { name: 'SMTP_URL' },
  // the gateway account, its address and public key with its secrets: they change together
  { name: 'PAYMENT_GATEWAY_URL' },
  { name: 'PAYMENT_PUBLIC_KEY' },
  { name: 'PAYMENT_PRIVATE_KEY' },
  { name: 'PAYMENT_INTEGRITY_SECRET' },
  { name: 'PAYMENT_EVENTS_SECRET' },
  // the RUNT reader's address and key (ADR 031): they change together
  { name: 'RUNT_URL' },
  { name: 'RUNT_API_KEY' },
  { name: 'OPERATOR_API_KEY' },
  // printed on every policy (the insurer, its NIT and its service line): no generated value is right, and production refuses to start without one
  { name: 'POLICY_INSURER' },
  { name: 'POLICY_INSURER_NIT' },
  { name: 'POLICY_INSURER_PHONE' },
  // the electronic invoice (ADR 041): the range and software the DIAN authorised, the issuer's address and
  // mailbox, and the certificate that signs (a PKCS#12 in base64) with its password
  { name: 'INVOICE_RESOLUTION' },
  { name: 'INVOICE_PREFIX' },
  { name: 'INVOICE_RANGE_FROM' },
  { name: 'INVOICE_RANGE_TO' },
  { name: 'INVOICE_RANGE_VALID_FROM' },
  { name: 'INVOICE_RANGE_VALID_TO' },
  { name: 'INVOICE_TECHNICAL_KEY' },
  { name: 'INVOICE_SOFTWARE_ID' },
  { name: 'INVOICE_SOFTWARE_PIN' },
  { name: 'INVOICE_ISSUER_ADDRESS' },
  { name: 'INVOICE_ISSUER_EMAIL' },
  { name: 'INVOICE_SIGNING_CERTIFICATE' },
  { name: 'INVOICE_SIGNING_PASSWORD' },
  // the partners' key hashes (ADR 012); none is a valid configuration
  { name: 'RATING_INTEGRATORS', optional: true },
  // the installation's Prometheus, which the back office's operations page reads (ADR 047): its address may
  // carry its credentials; without it the page says it has no Prometheus
  { name: 'PROMETHEUS_URL', optional: true },
];

/**
 * The front ends' variables in soat-secrets: the key their servers share for the pages rendered on request
 * (web-server/src/render-key.ts, required in production), and the partners' origins, which their pages may frame.
 */
export const FRONT_END_SECRETS: SecretVariable[] = [
  { name: 'RENDER_KEY' },
  { name: 'RATING_INTEGRATORS', optional: true },
];

/** Each app's public host name: the host on the domain itself, the API and each remote on a name of its own. */
export const publicHost = (id: string, domain: string) => (id === 'host' ? domain : `${id}.${domain}`);

/** `SOAT_MANIFEST_URL` → `SOAT_INTERNAL_MANIFEST_URL` (the rule of @soat/web-server/runtime-config, for any table). */
const internalVariable = (manifestVariable: string) =>
  manifestVariable.replace(/_MANIFEST_URL$/, '_INTERNAL_MANIFEST_URL');

/** The API's non-secret configuration: the addresses from the public host names, compose's defaults otherwise. */
export function apiConfig(apps: AppTable, { domain }: Pick<InstallationOptions, 'domain'>) {
  const frontEnds = ['host', ...Object.keys(apps.remotes)];
  return {
    LOG_LEVEL: 'info',
    PORTAL_URL: `https://${publicHost('host', domain)}`,
    CORS_ORIGINS: frontEnds.map((id) => `https://${publicHost(id, domain)}`).join(','),
    // one hop: the ingress controller, which (ingress-nginx's default) writes X-Forwarded-For anew with
    // the address it saw; a load balancer in front that adds its own makes 2 (deploy/README.md, "Production defaults")
    TRUST_PROXY: '1',
    // each pod's share of PgBouncer: a 1-core pod's queries are short (ADR 027: 4 connections served a quarter
    // more consults than 10 at the same p99), and more of them at once only wait inside PostgreSQL
    DATABASE_POOL_SIZE: '4',
    MAIL_FROM: `Portal SOAT <no-responder@${domain}>`,
    DEV_OUTBOX: 'false',
    PAYMENT_SANDBOX: 'false',
    SANDBOX_PENDING_SECONDS: '30',
    NEQUI_PAYMENT_SECONDS: '300',
    CASH_PAYMENT_HOURS: '48',
    RUNT_TIMEOUT_MS: '4000',
    RUNT_SANDBOX: 'false',
    // the jobs' intervals, read by the worker alone (the API's pods run none, API_JOBS=false; ADR 027): a
    // queue every 2 s (a pass over an empty queue is one indexed query), so a job an API pod wrote waits
    // about that; the renewal reminders and the reconciliation at their own pace
    EMAIL_JOBS_INTERVAL_SECONDS: '2',
    RUNT_REPORT_JOBS_INTERVAL_SECONDS: '2',
    RUNT_REPORT_MAX_ATTEMPTS: '10',
    RENEWAL_JOBS_INTERVAL_SECONDS: '3600',
    RECONCILE_INTERVAL_SECONDS: '60',
    REFUND_JOBS_INTERVAL_SECONDS: '2',
    // a failed try's first wait (doubled each time, up to an hour): the pace of the 30-60 s defaults, not the
    // short passes' (with 2 s, a RUNT report's 10 tries would be over in 17 minutes instead of about 4 hours)
    REFUND_FIRST_RETRY_SECONDS: '30',
    RUNT_REPORT_FIRST_RETRY_SECONDS: '60',
    INVOICE_FIRST_RETRY_SECONDS: '30',
    // the DIAN's own service (the API's production default) in its production environment
    DIAN_URL: 'https://vpfe.dian.gov.co/WcfDianCustomerServices.svc',
    DIAN_ENVIRONMENT: '1',
    DIAN_SANDBOX: 'false',
    INVOICE_JOBS_INTERVAL_SECONDS: '2',
    INVOICE_CONTINGENCY_HOURS: '48',
  };
}

/**
 * The front ends' configuration: the addresses browsers use (their /config.json) on the public host
 * names, and the ones the servers use among themselves on the Services (a pod's localhost is its own).
 */
export function frontEndConfig(apps: AppTable, { domain }: Pick<InstallationOptions, 'domain'>) {
  const remotes = Object.entries(apps.remotes);
  const { whatsapp } = runtimeConfig({});
  return {
    API_BASE_URL: `https://${publicHost('api', domain)}/`,
    ...Object.fromEntries(
      remotes.map(([id, remote]) => [remote.manifestVariable, `https://${publicHost(id, domain)}/mf-manifest.json`]),
    ),
    API_INTERNAL_URL: `http://${apps.api.folder}:${apps.api.port}/`,
    ...Object.fromEntries(
      remotes.map(([, remote]) => [
        internalVariable(remote.manifestVariable),
        `http://${remote.folder}:${remote.port}/mf-manifest.json`,
      ]),
    ),
    // the template's demo apps under /demo: remote-demo runs, the host hides them unless set to true
    DEMO_ENABLED: 'false',
    WHATSAPP_NUMBER: whatsapp.number,
    WHATSAPP_MESSAGE: whatsapp.message,
    // the share of page views whose Web Vitals the host reports (ADR 046): one in ten
    WEB_VITALS_SAMPLE_RATE: '0.1',
  };
}

/** One container's variables from soat-config (`config`'s keys) and soat-secrets (`secrets`). */
export function environmentFrom(config: Record<string, string>, secrets: SecretVariable[]) {
  return [
    ...Object.keys(config).map((key) => ({
      name: key,
      valueFrom: { configMapKeyRef: { name: CONFIG_MAP_NAME, key } },
    })),
    ...secrets.map(({ name, optional = false }) => ({
      name,
      valueFrom: { secretKeyRef: { name: SECRET_NAME, key: name, ...(optional ? { optional } : {}) } },
    })),
  ];
}
