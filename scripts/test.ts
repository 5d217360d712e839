// `npm test`: lint, types, unit tests, API tests, the production build and the
// end-to-end journeys in Debian's Chromium. Exits non-zero if any step fails.
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ensureBuilt } from './lib/build.ts';
import { repoRoot } from './lib/paths.ts';
import { runPnpm } from './lib/pnpm.ts';

/** The Node tools' own tests (node:test, in TypeScript or JavaScript): the scripts' libraries and the build tooling. */
function runToolTests() {
  const files = ['scripts/lib', 'scripts/codemods', 'tooling'].flatMap((folder) =>
    readdirSync(join(repoRoot, folder))
      .filter((name) => /\.test\.(ts|mjs)$/.test(name))
      .map((name) => join(repoRoot, folder, name)),
  );
  return new Promise<number>((resolve) => {
    const child = spawn(process.execPath, ['--test', ...files], { stdio: 'inherit' });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

const steps: [name: string, run: () => Promise<number>][] = [
  ['Dependencias', () => runPnpm(['install', '--frozen-lockfile', '--prefer-offline'])],
  // lint also checks the formatting: one formatter (Prettier) for the whole workspace
  [
    'Lint',
    async () =>
      (await runPnpm(['exec', 'eslint', '--max-warnings=0', '.'])) ||
      (await runPnpm(['exec', 'prettier', '--check', '.'])),
  ],
  // every package's, then the scripts' and the build tooling's (the root's `typecheck`)
  ['Tipos', () => runPnpm(['run', 'typecheck'])],
  ['Pruebas unitarias', () => runPnpm(['exec', 'jest', '--ci'])],
  ['Pruebas de los scripts', runToolTests],
  // the front ends' server (node:test, on its TypeScript as Node runs it)
  ['Pruebas del servidor web', () => runPnpm(['--filter', '@soat/web-server', 'test'])],
  ['Pruebas de la API', () => runPnpm(['--filter', '@soat/api', 'test'])],
  [
    'Compilación',
    async () =>
      await ensureBuilt({ force: true }).then(
        () => 0,
        () => 1,
      ),
  ],
  ['Pruebas de extremo a extremo', () => runPnpm(['--filter', '@soat/e2e', 'test'])],
];

const results = [];
for (const [name, run] of steps) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const code = await run();
  results.push({ name, ok: code === 0, seconds: Math.round((Date.now() - started) / 1000) });
  // nothing after a failed install or build can run meaningfully
  if (code !== 0 && (name === 'Dependencias' || name === 'Compilación')) break;
}

console.log('\nResumen:');
for (const { name, ok, seconds } of results) console.log(`  ${ok ? '✔' : '✘'} ${name} (${seconds} s)`);
const failed = results.filter((result) => !result.ok).length;
console.log(`Pasos: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 && results.length === steps.length ? 0 : 1);
