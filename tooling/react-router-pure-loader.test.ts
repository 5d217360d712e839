// The build-time trim of React Router's production module (run by `npm test` with node:test): it rewrites
// React Router's published source with regular expressions, so these tests fail when that source changes
// shape, before a build quietly stops trimming (or breaks).
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, it } from 'node:test';

import { sharedRequire } from './changed-module.ts';
import pureComponents from './react-router-pure-loader.cjs';

// React Router as the shared library resolves it, and the module webpack-rules.ts gives the loader
const production = join(dirname(sharedRequire.resolve('react-router/package.json')), 'dist', 'production');
const chunks = readdirSync(production).filter((file) => /^chunk-\w+\.mjs$/.test(file));
const sources = chunks.map((file) => readFileSync(join(production, file), 'utf8'));
/** The module that holds the components (the other chunk holds none). */
const library = sources.find((source) => source.includes('var Link = React')) ?? '';
const trimmed = pureComponents(library);

describe('React Router’s components and contexts, each a pure declaration', () => {
  it('finds the library’s module among the production chunks', () => {
    assert.ok(library, `no chunk of ${production} declares Link: has React Router's build changed?`);
  });

  it('marks every top-level component and context it makes as pure (the shape the loader expects)', () => {
    const made = trimmed
      .split('\n')
      .filter((line) => /^var \w+ = .*React\d*\.(forwardRef|createContext|memo)\(/.test(line));
    assert.ok(made.length >= 15, `only ${made.length} components and contexts: has React Router's module changed?`);
    assert.deepEqual(
      made.filter((line) => !line.includes('/* @__PURE__ */')),
      [],
      'declarations the loader did not mark: its regular expression no longer fits React Router’s source',
    );
    for (const component of ['Link', 'NavLink', 'Form'])
      assert.match(trimmed, new RegExp(`^var ${component} = /\\* @__PURE__ \\*/ React\\d*\\.forwardRef\\(`, 'm'));
  });

  it('leaves no top-level name for the developer tools, and nothing else out', () => {
    assert.doesNotMatch(trimmed, /^\w+\.displayName = /m, 'a top-level displayName keeps its component');
    const removed = library.split('\n').filter((line) => !trimmed.includes(line));
    assert.ok(removed.length > 0);
    for (const line of removed)
      assert.match(line, /^(\w+\.displayName = "[^"]*";|var \w+ = React\d*\.(forwardRef|createContext|memo)\(.*)$/);
    // the one top-level assignment the library needs stays
    assert.match(trimmed, /^RenderErrorBoundary\.contextType = /m);
  });
});
