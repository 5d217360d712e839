// What each production build is made of, for the bench's size report (e2e/bench/js-modules.ts):
// webpack's stats, cut to the assets, chunks and modules, in <app>/dist-stats/stats.json, beside
// dist/ (never served).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Compiler, StatsOptions, WebpackPluginInstance } from 'webpack';

export const STATS_FILE = path.join('dist-stats', 'stats.json');

/** The fields webpack-bundle-analyzer reads to size each module of each asset. */
const FIELDS: StatsOptions = {
  all: false,
  assets: true,
  cachedAssets: true,
  chunks: true,
  entrypoints: true,
  ids: true,
  modules: true,
  nestedModules: true,
};

/** `appDir`: the app's folder. */
export function buildStatsPlugin(appDir: string): WebpackPluginInstance {
  return {
    apply(compiler: Compiler) {
      compiler.hooks.done.tap('BuildStats', (stats) => {
        if (stats.hasErrors()) return;
        const file = path.join(appDir, STATS_FILE);
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(file, JSON.stringify(stats.toJson(FIELDS)));
      });
    },
  };
}
