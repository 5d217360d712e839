// Finds test/**/*.test.ts and runs them on Node's own type stripping, one file after another.
// Usage: node scripts/run-tests.ts [path-fragment …] (runs only files containing a fragment).
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sourceNodeArguments } from './source-node-arguments.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const fragments = process.argv.slice(2);
const files = readdirSync(join(root, 'test'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.test.ts'))
  .map((file) => relative(root, join(root, 'test', file)))
  .filter((file) => fragments.length === 0 || fragments.some((fragment) => file.includes(fragment)))
  .sort();

if (files.length === 0) {
  console.error('No test files matched.');
  process.exit(1);
}

// `soat-source`: the shared rules from their TypeScript sources (no build needed)
const args = [...sourceNodeArguments, '--test', '--test-concurrency=1', ...files];
const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' });
process.exit(result.status ?? 1);
