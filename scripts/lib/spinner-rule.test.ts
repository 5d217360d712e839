// The lint rule that keeps a named spinner a status (eslint.config.js): axe's aria-prohibited-attr refuses a
// name on a span without a role, and Chakra's Spinner is a span.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { ESLint } from 'eslint';
import { repoRoot } from './paths.ts';

const eslint = new ESLint({ cwd: repoRoot });

/** The lines of `code` (a front end's file) the rule reports. */
async function reported(code: string): Promise<number[]> {
  const [result] = await eslint.lintText(code, { filePath: join(repoRoot, 'host/src/shell/account-area.tsx') });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-syntax' && message.message.startsWith('A Spinner'))
    .map((message) => message.line);
}

test('a spinner named without a role, or with none or presentation, is refused; one named as a status is not', async () => {
  const code = [
    "import { Spinner } from '@soat/shared/ui-core';",
    'export const A = () => <Spinner aria-label="Cargando" />;',
    'export const B = () => <Spinner aria-labelledby="titulo" />;',
    'export const C = () => <Spinner role="presentation" aria-label="Cargando" />;',
    'export const D = () => <Spinner role="status" aria-label="Cargando" />;',
    'export const E = () => <Spinner role="status" aria-labelledby="titulo" />;',
    'export const F = () => <Spinner size="sm" />;',
  ].join('\n');
  assert.deepEqual(await reported(code), [2, 3, 4]);
});
