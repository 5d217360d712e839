// The ten largest modules of what a page loaded (issue 23): each JS file the page fetched is
// taken apart into its modules by webpack-bundle-analyzer, from the stats its app's production
// build writes beside dist/ (tooling/build-stats.ts). Sizes are each module's gzip size on its
// own, so they add up to a little more than the files' gzip sizes.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { type ChartNode, getViewerData } from 'webpack-bundle-analyzer/lib/analyzer.js';
import { repoRoot } from '../../scripts/lib/paths.ts';
import { FRONT_ENDS } from '@soat/web-server/portal-apps';

const { STATS_FILE } = createRequire(import.meta.url)('../../tooling/build-stats.ts') as {
  STATS_FILE: string;
};
const quiet = { debug() {}, info() {}, warn() {}, error() {} };

/** An app's JS files by name, each with its modules' paths and gzip sizes (read once per app). */
const appModules = new Map<string, Map<string, ChartNode[]>>();
function modulesOf(folder: string) {
  if (!appModules.has(folder)) {
    const statsFile = join(repoRoot, folder, STATS_FILE);
    const files = new Map<string, ChartNode[]>();
    if (existsSync(statsFile)) {
      const stats = JSON.parse(readFileSync(statsFile, 'utf8'));
      for (const asset of getViewerData(stats, join(repoRoot, folder, 'dist'), { logger: quiet }) ?? []) {
        const modules: ChartNode[] = [];
        const walk = (node: ChartNode): void => {
          if (node.groups) node.groups.forEach(walk);
          else modules.push(node);
        };
        walk(asset);
        files.set(asset.label, modules);
      }
    }
    appModules.set(folder, files);
  }
  return appModules.get(folder) ?? new Map<string, ChartNode[]>();
}

/**
 * A module's name as a reader looks for it: `react-dom/cjs/react-dom-client.production.js`,
 * `host/src/features/home/home-hero.tsx` (a concatenated module by the module inside it).
 */
export function moduleName(folder: string, path: string) {
  const inner = path.includes('(concatenated)/') ? path.slice(path.lastIndexOf('(concatenated)/') + 15) : path;
  const inPackage = inner.match(/node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?(.+)$/);
  if (inPackage?.[1]) return inPackage[1];
  return inner.startsWith('./shared/') ? inner.slice(2) : `${folder}/${inner.replace(/^\.\//, '')}`;
}

/** Each file's modules, by the names `moduleName` gives. `ports`: each front end's port, by app id. */
function namedModules<File extends { url: string }>(files: File[], ports: Record<string, number>) {
  const folderByPort = new Map(FRONT_ENDS.map((app) => [String(ports[app.id]), app.folder]));
  return files.map((file) => {
    const url = new URL(file.url);
    const folder = folderByPort.get(url.port);
    const modules = folder ? (modulesOf(folder).get(url.pathname.slice(1)) ?? []) : [];
    return {
      file,
      modules: modules.map((module) => ({
        name: moduleName(folder ?? '', module.path ?? module.label),
        gzip: module.gzipSize ?? 0,
      })),
    };
  });
}

/**
 * The `count` largest modules of the JS files a page fetched, gzip bytes each.
 * `files`: what the page fetched (js-budget.ts); `ports`: each front end's port, by app id.
 */
export function largestModules(files: { url: string }[], ports: Record<string, number>, count = 10) {
  const sizes = new Map<string, number>();
  for (const { modules } of namedModules(files, ports)) {
    for (const { name, gzip } of modules) sizes.set(name, (sizes.get(name) ?? 0) + gzip);
  }
  return [...sizes]
    .map(([name, gzip]) => ({ name, gzip }))
    .sort((a, b) => b.gzip - a.gzip)
    .slice(0, count);
}

/** The files among `files` that hold a module whose name (as `moduleName` gives it) starts with one of `prefixes`. */
export function filesHolding<File extends { url: string }>(
  files: File[],
  ports: Record<string, number>,
  prefixes: string[],
): File[] {
  return namedModules(files, ports)
    .filter(({ modules }) => modules.some(({ name }) => prefixes.some((prefix) => name.startsWith(prefix))))
    .map(({ file }) => file);
}
