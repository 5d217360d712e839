// The build-time trim of Chakra's anatomy module (run by `npm test` with node:test): it rewrites Chakra's
// published source with a regular expression, so these tests fail when that source changes shape, before
// a build quietly stops trimming (or breaks).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { pathToFileURL } from 'node:url';

import { chakraFile, importChanged } from './changed-module.ts';
import pureDeclarations from './chakra-anatomy-pure-loader.cjs';

// the module webpack-rules.ts gives the loader
const anatomyFile = chakraFile('anatomy.js');
const source = readFileSync(anatomyFile, 'utf8');
const trimmed = pureDeclarations(source);

describe('Chakra’s anatomies, each a pure declaration', () => {
  it('marks every top-level declaration that calls something as pure (the shape the loader expects)', () => {
    const declarations = trimmed.split('\n').filter((line) => line.startsWith('const '));
    const calling = declarations.filter((line) => line.includes('('));
    assert.ok(calling.length >= 30, `only ${calling.length} anatomies built with a call: has Chakra's module changed?`);
    assert.deepEqual(
      calling.filter((line) => !line.includes('/* @__PURE__ */')),
      [],
      'declarations the loader did not mark: its regular expression no longer fits Chakra’s source',
    );
  });

  it('exports the same anatomies as Chakra’s own module', async () => {
    const original = await import(pathToFileURL(anatomyFile).href);
    const changed = await importChanged<typeof original>(anatomyFile, trimmed);
    assert.deepEqual(Object.keys(changed).sort(), Object.keys(original).sort());
    for (const name of Object.keys(original)) {
      assert.deepEqual(changed[name].keys(), original[name].keys(), name);
    }
  });
});
