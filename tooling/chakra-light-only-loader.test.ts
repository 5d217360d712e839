// The build-time trim of Chakra's dark token values (run by `npm test` with node:test): it rewrites Chakra's
// published source with a regular expression, so these tests fail when that source changes shape, before
// a build quietly stops trimming (or breaks).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { pathToFileURL } from 'node:url';

import { chakraFile, importChanged } from './changed-module.ts';
import lightOnly from './chakra-light-only-loader.cjs';

// the modules webpack-rules.ts gives the loader, and the tokens each exports
const MODULES = { 'colors.js': 'semanticColors', 'shadows.js': 'semanticShadows' } as const;
const tokenFile = (file: string) => chakraFile('theme', 'semantic-tokens', file);

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
      const original = values((await import(pathToFileURL(tokenFile(file)).href))[name]);
      const changed = await importChanged<Record<string, Tokens>>(
        tokenFile(file),
        lightOnly(readFileSync(tokenFile(file), 'utf8')),
      );
      const trimmed = values(changed[name]!);
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
