// Entry of the build-time prerender (tooling/webpack-prerender.cjs bundles it
// for Node; host/prerender.mjs writes the pages). It renders the host's static
// pages and the frame of every remote section with the same components, theme
// and texts as the browser, and collects the styles they use.
// See docs/decisions/005-prerendered-pages.md and 009-prerendered-sections.md.
import type { RuntimeConfig } from '@soat/shared/config';
import type { ReactNode } from 'react';
import { REMOTE_SECTIONS } from '@soat/shared/federation';
import { DEFAULT_LANGUAGE, i18n, initI18nWithTexts, LANGUAGE_KEY, LANGUAGES } from '@soat/shared/i18n';
import { renderMarkup, type PageStyle } from '@soat/shared/prerender';
import { PATHS } from '@soat/shared/router';
import { ACCESS_TOKEN_KEY, sessionStore } from '@soat/shared/session';
import { DEFAULT_THEME, THEME_KEY } from '@soat/shared/ui';
import { App } from '../app/app';
import { preloadHostPage } from '../app/router';
import { remoteForPath } from '../config/remote-sections';
import {
  ratingSummaryOf,
  ServerRatingSummary,
  SUMMARY_DATA_KEY,
  type RatingSummary,
} from '../features/home/rating-summary';
import {
  PRERENDERED_PAGES,
  RENDERED_CONFIG_ID,
  renderedConfig,
  SECTION_FRAME_ATTRIBUTE,
} from '../lib/prerendered-page';
import { SectionLoading } from '../remotes/section-loading';
import { loaderScript } from './loader';

export interface RenderedPage {
  /** Where the page is served, e.g. /home. */
  path: string;
  /** The file it is written to, next to index.html. */
  file: string;
  title: string;
  /** The markup inside #root. */
  body: string;
  /** The page's styles, with the ids emotion needs to take them over in the browser. */
  styles: PageStyle[];
}

export interface RenderedFrame {
  /** The section (first path segment) whose pages the frame holds. */
  section: string;
  /** The markup inside #root, with the section's loading placeholder alone in <main>, where its page goes. */
  body: string;
  styles: PageStyle[];
}

export { RENDERED_CONFIG_ID, SECTION_FRAME_ATTRIBUTE };
export { ratingSummaryOf };

/** The inline script that starts the app (see ./loader.ts). */
export function pageLoaderScript(entry: string): string {
  return loaderScript({
    keys: {
      token: ACCESS_TOKEN_KEY,
      language: LANGUAGE_KEY,
      defaultLanguage: DEFAULT_LANGUAGE,
      theme: THEME_KEY,
      defaultTheme: DEFAULT_THEME,
    },
    entry,
    languages: LANGUAGES,
    sections: REMOTE_SECTIONS,
  });
}

export function renderedConfigJson(config: RuntimeConfig): string {
  return JSON.stringify(renderedConfig(config));
}

/** Everything rendered here is what a first-time visitor sees: Spanish, signed out, default theme. */
async function asFirstTimeVisitor(hostTexts: Record<string, unknown>): Promise<void> {
  await initI18nWithTexts('host', DEFAULT_LANGUAGE, hostTexts);
  sessionStore.setState({ status: 'anonymous', user: null });
}

async function renderAt(
  config: RuntimeConfig,
  path: string,
  { section }: { section?: ReactNode } = {},
  summary: RatingSummary | null = null,
) {
  await preloadHostPage(path);
  return renderMarkup(
    <ServerRatingSummary value={summary}>
      <App config={config} at={path} section={section} />
    </ServerRatingSummary>,
  );
}

/** The host's static pages (home, quienes-somos). */
export async function renderPages(config: RuntimeConfig, hostTexts: Record<string, unknown>): Promise<RenderedPage[]> {
  await asFirstTimeVisitor(hostTexts);
  const pages: RenderedPage[] = [];
  for (const page of PRERENDERED_PAGES) {
    const { html, styles } = await renderAt(config, page.path);
    pages.push({ path: page.path, file: page.file, title: i18n.t(page.titleKey, { ns: 'host' }), body: html, styles });
  }
  return pages;
}

/**
 * /home as the host's server sends it (web-server/src/home-page.ts): with the
 * public rating summary, and the data the browser's first render reads it from
 * (docs/decisions/012-ratings.md, "Summary on the home page").
 */
export async function renderHomePage(
  config: RuntimeConfig,
  hostTexts: Record<string, unknown>,
  summary: RatingSummary,
): Promise<RenderedPage & { data: Record<string, RatingSummary> }> {
  await asFirstTimeVisitor(hostTexts);
  const page = PRERENDERED_PAGES.find((entry) => entry.path === PATHS.home);
  if (!page) throw new Error('/home is no longer a prerendered page.');
  const { html, styles } = await renderAt(config, page.path, undefined, summary);
  const title = i18n.t(page.titleKey, { ns: 'host' });
  return { path: page.path, file: page.file, title, body: html, styles, data: { [SUMMARY_DATA_KEY]: summary } };
}

/**
 * The frame of each section of each remote the configuration enables: the
 * layout with the section's loading placeholder in place of its page, for the
 * server to put the remote's prerendered page in (or to show while it loads).
 */
export async function renderSectionFrames(
  config: RuntimeConfig,
  hostTexts: Record<string, unknown>,
): Promise<RenderedFrame[]> {
  await asFirstTimeVisitor(hostTexts);
  const frames: RenderedFrame[] = [];
  for (const section of Object.keys(REMOTE_SECTIONS)) {
    if (!remoteForPath(`/${section}`, config.demo.enabled)) continue;
    const { html, styles } = await renderAt(config, `/${section}`, { section: <SectionLoading /> });
    frames.push({ section, body: html, styles });
  }
  return frames;
}
