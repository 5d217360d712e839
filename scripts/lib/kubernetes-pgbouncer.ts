// PgBouncer in the cluster (ADR 027): between the API's pods and the PostgreSQL outside it, transaction
// pooling, so that 30 API pods (10 connections each) share a few dozen PostgreSQL connections. The image is
// compose's (deploy/pgbouncer.Dockerfile); the PostgreSQL it pools and its account come from soat-secrets,
// and the API's DATABASE_URL there names this Service (deploy/kubernetes/README.md).
import { SECRET_NAME, type InstallationOptions } from './kubernetes-config.ts';

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

const selectorLabels = { 'app.kubernetes.io/name': PGBOUNCER_NAME, 'app.kubernetes.io/part-of': 'soat' };
const metadata = (namespace: string) => ({
  name: PGBOUNCER_NAME,
  namespace,
  labels: { ...selectorLabels, 'app.kubernetes.io/component': 'database-pool' },
});
const tcp = { tcpSocket: { port: 'postgresql' } };

function deployment({ namespace, imagePrefix, imageTag }: InstallationOptions) {
  return {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: metadata(namespace),
    spec: {
      selector: { matchLabels: selectorLabels },
      strategy: { type: 'RollingUpdate', rollingUpdate: { maxUnavailable: 0, maxSurge: 1 } },
      template: {
        metadata: { labels: metadata(namespace).labels },
        spec: {
          enableServiceLinks: false,
          automountServiceAccountToken: false,
          // the image's user postgres (999 in the postgres image it is built on), by number
          securityContext: {
            runAsNonRoot: true,
            runAsUser: 999,
            runAsGroup: 999,
            seccompProfile: { type: 'RuntimeDefault' },
          },
          topologySpreadConstraints: [
            {
              maxSkew: 1,
              topologyKey: 'kubernetes.io/hostname',
              whenUnsatisfiable: 'ScheduleAnyway',
              labelSelector: { matchLabels: selectorLabels },
            },
          ],
          containers: [
            {
              name: PGBOUNCER_NAME,
              image: `${imagePrefix}${PGBOUNCER_NAME}:${imageTag}`,
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
              livenessProbe: { ...tcp, periodSeconds: 10, timeoutSeconds: 3, failureThreshold: 3 },
              readinessProbe: { ...tcp, periodSeconds: 5, timeoutSeconds: 3, failureThreshold: 2 },
              // the API's pools reconnect to the other pod meanwhile
              lifecycle: { preStop: { exec: { command: ['sleep', '5'] } } },
              securityContext: {
                allowPrivilegeEscalation: false,
                readOnlyRootFilesystem: true,
                capabilities: { drop: ['ALL'] },
              },
              // its configuration is written to /tmp at start (deploy/pgbouncer/entrypoint.sh)
              volumeMounts: [{ name: 'tmp', mountPath: '/tmp' }],
            },
          ],
          volumes: [{ name: 'tmp', emptyDir: { sizeLimit: '16Mi' } }],
        },
      },
    },
  };
}

/** PgBouncer's Deployment, Service, autoscaler and disruption budget: two pods at least, as every workload. */
export function pgbouncerObjects(options: InstallationOptions) {
  const { namespace } = options;
  return [
    deployment(options),
    {
      apiVersion: 'v1',
      kind: 'Service',
      metadata: metadata(namespace),
      spec: {
        type: 'ClusterIP',
        selector: selectorLabels,
        ports: [{ name: 'postgresql', port: PGBOUNCER_PORT, targetPort: 'postgresql' }],
      },
    },
    {
      apiVersion: 'autoscaling/v2',
      kind: 'HorizontalPodAutoscaler',
      metadata: metadata(namespace),
      spec: {
        scaleTargetRef: { apiVersion: 'apps/v1', kind: 'Deployment', name: PGBOUNCER_NAME },
        // each pod opens its own PGBOUNCER_POOL_SIZE connections: 4 × 20 stays under max_connections (100)
        minReplicas: 2,
        maxReplicas: 4,
        metrics: [
          { type: 'Resource', resource: { name: 'cpu', target: { type: 'Utilization', averageUtilization: 70 } } },
        ],
      },
    },
    {
      apiVersion: 'policy/v1',
      kind: 'PodDisruptionBudget',
      metadata: metadata(namespace),
      spec: { minAvailable: 1, selector: { matchLabels: selectorLabels } },
    },
  ];
}
