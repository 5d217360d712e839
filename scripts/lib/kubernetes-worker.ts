// The API's worker in the cluster (api/src/worker.ts, ADR 027): the API's image running the job loops
// alone (the leased queues, the renewal reminders, the reconciliation), beside the API's pods, which run
// none (API_JOBS=false). One pod: the queues are leased, so a second would share the work, never repeat
// it, and the jobs' load is a share of the API's (no autoscaler, no disruption budget: a node drained
// moves it, and the jobs written meanwhile wait in the database for its next pass).
import {
  API_SECRETS,
  METRICS_PORT,
  apiConfig,
  environmentFrom,
  type AppTable,
  type InstallationOptions,
} from './kubernetes-config.ts';
import { clusterService, hardenedDeployment, type WorkloadIdentity } from './kubernetes-pod.ts';

/** Its objects are named after the API's folder, with `-worker`. */
export const WORKER_NAME = 'api-worker';

const identity = (namespace: string): WorkloadIdentity => ({ name: WORKER_NAME, namespace, component: 'worker' });
const httpGet = (path: string) => ({ httpGet: { path, port: 'http' } });

/**
 * Its Deployment: the API's variables (soat-config and soat-secrets), its loops on, the worker's command.
 * It answers on API_PORT only /health (alive), /ready (its database) and /metrics: the probes read the
 * first two as the API's do, the start-up probe giving it the API's five minutes for the migrations.
 */
export function workerDeployment(apps: AppTable, options: InstallationOptions & { configHash: string }) {
  const { namespace, imagePrefix, imageTag, configHash } = options;
  const { api } = apps;
  const deployment = hardenedDeployment(identity(namespace), {
    image: `${imagePrefix}${api.folder}:${imageTag}`,
    command: ['node', 'api/dist/worker.js'],
    runAs: 1000,
    ports: [
      { name: 'http', containerPort: api.port },
      { name: 'metrics', containerPort: METRICS_PORT },
    ],
    env: [
      { name: 'NODE_ENV', value: 'production' },
      { name: api.portVariable, value: String(api.port) },
      { name: 'METRICS_PORT', value: String(METRICS_PORT) },
      { name: 'API_JOBS', value: 'true' },
      // outside production (a cluster with the sandboxes on), its jobs call the API pods' sandboxes
      { name: 'SANDBOX_ORIGIN', value: `http://${api.folder}:${api.port}` },
      ...environmentFrom(apiConfig(apps, options), API_SECRETS),
    ],
    // the jobs' PDFs, UBL and signatures: about the API's memory, less of its CPU
    resources: { requests: { cpu: '500m', memory: '384Mi' }, limits: { cpu: '1', memory: '768Mi' } },
    probes: {
      startupProbe: { ...httpGet('/health'), periodSeconds: 5, timeoutSeconds: 3, failureThreshold: 60 },
      livenessProbe: { ...httpGet('/health'), periodSeconds: 10, timeoutSeconds: 3, failureThreshold: 3 },
      readinessProbe: { ...httpGet('/ready'), periodSeconds: 5, timeoutSeconds: 3, failureThreshold: 2 },
    },
    tmpSize: '64Mi',
    podAnnotations: { 'checksum/config': configHash },
  });
  return { ...deployment, spec: { replicas: 1, ...deployment.spec } };
}

/**
 * Its Service carries only the metrics port, for Prometheus (the same annotations as the API's): nothing
 * sends it requests, and the Ingress never names it.
 */
export const workerService = ({ namespace }: Pick<InstallationOptions, 'namespace'>) =>
  clusterService(identity(namespace), [{ name: 'metrics', port: METRICS_PORT, targetPort: 'metrics' }], {
    'prometheus.io/scrape': 'true',
    'prometheus.io/port': String(METRICS_PORT),
    'prometheus.io/path': '/metrics',
  });
