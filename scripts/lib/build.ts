// Builds the workspace when a build is missing or older than its sources.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './paths.ts';
import { runPnpm } from './pnpm.ts';

/** Whether a front end's package exists and builds. */
function builds(folder: string): boolean {
  const manifest = join(repoRoot, folder, 'package.json');
  return existsSync(manifest) && Boolean(JSON.parse(readFileSync(manifest, 'utf8')).scripts?.build);
}

/**
 * What each build produces last, and the sources it is made from. The table of apps is read when asked:
 * it is the TypeScript of @soat/web-server, there once the workspace is installed (`npm start` installs
 * first) and run by the project's Node.
 */
async function buildsOfTheWorkspace() {
  const { FRONT_ENDS } = await import('@soat/web-server/portal-apps');
  return [
    // the API runs the shared rules as built for Node (shared/dist/rules)
    { output: 'api/dist/server.js', sources: ['api/src', 'api/drizzle', 'api/package.json', 'shared/src/rules'] },
    ...FRONT_ENDS.filter(({ folder }) => builds(folder)).map(({ id, folder }) => ({
      // each build's last step is its prerender: the host's pages (home.html), a remote's page list
      output: id === 'host' ? `${folder}/dist/home.html` : `${folder}/dist/prerendered/index.json`,
      sources: [
        `${folder}/src`,
        `${folder}/public`,
        `${folder}/package.json`,
        `${folder}/webpack.config.ts`,
        // remote-calificacion's second build: the integrators' custom element
        `${folder}/webpack.element.ts`,
        ...(id === 'host' ? [`${folder}/prerender.mts`] : []),
        'shared/src',
        'tooling',
        // what the builds take of the front-end server: the table of apps, /config.json, the frames'
        // names and the page composer the prerender writes with
        ...['portal-apps', 'runtime-config', 'section-frames', 'page-composer', 'page-servers', 'written-pages'].map(
          (module) => `web-server/src/${module}.ts`,
        ),
      ],
    })),
  ];
}

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((entry) => newestChange(join(path, entry))));
}

export async function staleBuilds() {
  return (await buildsOfTheWorkspace()).filter(({ output, sources }) => {
    const built = join(repoRoot, output);
    if (!existsSync(built)) return true;
    const builtAt = statSync(built).mtimeMs;
    return sources.some((source) => newestChange(join(repoRoot, source)) > builtAt);
  });
}

export async function ensureBuilt({ force = false } = {}) {
  if (!force && (await staleBuilds()).length === 0) {
    console.log('La compilación está al día.');
    return;
  }
  console.log('Compilando el portal…');
  if ((await runPnpm(['-r', '--workspace-concurrency=2', 'build'])) !== 0) throw new Error('La compilación falló.');
}
