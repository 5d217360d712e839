// The build-time split of Chakra's icons module (run by `npm test` with node:test): it cuts Chakra's
// published source at its top-level declarations, so these tests fail when that source changes shape,
// before a build quietly stops splitting (or breaks).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';

import { chakraFile } from './changed-module.ts';
import splitIcons from './chakra-icons-split-loader.cjs';

// the module webpack-rules.ts gives the loader
const iconsFile = chakraFile('components', 'icons.js');
const source = readFileSync(iconsFile, 'utf8');
const exported = /^export \{([^}]*)\};?\s*$/m
  .exec(source)?.[1]
  ?.split(',')
  .map((name) => name.trim());
const split = (query: string) => splitIcons.call({ resourceQuery: query }, source);

describe('Chakra’s icons, one module each', () => {
  it('re-exports every icon of Chakra’s module from the icon’s own module', () => {
    assert.ok(exported && exported.length >= 15, 'Chakra’s icons no longer end with one export list');
    assert.equal(split(''), exported.map((name) => `export { ${name} } from './icons.js?icon=${name}';\n`).join(''));
  });

  it('gives each icon’s module that icon’s declaration alone, with the module’s imports', () => {
    const header = source.slice(0, source.search(/^const /m));
    const declarations: string[] = [];
    for (const name of exported ?? []) {
      const module = split(`?icon=${name}`);
      assert.ok(module.startsWith(header), name);
      assert.ok(module.endsWith(`export { ${name} };\n`), name);
      const own = module.split('\n').filter((line) => line.startsWith('const '));
      assert.deepEqual(
        own.map((line) => /^const (\w+) = /.exec(line)?.[1]),
        [name],
        name,
      );
      declarations.push(module.slice(module.indexOf(`const ${name} = `), module.lastIndexOf('\n\nexport {')));
    }
    // nothing of Chakra's module lost between the pieces: its declarations, in its order
    const body = source.slice(source.search(/^const /m), source.search(/^export \{/m)).trim();
    const inOrder = [...declarations].sort((a, b) => body.indexOf(a) - body.indexOf(b));
    assert.equal(inOrder.join('\n'), body);
  });
});
