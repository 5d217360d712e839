// The build-time change to Chakra's createSystem (run by `npm test` with node:test).
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, it } from 'node:test';
import { pathToFileURL } from 'node:url';

import lazyGlobal from './chakra-lazy-global-loader.cjs';

// Chakra as the shared library resolves it
const sharedRequire = createRequire(join(import.meta.dirname, '..', 'shared', 'package.json'));
const chakraEsm = join(dirname(sharedRequire.resolve('@chakra-ui/react/package.json')), 'dist', 'esm');
const systemFile = join(chakraEsm, 'styled-system', 'system.js');

/** Chakra's system module after the loader, importable from a folder of its own. */
async function changedSystemModule() {
  const folder = mkdtempSync(join(tmpdir(), 'chakra-system-'));
  const chakraRequire = createRequire(systemFile);
  const source = lazyGlobal(readFileSync(systemFile, 'utf8')).replace(
    /(from |import\()'([^']+)'/g,
    (_match, keyword, request) => `${keyword}'${pathToFileURL(chakraRequire.resolve(request)).href}'`,
  );
  writeFileSync(join(folder, 'system.mjs'), source);
  return import(pathToFileURL(join(folder, 'system.mjs')).href);
}

describe('Chakra’s global styles, built on first use', () => {
  it('gives the same global styles as Chakra’s own createSystem, when first asked for', async () => {
    const { createSystem } = await changedSystemModule();
    const { createSystem: original } = await import(pathToFileURL(systemFile).href);
    const { defaultBaseConfig } = await import(pathToFileURL(join(chakraEsm, 'preset-base.js')).href);
    const config = {
      preflight: true,
      theme: { tokens: { colors: { brand: { value: '#123456' } } } },
      globalCss: { body: { m: 0 } },
    };

    const system = createSystem(defaultBaseConfig, config);
    assert.equal(typeof Object.getOwnPropertyDescriptor(system, '_global')?.get, 'function');
    await system.loadPreflight();
    assert.deepEqual(system._global, original(defaultBaseConfig, config)._global);
    assert.ok(JSON.stringify(system._global).includes('WebkitTapHighlightColor'), 'with Chakra’s preflight');
    assert.equal(system._global, system._global, 'built once');
  });

  it('asks for the preflight’s module to be loaded first, and builds without it when the preflight is off', async () => {
    // a fresh copy of the changed module: the preflight is loaded once per page, for every system
    const { createSystem } = await changedSystemModule();
    const { createSystem: original } = await import(pathToFileURL(systemFile).href);
    const { defaultBaseConfig } = await import(pathToFileURL(join(chakraEsm, 'preset-base.js')).href);

    assert.throws(() => createSystem(defaultBaseConfig, { preflight: true })._global, /loadPreflight\(\)/);
    assert.deepEqual(createSystem(defaultBaseConfig, {})._global, original(defaultBaseConfig, {})._global);
  });

  it('fails the build when Chakra’s code no longer has the lines it changes', () => {
    assert.throws(() => lazyGlobal('export function createSystem() {}'), /createSystem changed/);
  });
});
