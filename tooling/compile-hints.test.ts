// The compile hint at the top of a browser build's scripts (run by `npm test` with node:test).
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { gunzipSync } from 'node:zlib';
import type webpack from 'webpack';

import { COMPILE_HINT, compileHintsPlugin } from './compile-hints.ts';

// webpack and its plugins as an app's build resolves them (pnpm gives each package only what it declares)
const appRequire = createRequire(path.join(import.meta.dirname, '..', 'host', 'package.json'));
const bundler = appRequire('webpack') as typeof webpack;
const TerserPlugin = appRequire('terser-webpack-plugin');
const CompressionPlugin = appRequire('compression-webpack-plugin');

const work = mkdtempSync(path.join(tmpdir(), 'compile-hints-'));
after(() => rmSync(work, { recursive: true, force: true }));

writeFileSync(path.join(work, 'later.js'), 'export function later(n) { return n * 2; }\n');
writeFileSync(
  path.join(work, 'index.js'),
  "// a comment the minifier drops\nexport async function start() { const { later } = await import('./later.js'); return later(21); }\nstart();\n",
);

/** A production build of the two files, as an app's is made: minified, hashed chunks, gzip siblings. */
function build(out: string, plugins: webpack.WebpackPluginInstance[]): Promise<string[]> {
  const compiler = bundler({
    mode: 'production',
    context: work,
    entry: './index.js',
    output: { path: path.join(work, out), filename: '[name].js', chunkFilename: '[name].[contenthash:8].js' },
    optimization: {
      minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })],
    },
    plugins: [...plugins, new CompressionPlugin({ algorithm: 'gzip', threshold: 0, minRatio: Infinity })],
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString('errors-only')));
      else resolve(readdirSync(path.join(work, out)));
    }),
  );
}

/** The build with the plugin, made once for both tests. */
let hinted: Promise<string[]> | undefined;
const hintedBuild = () => (hinted ??= build('with', [compileHintsPlugin(bundler)]));

describe('the compile hint', () => {
  it('is the first line of every script the build writes, minified, and of their gzip siblings', async () => {
    const files = await hintedBuild();
    const scripts = files.filter((file) => file.endsWith('.js'));
    assert.ok(scripts.includes('main.js'), 'the entry');
    assert.ok(
      scripts.some((file) => /^\d+\.[0-9a-f]{8}\.js$/.test(file)),
      'a chunk loaded later',
    );
    for (const file of scripts) {
      const text = readFileSync(path.join(work, 'with', file), 'utf8');
      assert.ok(text.startsWith(COMPILE_HINT), `${file} starts with the hint`);
      assert.ok(!text.includes('a comment the minifier drops'), `${file} is minified`);
      const gzipped = gunzipSync(readFileSync(path.join(work, 'with', `${file}.gz`))).toString('utf8');
      assert.equal(gzipped, text, `${file}.gz holds the same text`);
    }
  });

  it('is not there without the plugin, and the chunk’s hash follows its content', async () => {
    const withHint = await hintedBuild();
    const without = await build('without', []);
    const chunk = (files: string[]) => files.find((file) => /^\d+\.[0-9a-f]{8}\.js$/.test(file));
    assert.ok(!readFileSync(path.join(work, 'without', 'main.js'), 'utf8').includes('allFunctionsCalledOnLoad'));
    // the hint is part of what the content hash names: a cached chunk never goes without it
    assert.notEqual(chunk(withHint), chunk(without));
  });
});
