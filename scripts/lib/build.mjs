// Builds the workspace when a build is missing or older than its sources.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './paths.mjs';
import { runPnpm } from './pnpm.mjs';

const BUILDS = [
  { output: 'api/dist/server.js', sources: ['api/src', 'api/drizzle', 'api/package.json'] },
  // home.html is the host build's last step (the prerender)
  {
    output: 'host/dist/home.html',
    sources: [
      'host/src',
      'host/public',
      'host/package.json',
      'host/prerender.mjs',
      'host/webpack.prerender.cjs',
      'shared/src',
      'tooling',
    ],
  },
  {
    output: 'remote-auth/dist/mf-manifest.json',
    sources: ['remote-auth/src', 'remote-auth/public', 'remote-auth/package.json', 'shared/src', 'tooling'],
  },
];

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((entry) => newestChange(join(path, entry))));
}

export function staleBuilds() {
  return BUILDS.filter(({ output, sources }) => {
    const built = join(repoRoot, output);
    if (!existsSync(built)) return true;
    const builtAt = statSync(built).mtimeMs;
    return sources.some((source) => newestChange(join(repoRoot, source)) > builtAt);
  });
}

export async function ensureBuilt({ force = false } = {}) {
  if (!force && staleBuilds().length === 0) {
    console.log('La compilación está al día.');
    return;
  }
  console.log('Compilando el portal…');
  if ((await runPnpm(['-r', '--workspace-concurrency=2', 'build'])) !== 0) throw new Error('La compilación falló.');
}
