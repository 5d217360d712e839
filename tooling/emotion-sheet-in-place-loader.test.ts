// The build-time change to emotion's style sheet module (run by `npm test` with node:test): it rewrites
// emotion's published source, so these tests fail when that source changes shape, before a build quietly
// stops applying it (or breaks). The sheet is run on stand-ins for the head and its style elements.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { pathToFileURL } from 'node:url';

import { importChanged, sharedRequire } from './changed-module.ts';
import sheetInPlace from './emotion-sheet-in-place-loader.cjs';

// the module webpack-rules.ts gives the loader: the one emotion's cache imports, in its browser build
const cacheFile = createRequire(sharedRequire.resolve('@emotion/react')).resolve('@emotion/cache');
const sheetFile = join(createRequire(cacheFile).resolve('@emotion/sheet'), '..', 'emotion-sheet.esm.js');
const changed = sheetInPlace(readFileSync(sheetFile, 'utf8'));

interface Tag {
  name: string;
  parentNode: Head | null;
  readonly nextSibling: Tag | null;
}
interface Head {
  children: Tag[];
  moves: string[];
  insertBefore(tag: Tag, before: Tag | null): void;
}
interface Sheet {
  tags: Tag[];
  hydrate(nodes: Tag[]): void;
}
type SheetModule = { StyleSheet: new (options: { key: string; container: Head; speedy: boolean }) => Sheet };

/** A style element or another, in `parent` if given. */
function element(name: string, parent: Head | null = null): Tag {
  return {
    name,
    parentNode: parent,
    get nextSibling() {
      const siblings = this.parentNode?.children ?? [];
      return siblings[siblings.indexOf(this) + 1] ?? null;
    },
  };
}

/** A head holding `names`, that records every element put into it (a move, for one already in it). */
function headWith(...names: string[]): Head {
  const head: Head = {
    children: [],
    moves: [],
    insertBefore(tag, before) {
      head.moves.push(tag.name);
      if (tag.parentNode === head) head.children.splice(head.children.indexOf(tag), 1);
      head.children.splice(before ? head.children.indexOf(before) : head.children.length, 0, tag);
      tag.parentNode = head;
    },
  };
  head.children = names.map((name) => element(name, head));
  return head;
}

const styleOf = (head: Head, name: string) => head.children.find((child) => child.name === name) as Tag;

describe('emotion’s style sheet, taking the server’s style elements where they are', () => {
  it('takes the style elements already in its container without moving them, in their order', async () => {
    const { StyleSheet } = await importChanged<SheetModule>(sheetFile, changed);
    const head = headWith('frame-style', 'script', 'section-style', 'preload');
    const sheet = new StyleSheet({ key: 'css', container: head, speedy: true });
    sheet.hydrate([styleOf(head, 'frame-style'), styleOf(head, 'section-style')]);
    assert.deepEqual(head.moves, []);
    assert.deepEqual(
      sheet.tags.map((tag) => tag.name),
      ['frame-style', 'section-style'],
    );
    assert.deepEqual(
      head.children.map((child) => child.name),
      ['frame-style', 'script', 'section-style', 'preload'],
    );
  });

  it('where emotion’s own module moves each one to the end of the head', async () => {
    const { StyleSheet } = (await import(pathToFileURL(sheetFile).href)) as SheetModule;
    const head = headWith('frame-style', 'script', 'section-style', 'preload');
    const sheet = new StyleSheet({ key: 'css', container: head, speedy: true });
    sheet.hydrate([styleOf(head, 'frame-style'), styleOf(head, 'section-style')]);
    assert.deepEqual(head.moves, ['frame-style', 'section-style']);
  });

  it('moves them all, as emotion does, when one is elsewhere, so their order stays the page’s', async () => {
    const { StyleSheet } = await importChanged<SheetModule>(sheetFile, changed);
    const head = headWith('frame-style', 'script');
    const elsewhere = element('body-style');
    const sheet = new StyleSheet({ key: 'css', container: head, speedy: true });
    sheet.hydrate([elsewhere, styleOf(head, 'frame-style')]);
    assert.deepEqual(head.moves, ['body-style', 'frame-style']);
    assert.deepEqual(
      head.children.map((child) => child.name),
      ['script', 'body-style', 'frame-style'],
    );
  });

  it('fails the build when emotion’s module no longer has the method it changes', () => {
    assert.throws(() => sheetInPlace('export class StyleSheet {}'), /style sheet module changed/);
  });
});
