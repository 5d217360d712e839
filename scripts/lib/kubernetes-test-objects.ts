// The committed Kubernetes manifests (deploy/kubernetes) as their tests read them
// (kubernetes-manifests.test.ts, kubernetes-secrets-and-ingress.test.ts), and the ways they pick objects out.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseAllDocuments } from 'yaml';
import { repoRoot } from './paths.ts';

/**
 * A Kubernetes object as the files hold it, read by path: its shape is the Kubernetes API's, which
 * kubernetes-manifests.test.ts checks with kubernetes-models' schemas, not the compiler.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- checked against the API's schema instead
export type KubeObject = any;

export const folder = join(repoRoot, 'deploy', 'kubernetes');
export const committedFiles = readdirSync(folder).filter((name) => name.endsWith('.yaml'));
export const committed: KubeObject[] = committedFiles.flatMap((name) =>
  parseAllDocuments(readFileSync(join(folder, name), 'utf8')).map((document) => document.toJS()),
);

export const ofKind = (objects: KubeObject[], kind: string): KubeObject[] =>
  objects.filter((object) => object.kind === kind);
export const named = (objects: KubeObject[], kind: string, name: string): KubeObject =>
  objects.find((object) => object.kind === kind && object.metadata.name === name);
export const pod = (deployment: KubeObject): KubeObject => deployment.spec.template.spec;
export const container = (deployment: KubeObject): KubeObject => pod(deployment).containers[0];
/** The front ends' servers' Deployments (not the API's, nor PgBouncer's). */
export const frontEndDeployments = () =>
  ofKind(committed, 'Deployment').filter(
    (object) => object.metadata.labels['app.kubernetes.io/component'] === 'front-end',
  );
export const envNames = (deployment: KubeObject): string[] =>
  container(deployment).env.map((variable: { name: string }) => variable.name);
