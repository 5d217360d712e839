// The host's Node build (tooling/webpack-prerender.cjs bundles it): the host's
// side of the page-server contract (@soat/shared/page-server), rendered with the
// same components, theme and texts as the browser. It renders the host's static
// pages, /home with the public rating summary its page loader reads, and the frame
// of every remote section; it also gives what every page's document holds around
// the markup (the loader script, the configuration block). See docs/serving-a-page.md.
import type { RuntimeConfig } from '@soat/shared/config';
import type { ReactNode } from 'react';
import { REMOTE_SECTIONS, type PageData } from '@soat/shared/federation';
import { SIGNED_IN_LINKS } from '@soat/shared/links';
import { DEFAULT_LANGUAGE, i18n, initI18nWithTexts, LANGUAGE_KEY, LANGUAGES } from '@soat/shared/i18n';
import type { PageConfig, PageDocument, PageLoader, PageServerSetup, RenderedPage } from '@soat/shared/page-server';
import { renderMarkup } from '@soat/shared/prerender';
import { PATHS } from '@soat/shared/router';
import { ACCESS_TOKEN_KEY, sessionStore } from '@soat/shared/session';
import { DEFAULT_THEME, loadGlobalStyles, THEME_KEY } from '@soat/shared/ui-core';
import { App } from '../app/app';
import { preloadHostPage } from '../app/router';
import { remoteForPath } from '../config/remote-sections';
import {
  RATING_SUMMARY,
  ratingSummaryOf,
  ServerRatingSummary,
  SUMMARY_DATA_KEY,
} from '../features/home/rating-summary';
import {
  PRERENDERED_PAGES,
  RENDERED_CONFIG_ID,
  renderedConfig,
  SECTION_FRAME_ATTRIBUTE,
} from '../lib/prerendered-page';
import { SectionLoading } from '../remotes/section-loading';
import { loaderScript } from './loader';

/** The configuration the pages are rendered with (given by `prepare`). */
let prepared: RuntimeConfig | null = null;

/** The server's /config.json: the same fields as the browser's RuntimeConfig, remotes keyed by the table's ids. */
const asRuntimeConfig = (config: PageConfig) => config as RuntimeConfig;

function preparedConfig(): RuntimeConfig {
  if (!prepared) throw new Error('The host’s Node build renders nothing before prepare().');
  return prepared;
}

/** The host's static pages (home, quienes-somos), /home first: the prerender writes it last. */
export const routes: readonly string[] = PRERENDERED_PAGES.map((page) => page.path);

/**
 * /home with the public rating summary (docs/decisions/012-ratings.md, "Summary on the home page"): the
 * host's server renders it with the summary, and puts it in the page's data for the browser's first render.
 * Nothing to render (the API's answer is no summary): the page goes as the build wrote it.
 */
export const pageLoaders: Readonly<Record<string, PageLoader>> = {
  [PATHS.home]: async ({ get }) => {
    const answer = await get(RATING_SUMMARY);
    const summary = answer.status === 200 ? ratingSummaryOf(answer.body) : null;
    return summary ? { data: { [SUMMARY_DATA_KEY]: summary }, startNow: false } : null;
  },
};

/** Everything rendered here is what a first-time visitor sees: Spanish, signed out, default theme. */
export async function prepare({ texts, config }: PageServerSetup): Promise<void> {
  // the pages carry the global styles the browser then does not build (docs/decisions/022)
  await Promise.all([initI18nWithTexts('host', DEFAULT_LANGUAGE, texts), loadGlobalStyles()]);
  sessionStore.setState({ status: 'anonymous', user: null });
  prepared = asRuntimeConfig(config);
}

async function renderAt(path: string, { section, pageData }: { section?: ReactNode; pageData?: PageData } = {}) {
  await preloadHostPage(path);
  return renderMarkup(
    <ServerRatingSummary value={ratingSummaryOf(pageData?.[SUMMARY_DATA_KEY])}>
      <App config={preparedConfig()} at={path} section={section} />
    </ServerRatingSummary>,
  );
}

/** A page of the host's, titled as its document is (a static page's title from its texts). */
export async function render(address: string, pageData?: PageData): Promise<RenderedPage> {
  const { html, styles, title } = await renderAt(address, { pageData });
  const page = PRERENDERED_PAGES.find((entry) => entry.path === address);
  return { html, styles, title: page ? i18n.t(page.titleKey, { ns: 'host' }) : title };
}

/** What every page's HTML holds around the markup, and the frames of the remotes' sections. */
const pageDocument: PageDocument = {
  configElementId: RENDERED_CONFIG_ID,
  renderedConfigJson: (config) => JSON.stringify(renderedConfig(asRuntimeConfig(config))),
  loaderScript: (entry) =>
    loaderScript({
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
      signedInLinks: SIGNED_IN_LINKS,
      configElementId: RENDERED_CONFIG_ID,
    }),
  frameAttribute: SECTION_FRAME_ATTRIBUTE,
  /**
   * The frame of each section of each remote the configuration enables: the layout with the section's
   * loading placeholder in place of its page, for the server to put the remote's page in.
   */
  async renderFrames() {
    const frames = [];
    for (const section of Object.keys(REMOTE_SECTIONS)) {
      if (!remoteForPath(`/${section}`, preparedConfig().demo.enabled)) continue;
      const { html, styles } = await renderAt(`/${section}`, { section: <SectionLoading /> });
      frames.push({ section, body: html, styles });
    }
    return frames;
  },
};

export { pageDocument as document };
