import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Database } from '../../src/db/open-database.js';
import * as schema from '../../src/db/schema.js';
import { createPurchaseRepository } from '../../src/repositories/purchase-repository.js';

/** A node-postgres client that answers no rows and remembers what each query sent. */
function recordingClient() {
  const sent: { name: string | undefined; text: string; values: unknown[] }[] = [];
  const client = {
    query: async (config: { name?: string; text: string }, values: unknown[]) => {
      sent.push({ name: config.name, text: config.text, values });
      return { rows: [], fields: [], rowCount: 0 };
    },
  };
  return { db: drizzle({ client: client as never, schema }) as unknown as Database, sent };
}

// A purchase's record is read at its every step (the payment, the gateway's event, each status read of the
// result page): one query built once (ADR 027, "The jobs apart"), sent unnamed as the consult's are
// (consult-statements.test.ts: PgBouncer's transaction pooling keeps no named statement).
describe("A purchase's record", () => {
  it('is read in one unnamed query, the request with its latest payment, policy and invoice, each time with its own id', async () => {
    const { db, sent } = recordingClient();
    const repository = createPurchaseRepository(db);
    const ids = ['5f0c8a43-1c52-4a4e-9d0a-7f1f0c1e2a01', '5f0c8a43-1c52-4a4e-9d0a-7f1f0c1e2a02'];
    for (const id of ids) assert.equal(await repository.findRecord(id), undefined);
    assert.equal(sent.length, 2, 'one query a read');
    for (const { name } of sent) assert.ok(!name, `a named statement (${name}) would fail through PgBouncer`);
    assert.match(
      sent[0]!.text,
      /from "solicitudes".*left join "pagos".*left join "polizas".*left join "documentos_electronicos"/s,
    );
    // its own id, and the other read's nowhere
    sent.forEach(({ values }, index) => {
      assert.ok(values.includes(ids[index]), JSON.stringify(values));
      assert.ok(!values.includes(ids[1 - index]), JSON.stringify(values));
    });
  });
});
