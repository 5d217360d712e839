import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { productionDocument } from '../contract/api-contract.js';
import { formatFindings, lintContract } from '../contract/lint-api-contract.js';
import { openTestPglite } from './pglite-snapshot.js';

const pglite = await openTestPglite();
after(() => pglite.close());

interface Operation {
  operationId?: string;
  requestBody: { content: { 'application/json': { schema: { properties: Record<string, object> } } } };
  responses: Record<string, object>;
}

describe('the OpenAPI document under Spectral (spectral:oas and the OWASP API Security ruleset)', () => {
  let document: { paths: Record<string, Record<string, Operation>> };
  before(async () => {
    document = (await productionDocument(pglite)) as typeof document;
  });

  it('has no finding of any severity but those api/.spectral.yaml turns off with their reasons', async () => {
    const findings = await lintContract(document);
    assert.equal(findings.length, 0, `run \`npm run contract:lint\` in api/:\n${formatFindings(findings)}`);
  });

  it('finds an operation without operationId, an unbounded input and an undocumented 500', async () => {
    const broken = structuredClone(document);
    const quote = broken.paths['/soat/api/v1/cotizaciones']!.post!;
    delete quote.operationId;
    quote.requestBody.content['application/json'].schema.properties.placa = { type: 'string', pattern: '^[A-Z0-9]*$' };
    delete quote.responses['500'];
    const rules = new Set((await lintContract(broken)).map((finding) => finding.code));
    for (const rule of [
      'operation-operationId',
      'owasp:api4:2023-string-limit',
      'owasp:api8:2023-define-error-responses-500',
    ]) {
      assert.ok(rules.has(rule), rule);
    }
  });

  it('gives every operation an operationId of its own', () => {
    const ids = Object.values(document.paths).flatMap((operations) =>
      Object.values(operations).map((operation) => operation.operationId),
    );
    assert.ok(ids.length > 30 && ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z]+$/.test(id)), String(ids));
    assert.equal(new Set(ids).size, ids.length);
  });
});
