// The build-time changes to Chakra's createSystem and its token dictionary that build the system in steps
// (run by `npm test` with node:test): Chakra's modules changed by the loaders, against the modules as published.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { pathToFileURL } from 'node:url';

import { chakraFile, importChanged, writeChanged } from './changed-module.ts';
import systemInSteps from './chakra-system-in-steps-loader.cjs';
import tokensInSteps from './chakra-tokens-in-steps-loader.cjs';

const systemFile = chakraFile('styled-system', 'system.js');
const tokensFile = chakraFile('styled-system', 'token-dictionary.js');

/** What the tests read of a token dictionary. */
interface Dictionary {
  allTokens: { name: string; value: unknown; extensions: Record<string, unknown> }[];
  cssVarMap: Map<string, Map<string, string>>;
  colorPaletteMap: Map<string, Map<string, string>>;
  flatMap: Map<string, string>;
}

/** What the tests read of a system. */
interface System {
  token(path: string): string | undefined;
  css(style: object): object;
  getTokenCss(): object;
  tokens: Dictionary;
}
type CreateSystem = (...configs: object[]) => System;
type StepwiseCreateSystem = CreateSystem & {
  prepare: (...configs: object[]) => object;
  prepareStep: (handle: object) => boolean;
};

/**
 * Chakra's system module as the build changes it; with `tokensChanged`, on the token dictionary as the
 * build changes it too (as the portal's builds do), else on the dictionary as published.
 */
async function changedModule({ tokensChanged = true } = {}) {
  const tokens = tokensChanged ? writeChanged(tokensFile, tokensInSteps(readFileSync(tokensFile, 'utf8'))) : null;
  try {
    const source = systemInSteps(readFileSync(systemFile, 'utf8'));
    return await importChanged<{ createSystem: StepwiseCreateSystem }>(
      systemFile,
      tokens ? source.replace("from './token-dictionary.js'", `from '${tokens.path}'`) : source,
    );
  } finally {
    tokens?.remove();
  }
}

/**
 * Chakra's whole default configuration (every token, semantic token with its dark value, palette) and one of
 * the portal's kind: a palette, semantic tokens with references and a condition, breakpoints.
 */
async function configurations() {
  const { defaultConfig } = await import(pathToFileURL(chakraFile('preset.js')).href);
  const theme = {
    breakpoints: { sm: '600px', md: '960px' },
    tokens: {
      colors: { brand: { 100: { value: '#d9e6ff' }, 700: { value: '#123456' } } } as Record<string, object>,
    },
    semanticTokens: {
      colors: {
        solid: { value: { base: '{colors.brand.700}', _dark: '{colors.brand.100}' } },
        brand: { solid: { value: '{colors.brand.700}' }, muted: { value: '{colors.brand.100}' } },
      },
    },
  };
  return { base: defaultConfig as object, portal: { theme } };
}

/** What a dictionary holds, comparable: every token with its conditions and variables, and its maps. */
const contents = ({ allTokens, cssVarMap, colorPaletteMap, flatMap }: Dictionary) => ({
  tokens: allTokens.map(({ name, value, extensions }) => [name, value, JSON.stringify(extensions)]),
  cssVars: [...cssVarMap].map(([condition, variables]) => [condition, [...variables]]),
  palettes: [...colorPaletteMap].map(([palette, variables]) => [palette, [...variables]]),
  flat: [...flatMap],
});

/** The same system's tokens, dictionary, a style's CSS and the tokens' CSS, from two builds. */
async function assertSameSystem(stepwise: System) {
  const { createSystem: original } = (await import(pathToFileURL(systemFile).href)) as { createSystem: CreateSystem };
  const { base, portal } = await configurations();
  const atOnce = original(base, portal);
  assert.equal(stepwise.token('colors.brand.700'), '#123456');
  assert.equal(stepwise.token('colors.solid'), atOnce.token('colors.solid'));
  assert.deepEqual(contents(stepwise.tokens), contents(atOnce.tokens));
  const style = { color: 'solid', p: { base: 2, md: 4 }, _hover: { bg: 'brand.700' }, colorPalette: 'brand' };
  assert.deepEqual(stepwise.css(style), atOnce.css(style));
  assert.deepEqual(stepwise.getTokenCss(), atOnce.getTokenCss());
}

describe('Chakra’s system, built in steps', () => {
  it('builds, after its first step and the token dictionary’s four, the same system as Chakra’s createSystem builds at once', async () => {
    const { createSystem } = await changedModule();
    const { base, portal } = await configurations();
    const handle = createSystem.prepare(base, portal);
    const answers = [1, 2, 3, 4].map(() => createSystem.prepareStep(handle));
    assert.deepEqual(answers, [true, true, true, false]);
    assert.equal(createSystem.prepareStep(handle), false); // none left
    await assertSameSystem(createSystem(handle));
    // and given the configurations, all at once
    await assertSameSystem(createSystem(base, portal));
  });

  it('takes the token steps left when it is built before they are all taken', async () => {
    const { createSystem } = await changedModule();
    const { base, portal } = await configurations();
    const handle = createSystem.prepare(base, portal);
    createSystem.prepareStep(handle);
    await assertSameSystem(createSystem(handle));
  });

  it('on the token dictionary as published, builds it in the first step and has no step left', async () => {
    const { createSystem } = await changedModule({ tokensChanged: false });
    const { base, portal } = await configurations();
    const handle = createSystem.prepare(base, portal);
    assert.equal(createSystem.prepareStep(handle), false);
    await assertSameSystem(createSystem(handle));
  });

  it('takes the configurations as they are at its first step: a token added after it is not in the system built from it', async () => {
    const { createSystem } = await changedModule();
    const { base, portal } = await configurations();
    const handle = createSystem.prepare(base, portal);
    portal.theme.tokens.colors.late = { value: '#abcdef' };
    assert.equal(createSystem(handle).token('colors.late'), undefined);
    // given the configurations, it is built from them as they are, as Chakra's own
    assert.equal(createSystem(base, portal).token('colors.late'), '#abcdef');
  });

  it('fails the build when Chakra’s createSystem or createTokenDictionary no longer has the lines it changes', () => {
    assert.throws(() => systemInSteps('export function createSystem() {}'), /createSystem changed/);
    assert.throws(() => tokensInSteps('export function createTokenDictionary() {}'), /createTokenDictionary changed/);
  });
});
