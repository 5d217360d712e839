// For the tests: a host build in a temporary folder, as the server finds one beside it.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { HostNodeBuild } from './node-builds.ts';

/** The Spanish texts a test build carries. */
export const TEST_TEXTS = { title: 'Inicio · Portal SOAT' };

/** A test's Node build of the host, from its source (what `dist-prerender/prerender.cjs` holds). */
export function loadTestBundle(source: string): HostNodeBuild {
  const bundle = { exports: {} as HostNodeBuild };
  new Function('exports', source)(bundle.exports);
  return bundle.exports;
}

/**
 * `<root>/host/dist` with `index.html` and the Spanish texts, and `<root>/host/dist-prerender` with the
 * Node build `source`; answers the dist folder, where the test writes its pages.
 */
export function writeHostBuild(root: string, source: string, template: string): string {
  const dir = join(root, 'host', 'dist');
  mkdirSync(join(dir, 'assets', 'i18n'), { recursive: true });
  mkdirSync(join(root, 'host', 'dist-prerender'));
  writeFileSync(join(root, 'host', 'dist-prerender', 'prerender.cjs'), source);
  writeFileSync(join(dir, 'index.html'), template);
  writeFileSync(join(dir, 'assets', 'i18n', 'es.json'), JSON.stringify(TEST_TEXTS));
  return dir;
}
