// What each production build is made of, for the bench's size report (e2e/bench/js-modules.mjs):
// webpack's stats, cut to the assets, chunks and modules, in <app>/dist-stats/stats.json, beside
// dist/ (never served).
const { mkdirSync, writeFileSync } = require('node:fs');
const path = require('node:path');

const STATS_FILE = path.join('dist-stats', 'stats.json');

/** The fields webpack-bundle-analyzer reads to size each module of each asset. */
const FIELDS = {
  all: false,
  assets: true,
  cachedAssets: true,
  chunks: true,
  entrypoints: true,
  ids: true,
  modules: true,
  nestedModules: true,
};

/** @param {string} appDir  the app's folder */
function buildStatsPlugin(appDir) {
  return {
    apply(compiler) {
      compiler.hooks.done.tap('BuildStats', (stats) => {
        if (stats.hasErrors()) return;
        const file = path.join(appDir, STATS_FILE);
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(file, JSON.stringify(stats.toJson(FIELDS)));
      });
    },
  };
}

module.exports = { STATS_FILE, buildStatsPlugin };
