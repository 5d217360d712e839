// The Kubernetes manifests' secrets and Ingress (deploy/kubernetes, issue 24 point 5): every secret referenced
// and never written, each host routed over HTTPS to its Service, and no front end's render endpoint reachable.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { CONFIG_MAP_NAME, METRICS_PORT, SECRET_NAME } from './kubernetes-config.ts';
import { RENDER_PATH, RESPONSE_HEADERS_NAME, STRICT_TRANSPORT_SECURITY } from './kubernetes-manifests.ts';
import {
  type KubeObject,
  committed,
  container,
  envNames,
  frontEndDeployments,
  named,
  ofKind,
} from './kubernetes-test-objects.ts';
import { repoRoot } from './paths.ts';

test('no Secret is written: every secret is a key of soat-secrets, every setting a key of soat-config', () => {
  assert.deepEqual(ofKind(committed, 'Secret'), []);
  const config = named(committed, 'ConfigMap', CONFIG_MAP_NAME).data;
  const references = ofKind(committed, 'Deployment').flatMap((deployment) => container(deployment).env);
  for (const { name, valueFrom } of references.filter((variable) => variable.valueFrom)) {
    if (valueFrom.secretKeyRef) assert.equal(valueFrom.secretKeyRef.name, SECRET_NAME, name);
    else assert.ok(valueFrom.configMapKeyRef.key in config && valueFrom.configMapKeyRef.name === CONFIG_MAP_NAME, name);
  }
  const secretKeys = new Set(references.flatMap((variable) => variable.valueFrom?.secretKeyRef?.key ?? []));
  for (const key of ['DATABASE_URL', 'REDIS_URL', 'JWT_SECRET', 'SMTP_URL', 'PAYMENT_PRIVATE_KEY'])
    assert.ok(secretKeys.has(key), key);
  assert.ok(!Object.keys(config).some((key) => secretKeys.has(key)), 'a secret in the ConfigMap');
});

test("the Ingress routes each host to its Service's http port, never to the metrics port", () => {
  const apiService = named(committed, 'Service', 'api');
  assert.deepEqual(apiService.spec.ports.find((port: KubeObject) => port.name === 'metrics').port, METRICS_PORT);
  assert.equal(apiService.metadata.annotations['prometheus.io/port'], String(METRICS_PORT));
  for (const rule of named(committed, 'Ingress', 'soat').spec.rules) {
    const { service } = rule.http.paths[0].backend;
    assert.deepEqual(service.port, { name: 'http' }, rule.host);
    const port = named(committed, 'Service', service.name).spec.ports.find(
      (candidate: KubeObject) => candidate.name === 'http',
    );
    assert.notEqual(port.port, METRICS_PORT);
  }
});

test('the Ingress answers over HTTPS only, every answer with HSTS, as the compose proxy does', () => {
  const { metadata } = named(committed, 'Ingress', 'soat');
  assert.equal(metadata.annotations['nginx.ingress.kubernetes.io/force-ssl-redirect'], 'true');
  assert.equal(
    metadata.annotations['nginx.ingress.kubernetes.io/custom-headers'],
    `${metadata.namespace}/${RESPONSE_HEADERS_NAME}`,
  );
  const headers = named(committed, 'ConfigMap', RESPONSE_HEADERS_NAME);
  assert.equal(headers.metadata.namespace, metadata.namespace);
  assert.deepEqual(headers.data, { 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY });
  // the same header, word for word, as the compose file's proxy sends
  const proxy = readFileSync(join(repoRoot, 'deploy', 'nginx', 'proxy.conf'), 'utf8');
  assert.ok(proxy.includes(`default "${STRICT_TRANSPORT_SECURITY}";`));
});

test("no browser reaches a front end's render endpoint through the Ingress: the path is refused to every address", () => {
  const ingresses = ofKind(committed, 'Ingress');
  const renderAddress = `${RENDER_PATH}/cotizar-soat/comprar-soat`;
  const frontEnds = frontEndDeployments();
  const hosts = new Set<string>(
    named(committed, 'Ingress', 'soat')
      .spec.rules.filter((rule: KubeObject) =>
        frontEnds.some((d) => d.metadata.name === rule.http.paths[0].backend.service.name),
      )
      .map((rule: KubeObject) => rule.host),
  );
  assert.equal(hosts.size, frontEnds.length);
  for (const host of hosts) {
    // the path ingress-nginx takes for the address: the longest Prefix that matches it, of any Ingress
    const routes = ingresses.flatMap((ingress) =>
      ingress.spec.rules
        .filter((rule: KubeObject) => rule.host === host)
        .flatMap((rule: KubeObject) => rule.http.paths.map((path: KubeObject) => ({ ingress, path }))),
    );
    const matching = routes
      .filter(
        ({ path }) => path.pathType === 'Prefix' && (renderAddress + '/').startsWith(path.path.replace(/\/?$/, '/')),
      )
      .sort((a, b) => b.path.path.length - a.path.path.length);
    assert.ok(matching.length > 0, host);
    const { ingress } = matching[0];
    assert.equal(
      ingress.metadata.annotations?.['nginx.ingress.kubernetes.io/whitelist-source-range'],
      '127.0.0.1/32',
      host,
    );
  }
});

test("every front end's server gets the render key from soat-secrets, and cannot start without it", () => {
  for (const deployment of frontEndDeployments()) {
    const key = container(deployment).env.find((variable: KubeObject) => variable.name === 'RENDER_KEY');
    assert.deepEqual(
      key?.valueFrom,
      { secretKeyRef: { name: SECRET_NAME, key: 'RENDER_KEY' } },
      deployment.metadata.name,
    );
  }
  assert.ok(!envNames(named(committed, 'Deployment', 'api')).includes('RENDER_KEY'));
});
