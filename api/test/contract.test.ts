import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, describe, it } from 'node:test';
import { contractFile, productionDocument, renderContract } from '../contract/api-contract.js';
import { openTestPglite } from './pglite-snapshot.js';

const pglite = await openTestPglite();
after(() => pglite.close());

describe("the front ends' API types", () => {
  it('are the ones generated from the OpenAPI document the API serves today', async () => {
    const generated = await renderContract(await productionDocument(pglite));
    const committed = await readFile(contractFile, 'utf8');
    assert.ok(
      committed === generated,
      'shared/src/http/api-contract.ts no longer matches the API: run `npm run contract` and commit the result.',
    );
  });

  it('describe what the front ends send and get, e.g. the sign-in answer', async () => {
    const committed = await readFile(contractFile, 'utf8');
    assert.match(committed, /"\/seguridad\/api\/v1\/auth\/inicio-sesion": \{/);
    assert.match(committed, /nombreCompleto: string;/);
    assert.doesNotMatch(committed, /desarrollo\/correos/, 'development routes are not part of the contract');
  });
});
