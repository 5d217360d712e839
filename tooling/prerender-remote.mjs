// Writes a remote's prerendered pages after its build (`node ../tooling/prerender-remote.mjs`
// from the remote's folder): each page of its `prerenderedPages` (or the first page of each
// of its sections) as a first-time visitor sees it, to dist/prerendered/<page>.json, with the
// styles it uses and its title. The host's server composes them into its section frames.
// The remote's i18n namespace is its id in the portal's table, its texts public/assets/i18n.
// See docs/decisions/009-prerendered-sections.md.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { apps } from '@soat/web-server/portal-apps';
import { pageFile, parsePageSpec } from '@soat/web-server/section-frames';

const require = createRequire(import.meta.url);

const dir = process.cwd();
const [id, remote] = Object.entries(apps.remotes).find(([, entry]) => entry.folder === basename(dir)) ?? [];
if (!id) throw new Error(`${dir} is not a remote of shared/src/federation/portal-apps.json.`);

const { renderRemotePages, routesModule } = require(join(dir, 'dist-prerender', 'prerender.cjs'));
const texts = JSON.parse(readFileSync(join(dir, 'public', 'assets', 'i18n', 'es.json'), 'utf8'));
const specs = routesModule.prerenderedPages ?? remote.sections.map((section) => `/${section}`);
// pages whose code is fetched page by page render at once once it is all there
await routesModule.preloadPage?.();
const pages = await renderRemotePages({
  routes: routesModule.default,
  pages: specs.map(parsePageSpec),
  namespace: id,
  texts,
});

// resource pages the remote's own server also renders on request, with their data (docs/decisions/011):
// only the query variants a loader names, so a query it does not need (a rating link's token) never
// leaves the host's server
const pageKey = ({ path, query }) => `${path}?${query.join('&')}`;
const rendered = new Set(Object.keys(routesModule.pageLoaders ?? {}).map((spec) => pageKey(parsePageSpec(spec))));
const out = join(dir, 'dist', 'prerendered');
rmSync(out, { recursive: true, force: true });
// a remote may write no page (remote-demo's pages all show data made in the browser)
mkdirSync(out, { recursive: true });
const index = [];
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
