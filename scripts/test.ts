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
function runToolTests(onOutput: (chunk: string) => void, echo: boolean) {
  const files = ['scripts/lib', 'scripts/codemods', 'tooling', 'e2e/bench'].flatMap((folder) =>
    readdirSync(join(repoRoot, folder))
      .filter((name) => /\.test\.(ts|mjs)$/.test(name))
      .map((name) => join(repoRoot, folder, name)),
  );
  return new Promise<number>((resolve) => {
    const child = spawn(process.execPath, ['--test', ...files], { stdio: ['inherit', 'pipe', 'pipe'] });
    forwardOutput(child, onOutput, echo);
    child.on('close', (code) => resolve(code ?? 1));
  });
}

/**
 * A step's run: what it prints goes to `onOutput` (the step's tail, and the whole log of a step beside the
 * others), and to the terminal too unless `echo` is false.
 */
type Run = (onOutput: (chunk: string) => void, echo: boolean) => Promise<number>;
/**
 * `beside`: the step starts in its turn and the next ones start with it, not after it; its output is printed
 * whole once it ends, and the next step marked `alone` waits for it.
 */
type Step = [name: string, run: Run, placement?: 'beside' | 'alone'];
const steps: Step[] = [
  ['Dependencias', () => runPnpm(['install', '--frozen-lockfile', '--prefer-offline'])],
  // the API's tests on one core (one file at a time) while the steps after it take the other
  // (docs/decisions/052-api-tests-beside-the-other-steps.md)
  ['Pruebas de la API', (onOutput, echo) => runPnpm(['--filter', '@soat/api', 'test'], { onOutput, echo }), 'beside'],
  // lint also checks the formatting: one formatter (Prettier) for the whole workspace
  [
    'Lint',
    async () =>
      (await runPnpm(['exec', 'eslint', '--max-warnings=0', '.'])) ||
      (await runPnpm(['exec', 'prettier', '--check', '.'])),
  ],
  // every package's, then the scripts' and the build tooling's (the root's `typecheck`)
  ['Tipos', () => runPnpm(['run', 'typecheck'])],
  // one worker, in the test process: the API's tests, beside it, take the other core (ADR 052)
  ['Pruebas unitarias', (onOutput, echo) => runPnpm(['exec', 'jest', '--ci', '--maxWorkers=1'], { onOutput, echo })],
  ['Pruebas de los scripts', runToolTests],
  // the front ends' server (node:test, on its TypeScript as Node runs it)
  [
    'Pruebas del servidor web',
    (onOutput, echo) => runPnpm(['--filter', '@soat/web-server', 'test'], { onOutput, echo }),
  ],
  [
    'Compilación',
    async () =>
      await ensureBuilt({ force: true }).then(
        () => 0,
        () => 1,
      ),
  ],
  // the browser's timings alone on the machine
  [
    'Pruebas de extremo a extremo',
    (onOutput, echo) => runPnpm(['--filter', '@soat/e2e', 'test'], { onOutput, echo }),
    'alone',
  ],
];

const results: Array<{ name: string; ok: boolean; seconds: number }> = [];
const failures: string[] = [];

/** Runs a step, its tail kept for the failures' excerpt; answers its exit code. */
async function runStep([name, run]: Step, echo: boolean, onOutput: (chunk: string) => void = () => {}) {
  const started = Date.now();
  const tail = createTail();
  const code = await run((chunk) => (tail.write(chunk), onOutput(chunk)), echo);
  results.push({ name, ok: code === 0, seconds: Math.round((Date.now() - started) / 1000) });
  if (code !== 0) failures.push(`▶ ${name}`, ...failureExcerpt(tail.lines()), '');
  return code;
}

/** The steps running beside the others, each printed whole when it has ended and the step in progress too. */
const besideSteps: Array<{ name: string; log: string[]; ended: Promise<number>; printed: boolean }> = [];
function printEndedBesideSteps() {
  for (const step of besideSteps) {
    if (step.printed || !results.some((result) => result.name === step.name)) continue;
    step.printed = true;
    console.log(`\n▶ ${step.name} (su salida; corrió al lado de los pasos anteriores)`);
    process.stdout.write(step.log.join(''));
  }
}
async function awaitBesideSteps() {
  await Promise.all(besideSteps.map((step) => step.ended));
  printEndedBesideSteps();
}

for (const step of steps) {
  const [name, , placement] = step;
  if (placement === 'beside') {
    console.log(`\n▶ ${name}: empieza al lado de los pasos siguientes; su salida cuando termine`);
    const log: string[] = [];
    besideSteps.push({ name, log, ended: runStep(step, false, (chunk) => log.push(chunk)), printed: false });
    continue;
  }
  if (placement === 'alone') await awaitBesideSteps();
  console.log(`\n▶ ${name}`);
  const code = await runStep(step, true);
  printEndedBesideSteps();
  // nothing after a failed install or build can run meaningfully
  if (code !== 0 && (name === 'Dependencias' || name === 'Compilación')) break;
}
await awaitBesideSteps();

// in the steps' order, whatever order they ended in
results.sort((a, b) => steps.findIndex(([name]) => name === a.name) - steps.findIndex(([name]) => name === b.name));
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
