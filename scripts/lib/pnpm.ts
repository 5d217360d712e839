// Runs the pinned pnpm without relying on a global install or corepack (whose
// signature check fails against this registry): the first call installs it into
// .tools/, later calls reuse it.
import { execFileSync, type SpawnOptions, spawn } from 'node:child_process';
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

/** Runs pnpm with the given arguments; resolves with its exit code. */
export function runPnpm(args: string[], options: SpawnOptions = {}): Promise<number> {
  const bin = ensurePnpm();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [bin, ...args], { stdio: 'inherit', cwd: repoRoot, ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}
