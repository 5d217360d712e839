// One app's objects in a cluster: its Deployment, Service, HorizontalPodAutoscaler and
// PodDisruptionBudget, as docker-compose.yml runs its container (the same image, user and variables).
import {
  API_SECRETS,
  FRONT_END_SECRETS,
  METRICS_PORT,
  apiConfig,
  environmentFrom,
  frontEndConfig,
  type AppTable,
  type InstallationOptions,
} from './kubernetes-config.ts';
import {
  clusterService,
  cpuAutoscaler,
  disruptionBudget as podDisruptionBudget,
  hardenedDeployment,
  type WorkloadIdentity,
} from './kubernetes-pod.ts';
import type { PortalApp } from '@soat/web-server/portal-apps';

/** An app of the table as the cluster runs it: its id and whether it is the API or a front end. */
export interface Workload extends PortalApp {
  id: string;
  kind: 'api' | 'frontEnd';
}

/** The options a Deployment is written with: the installation's, and soat-config's digest. */
type DeploymentOptions = InstallationOptions & { configHash: string };

/**
 * What each kind of app asks for, from ADR 027's capacity model. Memory measured on Node 24 (2026-11-27,
 * PostgreSQL 15): the API holds about 300 MiB once migrated and 370 MiB at its peak under concurrent
 * sign-ins (argon2id takes 19 MiB a hash); a front end's server 90-125 MiB while composing pages. CPU: the
 * autoscalers aim at 70 % of the request, so the request is the share of a core a pod is planned to use
 * (a whole one for the API, whose pool of 10 connections a core keeps busy; half for a front end). The
 * API's pods reach PostgreSQL through PgBouncer (kubernetes-pgbouncer.ts), which keeps PostgreSQL's
 * connections under its default max_connections (100) however many they are: 30 pods at most, about
 * 100× today's demand (ADR 027).
 */
const SIZES = {
  api: { requests: { cpu: '1', memory: '384Mi' }, limits: { cpu: '1', memory: '768Mi' }, maxReplicas: 30 },
  frontEnd: { requests: { cpu: '500m', memory: '128Mi' }, limits: { cpu: '1', memory: '256Mi' }, maxReplicas: 10 },
};

/** The apps of the table, the API first, then the host and the remotes, each with its id and kind. */
export function portalWorkloads(apps: AppTable): Workload[] {
  return [
    { id: 'api', kind: 'api', ...apps.api },
    { id: 'host', kind: 'frontEnd', ...apps.host },
    ...Object.entries(apps.remotes).map(([id, remote]) => ({ id, kind: 'frontEnd' as const, ...remote })),
  ];
}

/** An app's objects are named after its folder. */
const identity = (app: Workload, namespace: string): WorkloadIdentity => ({
  name: app.folder,
  namespace,
  component: app.kind === 'api' ? 'api' : 'front-end',
});

const httpGet = (path: string, port = 'http') => ({ httpGet: { path, port } });

/**
 * The API: alive while it answers /health (never the database: an outage must not restart it), ready
 * while its database answers /ready (503 while it shuts down too). It listens only once its migrations
 * ran, under a lock the pods take in turn: the start-up probe gives them five minutes before liveness counts.
 * A front end's server has no route of its own for either: /config.json is what it answers itself (every
 * other path falls back to the app's page), as its image's HEALTHCHECK asks, for both.
 */
function probes(app: Workload) {
  if (app.kind === 'api') {
    return {
      startupProbe: { ...httpGet('/health'), periodSeconds: 5, timeoutSeconds: 3, failureThreshold: 60 },
      livenessProbe: { ...httpGet('/health'), periodSeconds: 10, timeoutSeconds: 3, failureThreshold: 3 },
      // /ready waits 2 s at most for its database
      readinessProbe: { ...httpGet('/ready'), periodSeconds: 5, timeoutSeconds: 3, failureThreshold: 2 },
    };
  }
  return {
    livenessProbe: { ...httpGet('/config.json'), periodSeconds: 10, timeoutSeconds: 3, failureThreshold: 3 },
    readinessProbe: { ...httpGet('/config.json'), periodSeconds: 5, timeoutSeconds: 3, failureThreshold: 2 },
  };
}

/** The container's variables: its own (mode, port), then soat-config's and soat-secrets' for its kind. */
function environment(app: Workload, apps: AppTable, options: InstallationOptions) {
  const own: { name: string; value: string }[] = [
    { name: 'NODE_ENV', value: 'production' },
    // the port the server listens on, the same table value as the containerPort below
    { name: app.portVariable, value: String(app.port) },
  ];
  if (app.kind === 'api') {
    own.push({ name: 'METRICS_PORT', value: String(METRICS_PORT) });
    // the job loops run in the worker's pod (kubernetes-worker.ts), not on the request path (ADR 027)
    own.push({ name: 'API_JOBS', value: 'false' });
    return [...own, ...environmentFrom(apiConfig(apps, options), API_SECRETS)];
  }
  return [...own, ...environmentFrom(frontEndConfig(apps, options), FRONT_END_SECRETS)];
}

/**
 * `configHash`: soat-config's digest in the pod template, so that a change to it rolls the pods (a change
 * to the Secret needs `kubectl rollout restart`). Nothing is written in production: no embedded database
 * (DATABASE_URL), no development secret (JWT_SECRET), and a front end's server only reads its build.
 */
export function deployment(app: Workload, apps: AppTable, options: DeploymentOptions) {
  const { namespace, imagePrefix, imageTag, configHash } = options;
  const ports = [{ name: 'http', containerPort: app.port }];
  if (app.kind === 'api') ports.push({ name: 'metrics', containerPort: METRICS_PORT });
  const { requests, limits } = SIZES[app.kind];
  return hardenedDeployment(identity(app, namespace), {
    image: `${imagePrefix}${app.folder}:${imageTag}`,
    // the images' user node
    runAs: 1000,
    ports,
    env: environment(app, apps, options),
    resources: { requests, limits },
    probes: probes(app),
    tmpSize: '64Mi',
    podAnnotations: { 'checksum/config': configHash },
  });
}

/**
 * The app's address inside the cluster, named as compose's service (the *_INTERNAL_* variables use it).
 * The API's also carries its metrics port, which Prometheus finds through the annotations (or a scrape
 * job of its own: deploy/kubernetes/README.md) and the Ingress never routes.
 */
export function service(app: Workload, { namespace }: Pick<InstallationOptions, 'namespace'>) {
  const ports = [{ name: 'http', port: app.port, targetPort: 'http' }];
  if (app.kind !== 'api') return clusterService(identity(app, namespace), ports);
  return clusterService(
    identity(app, namespace),
    [...ports, { name: 'metrics', port: METRICS_PORT, targetPort: 'metrics' }],
    {
      'prometheus.io/scrape': 'true',
      'prometheus.io/port': String(METRICS_PORT),
      'prometheus.io/path': '/metrics',
    },
  );
}

/** The app's autoscaler: up to its kind's most pods. */
export const autoscaler = (app: Workload, { namespace }: Pick<InstallationOptions, 'namespace'>) =>
  cpuAutoscaler(identity(app, namespace), SIZES[app.kind].maxReplicas);

export const disruptionBudget = (app: Workload, { namespace }: Pick<InstallationOptions, 'namespace'>) =>
  podDisruptionBudget(identity(app, namespace));
