// For the tests: a host build in a temporary folder, as the server finds one beside it.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { asPageServer, type PageServer } from './page-servers.ts';

/** The Spanish texts a test build carries. */
export const TEST_TEXTS = { title: 'Inicio · Portal SOAT' };

/** A test's Node build, from its source (what `dist-prerender/prerender.cjs` holds), as the server takes it. */
export function loadTestBundle(source: string): PageServer {
  const bundle = { exports: {} };
  new Function('exports', source)(bundle.exports);
  return asPageServer(bundle.exports, 'the test’s Node build');
}

/**
 * `<root>/host/dist` with `index.html` and the Spanish texts, and `<root>/host/dist-prerender` with the
 * Node build `source`; answers the dist folder, where the test writes its pages.
 */
export function writeHostBuild(root: string, source: string, template: string): string {
  const dir = join(root, 'host', 'dist');
  mkdirSync(join(dir, 'assets', 'i18n'), { recursive: true });
  // the frames' folder: the host's build writes one frame a section
  mkdirSync(join(dir, 'sections'));
  mkdirSync(join(root, 'host', 'dist-prerender'));
  writeFileSync(join(root, 'host', 'dist-prerender', 'prerender.cjs'), source);
  writeFileSync(join(dir, 'index.html'), template);
  writeFileSync(join(dir, 'assets', 'i18n', 'es.json'), JSON.stringify(TEST_TEXTS));
  return dir;
}
