// The stand-in for Chakra's select recipe where its native select's recipe imports it (third-party-trims.ts,
// run by `npm test` with node:test): it must hold what the native select reads, as Chakra has it.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, it } from 'node:test';

import { chakraFile } from './changed-module.ts';
import { selectSlotRecipe as standIn } from './chakra-select-for-native-select.mjs';

const recipes = chakraFile('theme', 'recipes');
const nativeSelect = readFileSync(join(recipes, 'native-select.js'), 'utf8');
const { selectSlotRecipe } = (await import(pathToFileURL(join(recipes, 'select.js')).href)) as {
  selectSlotRecipe: typeof standIn;
};

describe('the select recipe as the native select reads it', () => {
  it('reads nothing of the select recipe but three variants’ trigger styles and the default variants', () => {
    const reads = nativeSelect.match(/selectSlotRecipe\.[\w?.]+/g) ?? [];
    assert.deepEqual([...new Set(reads)].sort(), [
      'selectSlotRecipe.defaultVariants',
      'selectSlotRecipe.variants?.variant.ghost.trigger',
      'selectSlotRecipe.variants?.variant.outline.trigger',
      'selectSlotRecipe.variants?.variant.subtle.trigger',
    ]);
  });

  it('holds those as Chakra’s select recipe has them', () => {
    for (const variant of ['outline', 'subtle', 'ghost'] as const) {
      assert.deepEqual(standIn.variants.variant[variant].trigger, selectSlotRecipe.variants.variant[variant].trigger);
    }
    assert.deepEqual(standIn.defaultVariants, selectSlotRecipe.defaultVariants);
  });
});
