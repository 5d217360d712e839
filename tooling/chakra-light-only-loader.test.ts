// The build-time trim of Chakra's dark token values (run by `npm test` with node:test): it rewrites Chakra's
// published source with a regular expression, so these tests fail when that source changes shape, before
// a build quietly stops trimming (or breaks).
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, it } from 'node:test';
import { pathToFileURL } from 'node:url';

import lightOnly from './chakra-light-only-loader.cjs';

// Chakra as the shared library resolves it, and the modules webpack-rules.ts gives the loader
const sharedRequire = createRequire(join(import.meta.dirname, '..', 'shared', 'package.json'));
const tokensDir = join(
  dirname(sharedRequire.resolve('@chakra-ui/react/package.json')),
  'dist',
  'esm',
  'theme',
  'semantic-tokens',
);
const MODULES = { 'colors.js': 'semanticColors', 'shadows.js': 'semanticShadows' } as const;

/** A token module after the loader, importable from a folder of its own (its imports resolved from Chakra's). */
async function trimmedModule(file: string) {
  const folder = mkdtempSync(join(tmpdir(), 'chakra-tokens-'));
  const chakraRequire = createRequire(join(tokensDir, file));
  const importable = lightOnly(readFileSync(join(tokensDir, file), 'utf8')).replace(
    /from '([^']+)'/g,
    (_match, request) => `from '${pathToFileURL(chakraRequire.resolve(request)).href}'`,
  );
  writeFileSync(join(folder, file.replace(/\.js$/, '.mjs')), importable);
  return import(pathToFileURL(join(folder, file.replace(/\.js$/, '.mjs'))).href);
}

type Tokens = { [key: string]: Tokens | { value: unknown } };

/** Every token's value by its path. */
function values(tokens: Tokens, path = ''): Map<string, unknown> {
  const found = new Map<string, unknown>();
  for (const [key, token] of Object.entries(tokens)) {
    if ('value' in token) found.set(`${path}${key}`, token.value);
    else for (const [name, value] of values(token as Tokens, `${path}${key}.`)) found.set(name, value);
  }
  return found;
}

describe('Chakra’s semantic tokens, light values only', () => {
  for (const [file, name] of Object.entries(MODULES)) {
    it(`keeps every token of ${file} with its light value, and no dark one`, async () => {
      const original = values((await import(pathToFileURL(join(tokensDir, file)).href))[name]);
      const trimmed = values((await trimmedModule(file))[name]);
      const darkOnes = [...original.values()].filter((value) => JSON.stringify(value).includes('_dark'));
      assert.ok(darkOnes.length > 0, `${file} has no dark values: has Chakra's module changed?`);
      assert.deepEqual([...trimmed.keys()], [...original.keys()]);
      for (const [path, value] of original) {
        const expected =
          typeof value === 'object' && value !== null && '_dark' in value
            ? Object.fromEntries(Object.entries(value).filter(([condition]) => condition !== '_dark'))
            : value;
        assert.deepEqual(trimmed.get(path), expected, path);
      }
    });
  }

  it('fails the build when Chakra’s tokens no longer hold dark values in the shape it removes', () => {
    assert.throws(() => lightOnly('const semanticColors = { bg: { value: "{colors.white}" } };'), /changed shape/);
    assert.throws(() => lightOnly("const t = { value: { _light: 'a', _dark: 'b' } };"), /changed shape/);
  });
});
