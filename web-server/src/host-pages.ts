// The host's prerendered pages and section frames as its server sends them. The build writes them with
// the runtime configuration of its own environment (host/prerender.mjs), but the configuration is the
// server's to choose (`DEMO_ENABLED`, `WHATSAPP_NUMBER`: /config.json, no rebuild). A server whose
// configuration shows otherwise on them (the header's Demo link, the chat button's number) renders them
// again with its own, once, from the same Node build: every page's HTML, before any script runs, then
// agrees with what the app renders (docs/decisions/009-prerendered-sections.md).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadNodeBuild, type HostNodeBuild } from './node-builds.ts';
import { renderHostPages } from './page-composer.ts';
import type { RuntimeConfig } from './runtime-config.ts';
import { FRAMES_DIR, escapeScriptJson } from './section-frames.ts';

/** The host's pages and frames as this server's configuration shows them. */
export interface HostPages {
  frame: (section: string) => Promise<string | null>;
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
 * `dir`: the host's dist folder (its Node build beside it, in dist-prerender); `config`: the runtime
 * configuration the server runs with. Null when the build's files show this configuration already (or it is
 * not the host's build); else a section's frame and a static page (`/quienes-somos`) rendered with it, or
 * null (then the build's file goes).
 */
export function hostPages({
  dir,
  config,
  bundle,
}: {
  dir: string;
  config: RuntimeConfig;
  bundle?: HostNodeBuild;
}): HostPages | null {
  const homeFile = join(dir, 'home.html');
  const bundleFile = join(dir, '..', 'dist-prerender', 'prerender.cjs');
  if (!existsSync(homeFile) || (!bundle && !existsSync(bundleFile))) return null;
  const build = bundle ?? loadNodeBuild<HostNodeBuild>(bundleFile);
  if (typeof build.renderSectionFrames !== 'function' || typeof build.renderedConfigJson !== 'function') return null;
  const shown = shownConfig(readFileSync(homeFile, 'utf8'), build.RENDERED_CONFIG_ID);
  if (shown === escapeScriptJson(build.renderedConfigJson(config))) return null;

  // rendered at once, before the first visitor asks; a render that fails leaves the build's files
  const rendered = renderHostPages({
    template: readFileSync(join(dir, 'index.html'), 'utf8'),
    config,
    bundle: build,
    texts: JSON.parse(readFileSync(join(dir, 'assets', 'i18n', 'es.json'), 'utf8')),
  }).then(
    (files) => new Map(files.map(({ file, path, html }) => [path ?? file, html] as const)),
    (error: unknown) => {
      console.error(`The host's pages go as the build wrote them: ${error instanceof Error ? error.message : error}`);
      return new Map<string, string>();
    },
  );
  return {
    frame: async (section) => (await rendered).get(join(FRAMES_DIR, `${section}.html`)) ?? null,
    page: async (path) => (await rendered).get(path) ?? null,
  };
}
