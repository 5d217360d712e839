// What every workload of the cluster is made of, the portal's apps (kubernetes-workloads.ts) and PgBouncer
// (kubernetes-pgbouncer.ts) alike: a Deployment whose pods meet the restricted Pod Security Standard, its
// Service, its autoscaler and its disruption budget. Each caller says only what is its own (image, user,
// ports, variables, sizes, probes).

/** Names a workload's objects and labels them: its name, namespace and component (api, front-end…). */
export interface WorkloadIdentity {
  name: string;
  namespace: string;
  component: string;
}

export const selectorLabels = ({ name }: Pick<WorkloadIdentity, 'name'>) => ({
  'app.kubernetes.io/name': name,
  'app.kubernetes.io/part-of': 'soat',
});

export const objectMetadata = (identity: WorkloadIdentity, extra = {}) => ({
  name: identity.name,
  namespace: identity.namespace,
  labels: { ...selectorLabels(identity), 'app.kubernetes.io/component': identity.component },
  ...extra,
});

/** What a workload's one container is: the rest of its pod is every workload's. */
export interface ContainerSpec {
  image: string;
  /** The image's user (and group), by number: runAsNonRoot cannot check a user name. */
  runAs: number;
  ports: { name: string; containerPort: number }[];
  env: unknown[];
  resources: { requests: Record<string, string>; limits: Record<string, string> };
  /** startupProbe, livenessProbe, readinessProbe: in this order in the container. */
  probes: Record<string, unknown>;
  /** The size of its own /tmp. */
  tmpSize: string;
  /** The pod template's annotations (a configuration's digest that rolls the pods when it changes). */
  podAnnotations?: Record<string, string>;
  /** The image's command instead of its CMD (the API's image running its worker). */
  command?: string[];
}

/**
 * The workload's Deployment. No replicas: the autoscaler owns the count (minimum 2), and applying the file
 * again never resets it. Nothing is written but the pod's own small /tmp: the root filesystem is read only.
 */
export function hardenedDeployment(identity: WorkloadIdentity, container: ContainerSpec) {
  const { image, runAs, ports, env, resources, probes, tmpSize, podAnnotations, command } = container;
  return {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: objectMetadata(identity),
    spec: {
      selector: { matchLabels: selectorLabels(identity) },
      // a new pod is ready before an old one goes: never fewer serving than asked for
      strategy: { type: 'RollingUpdate', rollingUpdate: { maxUnavailable: 0, maxSurge: 1 } },
      template: {
        metadata: {
          labels: objectMetadata(identity).labels,
          ...(podAnnotations ? { annotations: podAnnotations } : {}),
        },
        spec: {
          // off: Kubernetes would set API_PORT=tcp://… and HOST_PORT=tcp://… for the Services api and
          // host, the very variables the portal's servers read their port from (and nothing needs them)
          enableServiceLinks: false,
          automountServiceAccountToken: false,
          securityContext: {
            runAsNonRoot: true,
            runAsUser: runAs,
            runAsGroup: runAs,
            seccompProfile: { type: 'RuntimeDefault' },
          },
          // pods of one workload on different nodes where there are some, without ever blocking a rollout
          topologySpreadConstraints: [
            {
              maxSkew: 1,
              topologyKey: 'kubernetes.io/hostname',
              whenUnsatisfiable: 'ScheduleAnyway',
              labelSelector: { matchLabels: selectorLabels(identity) },
            },
          ],
          containers: [
            {
              name: identity.name,
              image,
              ...(command ? { command } : {}),
              ports,
              env,
              resources,
              ...probes,
              // whoever sends it traffic (the Ingress controller, the API's pools) learns of a pod's end a
              // moment after the pod does: keep serving meanwhile
              lifecycle: { preStop: { exec: { command: ['sleep', '5'] } } },
              securityContext: {
                allowPrivilegeEscalation: false,
                readOnlyRootFilesystem: true,
                capabilities: { drop: ['ALL'] },
              },
              // …but Node and its libraries (and PgBouncer's configuration) want a scratch folder: a small one
              // of the pod's own
              volumeMounts: [{ name: 'tmp', mountPath: '/tmp' }],
            },
          ],
          volumes: [{ name: 'tmp', emptyDir: { sizeLimit: tmpSize } }],
        },
      },
    },
  };
}

/** The workload's address inside the cluster. */
export function clusterService(
  identity: WorkloadIdentity,
  ports: { name: string; port: number; targetPort: string }[],
  annotations: Record<string, string> = {},
) {
  const extra = Object.keys(annotations).length > 0 ? { annotations } : {};
  return {
    apiVersion: 'v1',
    kind: 'Service',
    metadata: objectMetadata(identity, extra),
    spec: { type: 'ClusterIP', selector: selectorLabels(identity), ports },
  };
}

/** Two pods at least (one may move or fail), more while their CPU runs above 70 % of what they ask for. */
export function cpuAutoscaler(identity: WorkloadIdentity, maxReplicas: number) {
  return {
    apiVersion: 'autoscaling/v2',
    kind: 'HorizontalPodAutoscaler',
    metadata: objectMetadata(identity),
    spec: {
      scaleTargetRef: { apiVersion: 'apps/v1', kind: 'Deployment', name: identity.name },
      minReplicas: 2,
      maxReplicas,
      metrics: [
        { type: 'Resource', resource: { name: 'cpu', target: { type: 'Utilization', averageUtilization: 70 } } },
      ],
    },
  };
}

/** A node drained for maintenance never takes a workload's last serving pod. */
export function disruptionBudget(identity: WorkloadIdentity) {
  return {
    apiVersion: 'policy/v1',
    kind: 'PodDisruptionBudget',
    metadata: objectMetadata(identity),
    spec: { minAvailable: 1, selector: { matchLabels: selectorLabels(identity) } },
  };
}
