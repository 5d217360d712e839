// The stand-in for `use-sync-external-store/shim` (third-party-trims.ts, run by `npm test` with node:test):
// it must give what the shim itself gives on the portal's React, or the alias changes behaviour.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { describe, it } from 'node:test';

import { sharedRequire } from './changed-module.ts';
import { useSyncExternalStore } from '../shared/src/lib/use-sync-external-store.ts';

// React and the shim as the shared library's i18n door resolves them (through react-i18next)
const i18nextRequire = createRequire(sharedRequire.resolve('react-i18next'));
const react = sharedRequire('react') as { useSyncExternalStore: unknown };
const shim = i18nextRequire('use-sync-external-store/shim') as { useSyncExternalStore: unknown };

describe('use-sync-external-store’s shim, replaced by React’s own hook', () => {
  it('is React’s hook, as the shim itself answers on the portal’s React', () => {
    assert.equal(useSyncExternalStore, react.useSyncExternalStore);
    assert.equal(shim.useSyncExternalStore, react.useSyncExternalStore, 'the shim no longer hands out React’s hook');
  });
});
