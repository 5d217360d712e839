import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createPolicyQueries } from '../../src/plugins/app/soat/policy-queries.js';
import { recordingClient } from './recording-client.js';

// The consult's query (both lists in one statement) is built once (UNNAMED_STATEMENT, db/open-database.ts)
// and must still reach PostgreSQL as an unnamed statement: PgBouncer's transaction pooling (ADR 027) hands
// each transaction any server connection, and a named statement exists on one connection only.
describe("The policy consult's statement", () => {
  it('is one unnamed statement a consult, reading both lists, each time with its own plate and document', async () => {
    const { db, sent } = recordingClient();
    const policies = createPolicyQueries(db);
    for (const [plate, number] of [
      ['ABC123', '79123456'],
      ['XYZ98D', '52123456'],
    ] as const) {
      assert.deepEqual(await policies.consult(plate, 'CC', number), { policies: [], refunds: [] });
    }
    assert.equal(sent.length, 2);
    for (const { name } of sent) assert.ok(!name, `a named statement (${name}) would fail through PgBouncer`);
    // the function migration 0022 creates, whose plans PostgreSQL keeps: the lists' queries are in it
    for (const { text } of sent) assert.match(text, /from soat_consulta\(\$1, \$2, \$3\) as consult/);
    assert.deepEqual(
      sent.map(({ values }) => values),
      [
        ['ABC123', 'CC', '79123456'],
        ['XYZ98D', 'CC', '52123456'],
      ],
    );
  });
});
