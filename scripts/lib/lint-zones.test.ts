// Every production file sits in a lint zone (issue 43, point 4). A file is covered when the ESLint
// configuration computed for it turns `import-x/no-restricted-paths` on and at least one of its zones
// targets the file, matched as the rule matches it (a glob, or a folder or file that contains it): the
// zone says what the file must not import. Production files are the tracked sources under the `src/` of
// every workspace package that ships (the front ends, the shared library, the API, the web server); tests
// (`*.test.*`), test support (`testing/`, `__mocks__/`), data (JSON, HTML) and what ESLint ignores
// (generated code) are not.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { isAbsolute, join, matchesGlob, relative, resolve } from 'node:path';
import { test } from 'node:test';
import { ESLint, type Linter } from 'eslint';
import { repoRoot } from './paths.ts';

const PACKAGES = /^(host|remote-[\w-]+|shared|api|web-server)\/src\//;
const SOURCE = /\.(ts|tsx|js|mjs|cjs)$/;
const NOT_PRODUCTION = /\.test\.\w+$|\/(testing|__mocks__)\//;
const RULE = 'import-x/no-restricted-paths';

interface Zone {
  target?: string | string[];
  from?: string | string[];
}

const eslint = new ESLint({ cwd: repoRoot });

/** The production files, as paths from the repository's root. */
async function productionFiles(): Promise<string[]> {
  const tracked = execFileSync('git', ['ls-files'], { cwd: repoRoot, encoding: 'utf8' }).split('\n');
  const candidates = tracked.filter((file) => PACKAGES.test(file) && SOURCE.test(file) && !NOT_PRODUCTION.test(file));
  const ignored = await Promise.all(candidates.map((file) => eslint.isPathIgnored(join(repoRoot, file))));
  return candidates.filter((_, i) => !ignored[i]);
}

/** As the rule reads a target: a glob matches the absolute path, a path contains the file (or is it). */
function targets(target: string, file: string): boolean {
  if (/[*?{}[\]!()]/.test(target)) return matchesGlob(file, target);
  const rest = relative(target, file);
  return rest === '' || (!rest.startsWith('..') && !isAbsolute(rest));
}

/** The zones whose target holds the file, in the configuration ESLint computes for it. */
async function zonesOf(file: string): Promise<Zone[]> {
  const absolute = join(repoRoot, file);
  const config = (await eslint.calculateConfigForFile(absolute)) as Linter.Config | undefined;
  const setting = config?.rules?.[RULE];
  if (!Array.isArray(setting) || ![2, 'error'].includes(setting[0] as number | string)) return [];
  const { zones = [], basePath = repoRoot } = (setting[1] ?? {}) as { zones?: Zone[]; basePath?: string };
  return zones.filter((zone) => [zone.target ?? []].flat().some((t) => targets(resolve(basePath, t), absolute)));
}

/** The production files no zone covers. */
export async function filesOutsideZones(files: string[]): Promise<string[]> {
  const zones = await Promise.all(files.map(zonesOf));
  return files.filter((_, i) => zones[i]?.length === 0);
}

test('every production file of every package is covered by a lint zone', async () => {
  const files = await productionFiles();
  assert.ok(files.length > 500, `only ${files.length} production files found`);
  const outside = await filesOutsideZones(files);
  assert.deepEqual(
    outside,
    [],
    `${outside.length} of ${files.length} production files sit in no zone of import-x/no-restricted-paths ` +
      '(tooling/eslint-boundaries.js): add their folder to the layers of its package.',
  );
});

test('a folder no layer names is outside every zone', async () => {
  const newFolder = ['remote-soat/src/unnamed-layer/part.ts', 'api/src/unnamed-layer/part.ts'];
  assert.deepEqual(await filesOutsideZones(newFolder), newFolder);
});
