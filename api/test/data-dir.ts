import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A data folder of the test's own (DATA_DIR: the development JWT secret, the outbox…), removed after it. */
export function withDataDir(t: { after(fn: () => void): void }): string {
  const dir = mkdtempSync(join(tmpdir(), 'soat-api-config-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}
