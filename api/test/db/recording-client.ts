import { drizzle } from 'drizzle-orm/node-postgres';
import type { Database } from '../../src/db/open-database.js';
import * as schema from '../../src/db/schema.js';

/** A node-postgres client that answers no rows and remembers what each query sent (its name, text and values). */
export function recordingClient() {
  const sent: { name: string | undefined; text: string; values: unknown[] }[] = [];
  const client = {
    query: async (config: { name?: string; text: string }, values: unknown[]) => {
      sent.push({ name: config.name, text: config.text, values });
      return { rows: [], fields: [], rowCount: 0 };
    },
  };
  return { db: drizzle({ client: client as never, schema }) as unknown as Database, sent };
}
