// The portal's Kubernetes objects, from the table of apps (shared/src/federation/portal-apps.json) as
// docker-compose.yml runs it, with PostgreSQL and Redis outside the cluster (their addresses in the
// Secret soat-secrets, which is referenced and never written) and PgBouncer in it, in front of PostgreSQL. Pure: `node scripts/run.mjs kubernetes`
// writes them to deploy/kubernetes/, and its test validates them against the Kubernetes API's schema.
import { createHash } from 'node:crypto';
import { stringify } from 'yaml';
import {
  type AppTable,
  CONFIG_MAP_NAME,
  type InstallationOptions,
  apiConfig,
  frontEndConfig,
  publicHost,
} from './kubernetes-config.ts';
import { pgbouncerObjects } from './kubernetes-pgbouncer.ts';
import {
  type Workload,
  autoscaler,
  deployment,
  disruptionBudget,
  portalWorkloads,
  service,
} from './kubernetes-workloads.ts';
import { WORKER_NAME, workerDeployment, workerService } from './kubernetes-worker.ts';

/** The placeholders the committed files use; a real installation generates its own (scripts/kubernetes.ts). */
export const DEFAULT_OPTIONS: InstallationOptions = {
  namespace: 'soat',
  domain: 'soat.example.co',
  imagePrefix: 'soat/',
  imageTag: 'latest',
  tlsSecret: 'soat-tls',
};

/** The pods meet the restricted Pod Security Standard: the namespace refuses any that would not. */
const namespaceObject = ({ namespace }: InstallationOptions) => ({
  apiVersion: 'v1',
  kind: 'Namespace',
  metadata: { name: namespace, labels: { 'pod-security.kubernetes.io/enforce': 'restricted' } },
});

const configMap = (apps: AppTable, options: InstallationOptions) => ({
  apiVersion: 'v1',
  kind: 'ConfigMap',
  metadata: { name: CONFIG_MAP_NAME, namespace: options.namespace },
  data: { ...apiConfig(apps, options), ...frontEndConfig(apps, options) },
});

/** The response headers the Ingress adds to every answer (ingress-nginx's `custom-headers`), HSTS first. */
export const RESPONSE_HEADERS_NAME = 'soat-response-headers';
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

const responseHeaders = ({ namespace }: InstallationOptions) => ({
  apiVersion: 'v1',
  kind: 'ConfigMap',
  metadata: { name: RESPONSE_HEADERS_NAME, namespace },
  // as deploy/nginx/proxy.conf: a browser that reached the portal over HTTPS keeps to it for a year
  data: { 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY },
});

/** Each app's public host name to its Service's `http` port (never `metrics`), behind one certificate. */
function ingress(workloads: Workload[], { namespace, domain, tlsSecret }: InstallationOptions) {
  const hosts = workloads.map((app) => publicHost(app.id, domain));
  return {
    apiVersion: 'networking.k8s.io/v1',
    kind: 'Ingress',
    metadata: {
      name: 'soat',
      namespace,
      // as deploy/nginx/proxy.conf: a request a pod cannot take (restarting, shutting down: 503) goes to
      // another when nginx may repeat it (GET and HEAD, or nothing sent yet); HTTPS only, and HSTS on
      // every answer (the controller must allow the header: deploy/kubernetes/README.md)
      annotations: {
        'nginx.ingress.kubernetes.io/proxy-next-upstream': 'error timeout http_502 http_503',
        'nginx.ingress.kubernetes.io/proxy-next-upstream-tries': '2',
        'nginx.ingress.kubernetes.io/force-ssl-redirect': 'true',
        'nginx.ingress.kubernetes.io/custom-headers': `${namespace}/${RESPONSE_HEADERS_NAME}`,
      },
    },
    spec: {
      ingressClassName: 'nginx',
      tls: [{ hosts, secretName: tlsSecret }],
      rules: workloads.map((app) => ({
        host: publicHost(app.id, domain),
        http: {
          paths: [
            { path: '/', pathType: 'Prefix', backend: { service: { name: app.folder, port: { name: 'http' } } } },
          ],
        },
      })),
    },
  };
}

/** Where a remote's server renders pages on request, for the host's server alone (web-server/src/remote-pages.ts). */
export const RENDER_PATH = '/prerendered/render';

/**
 * The remotes' render endpoint (ADR 011) answers the host's server, which reaches it by the Service: no
 * browser's request gets there. On every front end's host name the path goes to an Ingress of its own,
 * whose annotation lets no client address through (ingress-nginx puts an Ingress's annotations on its own
 * paths, and the longer path wins over the app's `/`): 403. The servers refuse it without RENDER_KEY too.
 */
function renderRefused(workloads: Workload[], { namespace, domain }: InstallationOptions) {
  return {
    apiVersion: 'networking.k8s.io/v1',
    kind: 'Ingress',
    metadata: {
      name: 'soat-render-interno',
      namespace,
      annotations: { 'nginx.ingress.kubernetes.io/whitelist-source-range': '127.0.0.1/32' },
    },
    spec: {
      ingressClassName: 'nginx',
      rules: workloads
        .filter((app) => app.kind === 'frontEnd')
        .map((app) => ({
          host: publicHost(app.id, domain),
          http: {
            paths: [
              {
                path: RENDER_PATH,
                pathType: 'Prefix',
                backend: { service: { name: app.folder, port: { name: 'http' } } },
              },
            ],
          },
        })),
    },
  };
}

/** Every object, grouped by the file it goes to (deploy/kubernetes/<file>.yaml), in the order to apply them. */
export function kubernetesFiles(apps: AppTable, overrides: Partial<InstallationOptions> = {}) {
  const options = { ...DEFAULT_OPTIONS, ...overrides };
  const workloads = portalWorkloads(apps);
  const config = configMap(apps, options);
  const configHash = createHash('sha256').update(JSON.stringify(config.data)).digest('hex').slice(0, 16);
  return {
    // kubectl applies a folder's files in name order: the namespace and the configuration first
    '00-namespace': [namespaceObject(options)],
    '01-config': [config],
    // the API's DATABASE_URL names its Service
    pgbouncer: pgbouncerObjects(options),
    ...Object.fromEntries(
      workloads.map((app) => [
        app.folder,
        [
          deployment(app, apps, { ...options, configHash }),
          service(app, options),
          autoscaler(app, options),
          disruptionBudget(app, options),
        ],
      ]),
    ),
    // the API's job loops, apart from its pods (ADR 027)
    [WORKER_NAME]: [workerDeployment(apps, { ...options, configHash }), workerService(options)],
    ingress: [responseHeaders(options), ingress(workloads, options), renderRefused(workloads, options)],
  };
}

/** Every object, in the order the files hold them. */
export const kubernetesManifests = (apps: AppTable, overrides?: Partial<InstallationOptions>) =>
  Object.values(kubernetesFiles(apps, overrides)).flat();

const HEADER = [
  '# Generated by `node scripts/run.mjs kubernetes` from shared/src/federation/portal-apps.json: do not edit.',
  '# Change scripts/lib/kubernetes-*.ts and run it again; `node scripts/run.mjs kubernetes --check` tells',
  '# whether this file is current. How to apply it: deploy/kubernetes/README.md.',
].join('\n');

// long values (CORS_ORIGINS) on one line, quoted as the rest of the repository's YAML
const YAML_OPTIONS = { lineWidth: 0, singleQuote: true };

/** The files' text: `<name>.yaml` → the header, then its objects as YAML documents. */
export function kubernetesYaml(apps: AppTable, overrides?: Partial<InstallationOptions>) {
  return Object.fromEntries(
    Object.entries(kubernetesFiles(apps, overrides)).map(([name, objects]) => [
      `${name}.yaml`,
      `${HEADER}\n${objects.map((object) => `---\n${stringify(object, YAML_OPTIONS)}`).join('')}`,
    ]),
  );
}
