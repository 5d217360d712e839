// The build-time trim of Chakra's theme module (run by `npm test` with node:test): it rewrites Chakra's
// published source, so these tests fail when that source changes shape, before a build quietly stops
// trimming (or breaks).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { pathToFileURL } from 'node:url';

import { chakraFile, importChanged } from './changed-module.ts';
import pureThemeConfig from './chakra-theme-config-pure-loader.cjs';

// the module webpack-rules.ts gives the loader
const themeFile = chakraFile('theme', 'index.js');
const trimmed = pureThemeConfig(readFileSync(themeFile, 'utf8'));

describe('Chakra’s default theme configuration, a pure declaration', () => {
  it('marks the configuration’s call pure, so a build that never reads it drops it', () => {
    assert.match(trimmed, /^const defaultThemeConfig = \/\* @__PURE__ \*\/ defineConfig\(\{$/m);
  });

  it('exports the same theme as Chakra’s own module', async () => {
    const original = await import(pathToFileURL(themeFile).href);
    const changed = await importChanged<typeof original>(themeFile, trimmed);
    assert.deepEqual(Object.keys(changed).sort(), Object.keys(original).sort());
    assert.deepEqual(changed.defaultThemeConfig, original.defaultThemeConfig);
  });

  it('fails the build when Chakra’s module no longer has the line it marks', () => {
    assert.throws(() => pureThemeConfig('export const defaultThemeConfig = {};'), /theme module changed/);
  });
});
