// The build-time trim of Chakra's theme module (run by `npm test` with node:test): it rewrites Chakra's
// published source, so these tests fail when that source changes shape, before a build quietly stops
// trimming (or breaks).
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, it } from 'node:test';
import { pathToFileURL } from 'node:url';

import pureThemeConfig from './chakra-theme-config-pure-loader.cjs';

// Chakra as the shared library resolves it, and the module webpack-rules.ts gives the loader
const sharedRequire = createRequire(join(import.meta.dirname, '..', 'shared', 'package.json'));
const themeFile = join(
  dirname(sharedRequire.resolve('@chakra-ui/react/package.json')),
  'dist',
  'esm',
  'theme',
  'index.js',
);
const trimmed = pureThemeConfig(readFileSync(themeFile, 'utf8'));

/** The trimmed module, importable from a folder of its own (its imports resolved from Chakra's). */
async function trimmedModule() {
  const folder = mkdtempSync(join(tmpdir(), 'chakra-theme-'));
  const chakraRequire = createRequire(themeFile);
  const importable = trimmed.replace(
    /from '([^']+)'/g,
    (_match, request) => `from '${pathToFileURL(chakraRequire.resolve(request)).href}'`,
  );
  writeFileSync(join(folder, 'theme.mjs'), importable);
  return import(pathToFileURL(join(folder, 'theme.mjs')).href);
}

describe('Chakra’s default theme configuration, a pure declaration', () => {
  it('marks the configuration’s call pure, so a build that never reads it drops it', () => {
    assert.match(trimmed, /^const defaultThemeConfig = \/\* @__PURE__ \*\/ defineConfig\(\{$/m);
  });

  it('exports the same theme as Chakra’s own module', async () => {
    const original = await import(pathToFileURL(themeFile).href);
    const changed = await trimmedModule();
    assert.deepEqual(Object.keys(changed).sort(), Object.keys(original).sort());
    assert.deepEqual(changed.defaultThemeConfig, original.defaultThemeConfig);
  });

  it('fails the build when Chakra’s module no longer has the line it marks', () => {
    assert.throws(() => pureThemeConfig('export const defaultThemeConfig = {};'), /theme module changed/);
  });
});
