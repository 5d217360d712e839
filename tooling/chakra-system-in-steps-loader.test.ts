// The build-time change to Chakra's createSystem that builds it in two steps (run by `npm test` with
// node:test): Chakra's module changed by the loader, against the module as published.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { pathToFileURL } from 'node:url';

import { chakraFile, importChanged } from './changed-module.ts';
import systemInSteps from './chakra-system-in-steps-loader.cjs';

const systemFile = chakraFile('styled-system', 'system.js');

/** What the tests read of a system. */
interface System {
  token(path: string): string | undefined;
  css(style: object): object;
  getTokenCss(): object;
}
type CreateSystem = (...configs: object[]) => System;

const changedModule = () =>
  importChanged<{ createSystem: CreateSystem & { prepare: (...configs: object[]) => object } }>(
    systemFile,
    systemInSteps(readFileSync(systemFile, 'utf8')),
  );

/** Chakra's base configuration and one of the portal's kind: a token, a semantic token, a breakpoint. */
async function configurations() {
  const { defaultBaseConfig } = await import(pathToFileURL(chakraFile('preset-base.js')).href);
  const theme = {
    breakpoints: { sm: '600px', md: '960px' },
    tokens: { colors: { brand: { 700: { value: '#123456' } } } as Record<string, object> },
    semanticTokens: { colors: { solid: { value: '{colors.brand.700}' } } },
  };
  return { base: defaultBaseConfig as object, portal: { theme } };
}

describe('Chakra’s system, built in two steps', () => {
  it('builds from its first step the same system as Chakra’s createSystem builds at once', async () => {
    const { createSystem } = await changedModule();
    const { createSystem: original } = (await import(pathToFileURL(systemFile).href)) as { createSystem: CreateSystem };
    const { base, portal } = await configurations();

    const stepwise = createSystem(createSystem.prepare(base, portal));
    const atOnce = original(base, portal);
    assert.equal(stepwise.token('colors.brand.700'), '#123456');
    assert.equal(stepwise.token('colors.solid'), atOnce.token('colors.solid'));
    const style = { color: 'solid', p: { base: 2, md: 4 }, _hover: { bg: 'brand.700' } };
    assert.deepEqual(stepwise.css(style), atOnce.css(style));
    assert.deepEqual(stepwise.getTokenCss(), atOnce.getTokenCss());
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

  it('fails the build when Chakra’s createSystem no longer has the lines it changes', () => {
    assert.throws(() => systemInSteps('export function createSystem() {}'), /createSystem changed/);
  });
});
