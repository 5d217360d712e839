import type { Env } from './config-schema.js';
import { sandboxOrigin } from './payments-config.js';

/** The DIAN's validation service (docs/invoicing.md, "The DIAN's web service"): the sandbox or the DIAN, by configuration. */
export interface DianConfig {
  /** The service's address, e.g. `https://vpfe.dian.gov.co/WcfDianCustomerServices.svc`: also its `wsa:To`. */
  url: string;
  /** Per request; a slower answer is a timeout (the document may still have been received: query its status). */
  timeoutMs: number;
  /** Whether this API mounts the sandbox DIAN at /sandbox-dian (never in production). */
  sandbox: boolean;
  /** How long the sandbox's slow buyer (sandbox-dian/test-instruments.ts) keeps the answer. */
  sandboxSlowMs: number;
}

/** The DIAN's service in production (its web-service guide): the default there. */
export const dianProductionUrl = 'https://vpfe.dian.gov.co/WcfDianCustomerServices.svc';
/** The DIAN's habilitation (test) service: it validates test documents, worth nothing as invoices. */
export const dianHabilitationHost = 'vpfe-hab.dian.gov.co';
/** The path this API serves the sandbox DIAN at (app.ts). */
export const sandboxDianPath = '/sandbox-dian';

/** Outside production the default is this API's own sandbox DIAN; in production, the DIAN's service. */
export function dianConfig(env: Env): DianConfig {
  const production = env.NODE_ENV === 'production';
  const ownSandbox = `${sandboxOrigin(env)}${sandboxDianPath}/WcfDianCustomerServices.svc`;
  return {
    url: env.DIAN_URL ?? (production ? dianProductionUrl : ownSandbox),
    timeoutMs: env.DIAN_TIMEOUT_MS,
    sandbox: (env.DIAN_SANDBOX ?? (production ? 'false' : 'true')) === 'true',
    sandboxSlowMs: env.DIAN_SANDBOX_SLOW_MS,
  };
}

/** Why production may not use this DIAN address (this API's sandbox, the habilitation service), or null. */
export function dianUrlProblem(url: string): string | null {
  if (!URL.canParse(url)) return 'is not a URL';
  const { hostname, pathname } = new URL(url);
  if (pathname.startsWith(`${sandboxDianPath}/`))
    return "is the sandbox DIAN's address: production sends its invoices to the DIAN's own service";
  if (hostname === dianHabilitationHost)
    return `is the DIAN's habilitation service, which validates test documents only: production takes ${dianProductionUrl}`;
  return null;
}
