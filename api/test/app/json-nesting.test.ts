import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { jsonNestingDepth } from '../../src/lib/json-nesting.js';

describe('JSON nesting depth', () => {
  it('counts arrays and objects, not scalars', () => {
    assert.equal(jsonNestingDepth('1'), 0);
    assert.equal(jsonNestingDepth('{}'), 1);
    assert.equal(jsonNestingDepth('{"a":[1,{"b":[]}],"c":{}}'), 4);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    assert.equal(jsonNestingDepth('{"a":"[[[{{{"}'), 1);
    assert.equal(jsonNestingDepth('{"a":"\\"[[[","b":"\\\\"}'), 1);
  });

  it('measures 100,000 levels without recursion and stops early past a limit', () => {
    const deep = '['.repeat(100_000) + ']'.repeat(100_000);
    assert.equal(jsonNestingDepth(deep), 100_000);
    assert.equal(jsonNestingDepth(deep, 20), 21);
  });
});
