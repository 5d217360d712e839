// `npm test`: lint, types, unit tests, API tests, the production build and the
// end-to-end journeys in Debian's Chromium. Exits non-zero if any step fails.
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureBuilt } from './lib/build.ts';
import { createTail, failureExcerpt } from './lib/failure-excerpt.ts';
import { repoRoot } from './lib/paths.ts';
import { forwardOutput, runPnpm } from './lib/pnpm.ts';

/**
 * The Node tools' own tests (node:test, in TypeScript or JavaScript): the scripts' libraries, the build tooling
 * and the bench's probes.
 */
function runToolTests(onOutput: (chunk: string) => void) {
  const files = ['scripts/lib', 'scripts/codemods', 'tooling', 'e2e/bench'].flatMap((folder) =>
    readdirSync(join(repoRoot, folder))
      .filter((name) => /\.test\.(ts|mjs)$/.test(name))
      .map((name) => join(repoRoot, folder, name)),
  );
  return new Promise<number>((resolve) => {
    const child = spawn(process.execPath, ['--test', ...files], { stdio: ['inherit', 'pipe', 'pipe'] });
    forwardOutput(child, onOutput);
    child.on('close', (code) => resolve(code ?? 1));
  });
}

type Step = [name: string, run: (onOutput: (chunk: string) => void) => Promise<number>];
const steps: Step[] = [
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
  // a worker on every core: Jest's default leaves one to itself, which on two cores is one worker, a third
  // slower (docs/decisions/050-api-tests-on-node-type-stripping.md)
  ['Pruebas unitarias', (onOutput) => runPnpm(['exec', 'jest', '--ci', '--maxWorkers=100%'], { onOutput })],
  ['Pruebas de los scripts', runToolTests],
  // the front ends' server (node:test, on its TypeScript as Node runs it)
  ['Pruebas del servidor web', (onOutput) => runPnpm(['--filter', '@soat/web-server', 'test'], { onOutput })],
  ['Pruebas de la API', (onOutput) => runPnpm(['--filter', '@soat/api', 'test'], { onOutput })],
  [
    'Compilación',
    async () =>
      await ensureBuilt({ force: true }).then(
        () => 0,
        () => 1,
      ),
  ],
  ['Pruebas de extremo a extremo', (onOutput) => runPnpm(['--filter', '@soat/e2e', 'test'], { onOutput })],
];

const results = [];
const failures: string[] = [];
for (const [name, run] of steps) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const tail = createTail();
  const code = await run(tail.write);
  results.push({ name, ok: code === 0, seconds: Math.round((Date.now() - started) / 1000) });
  if (code !== 0) failures.push(`▶ ${name}`, ...failureExcerpt(tail.lines()), '');
  // nothing after a failed install or build can run meaningfully
  if (code !== 0 && (name === 'Dependencias' || name === 'Compilación')) break;
}

console.log('\nResumen:');
for (const { name, ok, seconds } of results) console.log(`  ${ok ? '✔' : '✘'} ${name} (${seconds} s)`);
const failed = results.filter((result) => !result.ok).length;
console.log(`Pasos: ${results.length - failed} passed, ${failed} failed`);
// what failed, again where a log is read from: its end here, and a file CI prints after the deployment test
const failuresFile = join(repoRoot, 'test-results', 'failures.txt');
if (failures.length > 0) {
  console.log('\nFallos:\n' + failures.join('\n'));
  mkdirSync(join(repoRoot, 'test-results'), { recursive: true });
  writeFileSync(failuresFile, failures.join('\n'));
} else rmSync(failuresFile, { force: true });
process.exit(failed === 0 && results.length === steps.length ? 0 : 1);
