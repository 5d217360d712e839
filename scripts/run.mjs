// @ts-check
// `node scripts/run.mjs <script> [arguments]`: runs scripts/<script>.ts (start, test, bench, dev, kubernetes, grafana,
// db-backup, create-operator, deploy-test/run) on the project's Node; package.json's scripts and CI call it.
// Plain JavaScript (checked by tsc all the same) because it is the one file the machine's own Node runs,
// which may be older than Node 24 and unable to run TypeScript: it moves to the project's Node
// (lib/node-runtime.mjs), which runs the script's TypeScript as it is.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { onProjectNode } from './lib/node-runtime.mjs';

const script = process.argv[2];
const file = new URL(`./${script}.ts`, import.meta.url);
if (!script || script.endsWith('.test') || !existsSync(file)) {
  console.error(
    'Uso: node scripts/run.mjs <start|test|bench|dev|kubernetes|grafana|db-backup|create-operator|deploy-test/run> [argumentos]',
  );
  process.exit(2);
}
await onProjectNode();
// the script reads its own arguments where Node puts them: process.argv[2] onwards
process.argv.splice(1, 2, fileURLToPath(file));
await import(file.href);
