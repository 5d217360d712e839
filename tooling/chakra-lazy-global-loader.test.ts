// The build-time change to Chakra's createSystem (run by `npm test` with node:test).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { pathToFileURL } from 'node:url';

import { chakraFile, importChanged } from './changed-module.ts';
import lazyGlobal from './chakra-lazy-global-loader.cjs';

const systemFile = chakraFile('styled-system', 'system.js');

/** What the tests read of a system: its global styles, and what the loader adds. */
interface ChangedSystem {
  _global: unknown;
  loadPreflight(): Promise<void>;
}

/** Chakra's system module after the loader, a fresh copy each time. */
const changedSystemModule = () =>
  importChanged<{ createSystem: (...configs: object[]) => ChangedSystem }>(
    systemFile,
    lazyGlobal(readFileSync(systemFile, 'utf8')),
  );

describe('Chakra’s global styles, built on first use', () => {
  it('gives the same global styles as Chakra’s own createSystem, when first asked for', async () => {
    const { createSystem } = await changedSystemModule();
    const { createSystem: original } = await import(pathToFileURL(systemFile).href);
    const { defaultBaseConfig } = await import(pathToFileURL(chakraFile('preset-base.js')).href);
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
    const { defaultBaseConfig } = await import(pathToFileURL(chakraFile('preset-base.js')).href);

    assert.throws(() => createSystem(defaultBaseConfig, { preflight: true })._global, /loadPreflight\(\)/);
    assert.deepEqual(createSystem(defaultBaseConfig, {})._global, original(defaultBaseConfig, {})._global);
  });

  it('fails the build when Chakra’s code no longer has the lines it changes', () => {
    assert.throws(() => lazyGlobal('export function createSystem() {}'), /createSystem changed/);
  });
});
