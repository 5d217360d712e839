// Every file or folder a decision record cites exists (issue 25): a path in backticks with an extension
// or a final slash is found from the repository's root, as the end of exactly one tracked path (ADRs write
// `app/shutdown.test.ts` inside the package they are about). Build output (dist/, .bench/ …), patterns
// (`*`, `<app>`) and paths outside the repository (`../…`, which `outside-references.test.ts` forbids) are not checked.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { repoRoot } from './paths.mjs';

const decisions = join(repoRoot, 'docs', 'decisions');
const tracked = execFileSync('git', ['ls-files'], { cwd: repoRoot, encoding: 'utf8' }).split('\n').filter(Boolean);
const trackedFolders = new Set(
  tracked.flatMap((file) =>
    file
      .split('/')
      .slice(0, -1)
      .map((_, i, parts) => `${parts.slice(0, i + 1).join('/')}/`),
  ),
);
const GENERATED =
  /^(dist|dist-prerender|dist-stats|prerendered|\.bench|\.tools|node_modules|coverage)\/|\/(dist|dist-prerender|dist-stats|prerendered)\//;

/** The paths a record cites: backticked, with a slash, and with an extension or a final slash. */
export function citedPaths(markdown) {
  const paths = new Set();
  for (const [, token] of markdown.matchAll(/`([^`\s]+)`/g)) {
    if (!token.includes('/') || /[*<>{}$:]|^[@/~]|^\.\.\//.test(token)) continue;
    if (/\.[a-z]{1,5}$/i.test(token) || token.endsWith('/')) paths.add(token.replace(/^\.\//, ''));
  }
  return [...paths];
}

function exists(path) {
  if (GENERATED.test(path)) return true;
  if (existsSync(join(repoRoot, path))) return true;
  const ends = path.endsWith('/')
    ? [...trackedFolders].filter((folder) => folder.endsWith(`/${path}`))
    : tracked.filter((file) => file.endsWith(`/${path}`));
  return ends.length > 0;
}

test('finds the paths a record cites, and only paths', () => {
  assert.deepEqual(
    citedPaths(
      '`api/src/app.ts`, `host/src/`, `/soat/api/v1/tarifas`, `node:test`, `a/b`, `<app>/dist/x.js`, `@soat/shared/ui`',
    ),
    ['api/src/app.ts', 'host/src/'],
  );
});

test('every file and folder a decision record cites exists', () => {
  const missing = [];
  for (const name of readdirSync(decisions).filter((file) => file.endsWith('.md'))) {
    const text = readFileSync(join(decisions, name), 'utf8');
    for (const path of citedPaths(text)) if (!exists(path)) missing.push(`${name}: ${path}`);
  }
  assert.deepEqual(
    missing,
    [],
    'Paths cited by docs/decisions that do not exist: fix the record, or say what replaced the file.',
  );
});

test('the index lists every record', () => {
  const index = readFileSync(join(decisions, 'README.md'), 'utf8');
  const records = readdirSync(decisions).filter((file) => /^\d{3}-.*\.md$/.test(file) && !file.startsWith('000-'));
  assert.deepEqual(
    records.filter((file) => !index.includes(`](${file})`)),
    [],
    'Records missing from docs/decisions/README.md',
  );
});
