// Writes a remote's prerendered pages after its build (`node ../tooling/prerender-remote.ts` from the
// remote's folder), with its Node build (dist-prerender/prerender.cjs, the page-server contract): each of
// its routes as a first-time visitor sees it, to dist/prerendered/<page>.json, with the styles it uses and
// its title. The host's server composes them into its section frames. See docs/serving-a-page.md.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { loadPageServer } from '@soat/web-server/page-servers';
import { runtimeConfig } from '@soat/web-server/runtime-config';
import { pageFile, parsePageSpec, type IndexedPage, type PageKey } from '@soat/web-server/section-frames';
import { renderWrittenPages } from '@soat/web-server/written-pages';

const dir = process.cwd();
const server = loadPageServer(join(dir, 'dist'));
const texts = JSON.parse(readFileSync(join(dir, 'public', 'assets', 'i18n', 'es.json'), 'utf8')) as Record<
  string,
  unknown
>;
await server.prepare({ texts, config: runtimeConfig(process.env) });
const pages = await renderWrittenPages(server);

// resource pages the remote's own server also renders on request, with their data: only the query
// variants a loader names, so a query it does not need (a rating link's token) never leaves the host's server
const pageKey = ({ path, query }: PageKey) => `${path}?${query.join('&')}`;
const rendered = new Set(Object.keys(server.pageLoaders).map((spec) => pageKey(parsePageSpec(spec))));
const out = join(dir, 'dist', 'prerendered');
rmSync(out, { recursive: true, force: true });
// a remote may write no page (remote-demo's pages all show data made in the browser)
mkdirSync(out, { recursive: true });
const index: IndexedPage[] = [];
for (const page of pages) {
  const file = pageFile(page);
  if (!file) throw new Error(`${page.path} cannot be a prerendered page's file name.`);
  mkdirSync(dirname(join(out, file)), { recursive: true });
  writeFileSync(join(out, file), JSON.stringify(page));
  index.push({ path: page.path, query: page.query, file, ...(rendered.has(pageKey(page)) && { render: true }) });
  console.log(
    `Prerendered ${page.path}${page.query.length ? `?${page.query.join('&')}` : ''} → dist/prerendered/${file}`,
  );
}
// written last: the build counts as complete once it exists (scripts/lib/build.ts)
writeFileSync(join(out, 'index.json'), JSON.stringify({ pages: index }, null, 2));
