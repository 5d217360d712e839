// The pages a remote's build writes (tooling/prerender-remote.ts), each route of its Node build rendered
// once for every value it stands for: a `:name` segment and a `?name` query parameter are rendered with a
// value no page would show unless it printed it, and a page that does is refused (it cannot be written
// once for every value). See docs/serving-a-page.md.
import type { PageServer } from './page-servers.ts';
import { parsePageSpec, type SectionPage } from './section-frames.ts';

/** A page as a remote's build writes it (`prerendered/<file>.json`). */
export type WrittenPage = Omit<SectionPage, 'data' | 'start'> & { query: string[] };

/** A value no page would show unless it printed the query parameter it came in. */
const queryValue = (name: string) => `prerender-${name}-value`;

/**
 * The value a path's `:name` segment is rendered with: shaped like the ids in the portal's addresses
 * (UUIDs), so the page renders as for a real one, and never shown by a page that does not print its address.
 */
const PARAMETER_VALUE = '7e5a1b2c-9d3f-4a6b-8c1d-2e4f6a8b0c9d';
const PARAMETER = /^:[a-z][a-z0-9_]*$/i;

/** Each of `server`'s routes as a first-time visitor sees it (call `server.prepare` first). */
export async function renderWrittenPages(server: PageServer): Promise<WrittenPage[]> {
  const pages: WrittenPage[] = [];
  for (const { path, query } of server.routes.map(parsePageSpec)) {
    const search = new URLSearchParams(query.map((name): [string, string] => [name, queryValue(name)])).toString();
    const segments = path.split('/');
    const address = segments.map((segment) => (PARAMETER.test(segment) ? PARAMETER_VALUE : segment)).join('/');
    const { html, styles, title } = await server.render(search ? `${address}?${search}` : address);
    if (segments.some((segment) => PARAMETER.test(segment)) && html.includes(PARAMETER_VALUE)) {
      throw new Error(`${path}: the page shows the value of a segment, so it cannot be written once for every value.`);
    }
    for (const name of query) {
      if (html.includes(queryValue(name))) {
        throw new Error(
          `${path}?${name}: the page shows the value of "${name}", so it cannot be written once for every value.`,
        );
      }
    }
    pages.push({ path, query, title, html, styles });
  }
  return pages;
}
