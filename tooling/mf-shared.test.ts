// The federation share list (run by `npm test` with node:test).
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, it } from 'node:test';

import sharedPackage from '../shared/package.json' with { type: 'json' };
import { sharedDependencies } from './mf-shared.ts';

// as an app's build resolves them
const appRequire = createRequire(join(import.meta.dirname, '..', 'host', 'package.json'));

describe('the federation share list', () => {
  const shared = sharedDependencies(appRequire);

  it('shares every door of the shared library as a singleton of its version', () => {
    for (const door of [
      'auth',
      'config',
      'federation',
      'forms',
      'http',
      'i18n',
      'router',
      'session',
      'ui',
      'ui-core',
    ]) {
      assert.deepEqual(
        { ...shared[`@soat/shared/${door}`], import: undefined },
        {
          singleton: true,
          version: sharedPackage.version,
          requiredVersion: `^${sharedPackage.version}`,
          import: undefined,
        },
        door,
      );
    }
  });

  it('leaves the pure rules and the data files out, for each app to bundle what it uses (ADR 020)', () => {
    assert.ok(Object.keys(sharedPackage.exports).includes('./rules/*'));
    const names = Object.keys(shared);
    assert.deepEqual(
      names.filter((name) => name.includes('rules') || name.endsWith('.json')),
      [],
    );
    // no prefix entry either: it would share the rules again
    assert.ok(!names.includes('@soat/shared/'));
  });

  it('provides the controls door by path, so the host offers it although only remotes import it', () => {
    assert.match(shared['@soat/shared/ui-controls']?.import ?? '', /shared[\\/]src[\\/]ui[\\/]controls\.ts$/);
  });

  it('provides the whole UI facade by path, so the host offers it although its start imports only the light door', () => {
    assert.match(shared['@soat/shared/ui']?.import ?? '', /shared[\\/]src[\\/]ui[\\/]ui\.ts$/);
    assert.equal(shared['@soat/shared/ui-core']?.singleton, true);
  });
});
