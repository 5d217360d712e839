// The stand-in for the federation runtime's error sentences (third-party-trims.ts, run by `npm test` with
// node:test): it must export what the error-codes package's `desc` module does, and an error made with it
// must still say which error it is and where its page is.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, it } from 'node:test';

import * as standIn from './federation-error-descriptions.mjs';
import { federationPackages } from './webpack-app.ts';

// the error-codes package as the apps' builds resolve it: beside the federation plugin (webpack-app.ts)
const hostRequire = createRequire(join(import.meta.dirname, '..', 'host', 'package.json'));
const dist = join(federationPackages(hostRequire), '@module-federation', 'error-codes', 'dist');
const original = (await import(pathToFileURL(join(dist, 'desc.mjs')).href)) as Record<string, Record<string, string>>;
const { getShortErrorMsg } = (await import(pathToFileURL(join(dist, 'getShortErrorMsg.mjs')).href)) as {
  getShortErrorMsg: (
    code: string,
    descriptions: Record<string, string>,
    args?: object,
    originalMessage?: string,
  ) => string;
};

describe('the federation runtime’s errors without their sentences', () => {
  it('stands in for every map the package’s descriptions export', () => {
    assert.deepEqual(Object.keys(standIn).sort(), Object.keys(original).sort());
    assert.ok(Object.keys(original.runtimeDescMap ?? {}).length > 0, 'the package has sentences to leave out');
  });

  it('still names the code, its arguments, its page in the documentation and the original error', () => {
    const message = getShortErrorMsg('RUNTIME-008', standIn.runtimeDescMap, { remote: 'soat' }, 'Script error');
    assert.match(message, /#RUNTIME-008/);
    assert.match(message, /"remote":"soat"/);
    assert.match(message, /https:\/\/module-federation\.io\/guide\/troubleshooting\/runtime#runtime-008/);
    assert.match(message, /Script error/);
    assert.doesNotMatch(message, /undefined|Failed to load script resources/);
  });
});
