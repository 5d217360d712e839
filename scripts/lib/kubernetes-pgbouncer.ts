// PgBouncer in the cluster (ADR 027): between the API's pods and the PostgreSQL outside it, transaction
// pooling, so that 30 API pods (10 connections each) share a few dozen PostgreSQL connections. The image is
// compose's (deploy/pgbouncer.Dockerfile); the PostgreSQL it pools and its account come from soat-secrets,
// and the API's DATABASE_URL there names this Service (deploy/kubernetes/README.md).
import { SECRET_NAME, type InstallationOptions } from './kubernetes-config.ts';
import {
  clusterService,
  cpuAutoscaler,
  disruptionBudget,
  hardenedDeployment,
  type WorkloadIdentity,
} from './kubernetes-pod.ts';

export const PGBOUNCER_NAME = 'pgbouncer';
export const PGBOUNCER_PORT = 6432;
/** PostgreSQL connections each PgBouncer pod opens: 2 pods × 20, under PostgreSQL's default max_connections (100). */
export const PGBOUNCER_POOL_SIZE = 20;

/** The variables of deploy/pgbouncer/entrypoint.sh that only the installation knows: soat-secrets' keys. */
export const PGBOUNCER_SECRETS = [
  'POSTGRES_HOST',
  'POSTGRES_PORT',
  'POSTGRES_DB',
  'POSTGRES_USER',
  'POSTGRES_PASSWORD',
];

const identity = (namespace: string): WorkloadIdentity => ({
  name: PGBOUNCER_NAME,
  namespace,
  component: 'database-pool',
});
// a new object each time: a shared one would be written as a YAML anchor and alias
const tcp = () => ({ tcpSocket: { port: 'postgresql' } });

/** PgBouncer's Deployment, Service, autoscaler and disruption budget: two pods at least, as every workload. */
export function pgbouncerObjects({ namespace, imagePrefix, imageTag }: InstallationOptions) {
  return [
    hardenedDeployment(identity(namespace), {
      image: `${imagePrefix}${PGBOUNCER_NAME}:${imageTag}`,
      // the image's user postgres (999 in the postgres image it is built on)
      runAs: 999,
      ports: [{ name: 'postgresql', containerPort: PGBOUNCER_PORT }],
      env: [
        { name: 'PGBOUNCER_POOL_SIZE', value: String(PGBOUNCER_POOL_SIZE) },
        ...PGBOUNCER_SECRETS.map((name) => ({
          name,
          valueFrom: {
            secretKeyRef: {
              name: SECRET_NAME,
              key: name,
              ...(name === 'POSTGRES_PORT' ? { optional: true } : {}),
            },
          },
        })),
      ],
      // one process, one core at most: it forwards bytes (a few thousand transactions a second)
      resources: { requests: { cpu: '250m', memory: '32Mi' }, limits: { cpu: '1', memory: '128Mi' } },
      probes: {
        livenessProbe: { ...tcp(), periodSeconds: 10, timeoutSeconds: 3, failureThreshold: 3 },
        readinessProbe: { ...tcp(), periodSeconds: 5, timeoutSeconds: 3, failureThreshold: 2 },
      },
      // its configuration is written to /tmp at start (deploy/pgbouncer/entrypoint.sh)
      tmpSize: '16Mi',
    }),
    clusterService(identity(namespace), [{ name: 'postgresql', port: PGBOUNCER_PORT, targetPort: 'postgresql' }]),
    // each pod opens its own PGBOUNCER_POOL_SIZE connections: 4 × 20 stays under max_connections (100)
    cpuAutoscaler(identity(namespace), 4),
    disruptionBudget(identity(namespace)),
  ];
}
