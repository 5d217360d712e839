// The host's prerendered pages and section frames as its server sends them. The build writes them with
// the runtime configuration of its own environment (host/prerender.mts), but the configuration is the
// server's to choose (`DEMO_ENABLED`, `WHATSAPP_NUMBER`: /config.json, no rebuild). A server whose
// configuration shows otherwise on them (the header's Demo link, the chat button's number) renders them
// again with its own, once, from the same Node build: every page's HTML, before any script runs, then
// agrees with what the app renders (docs/serving-a-page.md).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderHostPages, routeFile } from './page-composer.ts';
import type { PageServer } from './page-servers.ts';
import type { RuntimeConfig } from './runtime-config.ts';
import { FRAMES_DIR, escapeScriptJson } from './section-frames.ts';

/** The host's pages and frames as this server's configuration shows them. */
export interface HostPages {
  /** Null: this configuration has no frame for the section (a disabled remote's); undefined: the build's. */
  frame: (section: string) => Promise<string | null | undefined>;
  page: (path: string) => Promise<string | null>;
}

/** The configuration a page of the build shows (its JSON block `id`), as written there; null if none. */
function shownConfig(html: string, id: string): string | null {
  const start = `<script type="application/json" id="${id}">`;
  const at = html.indexOf(start);
  if (at === -1) return null;
  return html.slice(at + start.length, html.indexOf('</script>', at));
}

/**
 * `dir`: the dist folder of the app that owns the document (the host); `server`: its Node build; `config`:
 * the runtime configuration the server runs with. Null when the build's files show this configuration
 * already; else a section's frame and a page (`/quienes-somos`) rendered with it, or null (then the build's
 * file goes).
 */
export function hostPages({
  dir,
  config,
  server,
}: {
  dir: string;
  config: RuntimeConfig;
  server: PageServer;
}): HostPages | null {
  const { document, routes } = server;
  // the first route's page, the build's last file (a build under way has none yet)
  const first = routes[0] === undefined ? null : join(dir, routeFile(routes[0]));
  if (!document || !first || !existsSync(first)) return null;
  const shown = shownConfig(readFileSync(first, 'utf8'), document.configElementId);
  if (shown === escapeScriptJson(document.renderedConfigJson(config))) return null;

  // rendered at once, before the first visitor asks; a render that fails leaves the build's files
  const rendered = renderHostPages({
    template: readFileSync(join(dir, 'index.html'), 'utf8'),
    config,
    server,
    texts: JSON.parse(readFileSync(join(dir, 'assets', 'i18n', 'es.json'), 'utf8')),
  }).then(
    (files) => new Map(files.map(({ file, path, html }) => [path ?? file, html] as const)),
    (error: unknown) => {
      console.error(`The host's pages go as the build wrote them: ${error instanceof Error ? error.message : error}`);
      return null;
    },
  );
  return {
    frame: async (section) => {
      const files = await rendered;
      return files ? (files.get(join(FRAMES_DIR, `${section}.html`)) ?? null) : undefined;
    },
    page: async (path) => (await rendered)?.get(path) ?? null,
  };
}
