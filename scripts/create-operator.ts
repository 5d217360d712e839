// `node scripts/run.mjs create-operator --correo … --nombre … [--rol …]`: creates an operator of the back office
// (ADR 044) in the configured database, by running api/scripts/create-operator.ts from api/ (see its usage).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const apiDirectory = fileURLToPath(new URL('../api/', import.meta.url));
const result = spawnSync(process.execPath, ['scripts/create-operator.ts', ...process.argv.slice(2)], {
  cwd: apiDirectory,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
