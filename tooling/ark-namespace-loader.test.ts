// The build-time rewrite of Ark UI's namespace modules (run by `npm test` with node:test): it reads Ark's
// published source with regular expressions, so these tests fail when that source changes shape, before
// a build quietly stops trimming (or breaks).
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, existsSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, it } from 'node:test';
import { pathToFileURL } from 'node:url';

import { sharedRequire } from './changed-module.ts';
import arkNamespace from './ark-namespace-loader.cjs';

// Ark as Chakra (which the shared library resolves) resolves it
const chakraRequire = createRequire(sharedRequire.resolve('@chakra-ui/react/package.json'));
const arkComponents = join(dirname(chakraRequire.resolve('@ark-ui/react/package.json')), 'dist', 'components');
const namespaceFile = (part: string) => join(arkComponents, part, `${part}.js`);
const rewrite = (file: string, query: string) =>
  arkNamespace.call({ resourcePath: file, resourceQuery: query }, readFileSync(file, 'utf8'));

/** The rewritten module and its `?parts`, importable from a folder of their own (Ark's imports resolved). */
async function rewrittenModule(part: string) {
  const file = namespaceFile(part);
  const folder = mkdtempSync(join(tmpdir(), 'ark-namespace-'));
  const resolved = (code: string) =>
    code.replace(
      /from "(\.[^"]+)"/g,
      (_match, request) => `from "${pathToFileURL(join(dirname(file), request)).href}"`,
    );
  writeFileSync(join(folder, 'parts.mjs'), resolved(rewrite(file, '?parts')));
  writeFileSync(join(folder, 'module.mjs'), rewrite(file, '').replaceAll(`./${part}.js?parts`, './parts.mjs'));
  return import(pathToFileURL(join(folder, 'module.mjs')).href);
}

describe('Ark’s namespaces as module namespaces', () => {
  it('rewrites every namespace module of Ark’s (the shape the loader expects)', () => {
    const namespaces = readdirSync(arkComponents).filter(
      (part) => existsSync(namespaceFile(part)) && readFileSync(namespaceFile(part), 'utf8').includes('__exportAll('),
    );
    assert.ok(namespaces.includes('field'), 'Ark’s field namespace no longer built with __exportAll');
    const untouched = namespaces.filter(
      (part) => rewrite(namespaceFile(part), '') === readFileSync(namespaceFile(part), 'utf8'),
    );
    assert.deepEqual(untouched, [], 'namespaces the loader left as they were: Ark’s source changed shape');
  });

  it('exports the same parts, and the namespace with the same parts, as Ark’s own module', async () => {
    for (const part of ['field', 'checkbox', 'menu']) {
      const original = await import(pathToFileURL(namespaceFile(part)).href);
      const changed = await rewrittenModule(part);
      assert.deepEqual(Object.keys(changed).sort(), Object.keys(original).sort(), part);
      const namespace = `${part}_exports`;
      assert.deepEqual(Object.keys(changed[namespace]).sort(), Object.keys(original[namespace]).sort(), part);
      for (const key of Object.keys(original[namespace])) {
        assert.equal(changed[namespace][key], original[namespace][key], `${part}.${key}`);
      }
    }
  });
});
