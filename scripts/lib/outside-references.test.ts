// The repository explains itself (issue 43): no tracked file cites a document a clone does not hold. A fact
// the code relies on lives in docs/ with its public source (docs/soat-rules.md, docs/personal-data.md …);
// a reference to a document kept beside the repository (a design handbook, a seed specification, a style
// guide, research notes) or a relative path that climbs out of the repository fails here.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { test } from 'node:test';
import { repoRoot } from './paths.mjs';

/** Between two words of a name: spaces, or a line break with the comment marker that starts the next line. */
const GAP = String.raw`(?:\s|\/\/|^\s*\*|#)+`;

/** How the documents outside the repository were cited: by their names and their section signs. */
const OUTSIDE_DOCUMENTS: readonly RegExp[] = [
  new RegExp(String.raw`\bDESIGN(?:\.md)?${GAP}§`, 'gm'),
  /\bDESIGN\.md\b/g,
  /\bSEED-SPEC\b/g,
  /\bSTYLE\.md\b/g,
  new RegExp(String.raw`\bdomain${GAP}notes\b`, 'gim'),
  /\bhandbook\b/gi,
  /\bsoat-domain\.md\b/g,
];

const SELF = 'scripts/lib/outside-references.test.ts';

/**
 * The relative paths (`../…`) in `text` that name a file (an extension) or a folder inside another, with the
 * number of folders each climbs. A bare `../lib` or `../*` is an import pattern, not a document.
 */
function relativePaths(text: string): { climbs: number; path: string }[] {
  return [...text.matchAll(/(?<![\w.!*])((?:\.\.\/)+)([\w@-][\w@./-]*)/g)]
    .filter(([, , rest]) => /\.[a-z]{1,5}$/i.test(rest!) || rest!.replace(/\/$/, '').includes('/'))
    .map((match) => ({ climbs: match[1]!.length / 3, path: match[0] }));
}

/** The outside references in one file's text: each a `line: what` string. */
export function outsideReferences(file: string, text: string): string[] {
  const found: string[] = [];
  const depth = posix.dirname(file) === '.' ? 0 : posix.dirname(file).split('/').length;
  const lineOf = (offset: number) => text.slice(0, offset).split('\n').length;
  for (const pattern of OUTSIDE_DOCUMENTS) {
    for (const match of text.matchAll(pattern)) found.push(`${lineOf(match.index)}: ${match[0].replace(/\s+/g, ' ')}`);
  }
  text.split('\n').forEach((line, index) => {
    if (/(?<![\w.-])\/work\//.test(line)) found.push(`${index + 1}: an absolute path of this machine`);
    for (const { climbs, path } of relativePaths(line)) {
      // from the file's folder (as code and Markdown links resolve it), or from the root (as a
      // backticked path in prose is written): either way outside the repository
      const fromFile = climbs > depth;
      const fromRoot = line.includes(`\`${path}`) && !exists(join(repoRoot, dirname(file), path));
      if (fromFile || fromRoot) found.push(`${index + 1}: ${path}`);
    }
  });
  found.sort((a, b) => Number.parseInt(a) - Number.parseInt(b));
  return found;
}

function exists(path: string): boolean {
  try {
    readFileSync(path);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EISDIR';
  }
}

test('finds the documents outside the repository and the paths that climb out of it', () => {
  assert.deepEqual(outsideReferences('shared/src/rules/plate.ts', '// Plates (DESIGN §8, domain notes §4.1).'), [
    '1: DESIGN §',
    '1: domain notes',
  ]);
  assert.deepEqual(outsideReferences('api/src/a.ts', "// the spec's SEED-SPEC §7\n// STYLE.md's layers"), [
    '1: SEED-SPEC',
    '2: STYLE.md',
  ]);
  // a name broken over two lines of a comment or of a paragraph
  assert.deepEqual(outsideReferences('shared/src/a.ts', '// Documents (DESIGN §8, domain\n// notes §4.2).'), [
    '1: DESIGN §',
    '1: domain // notes',
  ]);
  assert.deepEqual(outsideReferences('docs/a.md', 'the same source as the domain\n  notes §6.1'), ['1: domain notes']);
  assert.deepEqual(outsideReferences('docs/decisions/010-x.md', 'From `../shared/domain/soat-tariffs.json`.'), [
    '1: ../shared/domain/soat-tariffs.json',
  ]);
  assert.deepEqual(outsideReferences('api/src/a.ts', "import x from '../../../outside/x.js';"), [
    '1: ../../../outside/x.js',
  ]);
  assert.deepEqual(outsideReferences('README.md', 'See /work/shared/DESIGN.md.'), [
    '1: DESIGN.md',
    '1: an absolute path of this machine',
  ]);
});

test('leaves alone what stays inside: relative imports and links to docs/', () => {
  assert.deepEqual(outsideReferences('api/src/routes/x/y.ts', "import { a } from '../../lib/a.js';"), []);
  assert.deepEqual(outsideReferences('docs/decisions/001-x.md', 'See [the rules](../soat-rules.md).'), []);
  assert.deepEqual(outsideReferences('shared/src/rules/soat-tariffs.json', '"Ver soat-domain.md: descuento"'), [
    '1: soat-domain.md',
  ]);
});

test('no tracked file cites a document outside the repository', () => {
  const tracked = execFileSync('git', ['ls-files'], { cwd: repoRoot, encoding: 'utf8' })
    .split('\n')
    .filter((file) => file && file !== SELF && file !== 'pnpm-lock.yaml');
  const found: string[] = [];
  for (const file of tracked) {
    let text: string;
    try {
      text = readFileSync(join(repoRoot, file), 'utf8');
    } catch {
      continue; // listed but absent (a deletion not yet committed)
    }
    if (text.includes('\0')) continue; // binary
    for (const reference of outsideReferences(file, text)) found.push(`${file}:${reference}`);
  }
  assert.deepEqual(
    found,
    [],
    'Files that cite a document outside the repository: bring the fact into docs/ with its public source, or say the rule itself.',
  );
});
