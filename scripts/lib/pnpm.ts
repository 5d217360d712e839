// Runs the pinned pnpm without relying on a global install or corepack (whose
// signature check fails against this registry): the first call installs it into
// .tools/, later calls reuse it.
import { type ChildProcess, execFileSync, type SpawnOptions, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './paths.ts';

const version = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')).packageManager.split('@')[1];
const toolsDir = join(repoRoot, '.tools');
const pnpmBin = join(toolsDir, 'node_modules', 'pnpm', 'bin', 'pnpm.cjs');

function installedVersion() {
  if (!existsSync(pnpmBin)) return null;
  return JSON.parse(readFileSync(join(toolsDir, 'node_modules', 'pnpm', 'package.json'), 'utf8')).version;
}

export function ensurePnpm() {
  if (installedVersion() === version) return pnpmBin;
  console.log(`Instalando pnpm ${version} en .tools/ …`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  execFileSync(npm, ['install', '--prefix', toolsDir, '--no-save', '--no-audit', '--no-fund', `pnpm@${version}`], {
    stdio: 'inherit',
  });
  return pnpmBin;
}

/**
 * Prints what a child started with piped output prints, and hands it to `onOutput` too, decoded as
 * UTF-8 by the stream (a character split between two chunks stays whole).
 */
export function forwardOutput(child: ChildProcess, onOutput: (chunk: string) => void): void {
  for (const [stream, out] of [
    [child.stdout!, process.stdout],
    [child.stderr!, process.stderr],
  ] as const) {
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => (out.write(chunk), onOutput(chunk)));
  }
}

/**
 * Runs pnpm with the given arguments; resolves with its exit code. With `onOutput`, what it prints is
 * also handed to it (and still printed).
 */
export function runPnpm(
  args: string[],
  options: SpawnOptions & { onOutput?: (chunk: string) => void } = {},
): Promise<number> {
  const bin = ensurePnpm();
  const { onOutput, ...spawnOptions } = options;
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [bin, ...args], {
      stdio: onOutput ? ['inherit', 'pipe', 'pipe'] : 'inherit',
      cwd: repoRoot,
      // piped, the runners would think they write to a file: colours as on the terminal behind them
      ...(onOutput && process.stdout.isTTY ? { env: { FORCE_COLOR: '1', ...process.env } } : {}),
      ...spawnOptions,
    });
    if (onOutput) forwardOutput(child, onOutput);
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}
