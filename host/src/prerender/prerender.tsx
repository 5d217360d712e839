// Entry of the build-time prerender (tooling/webpack-prerender.cjs bundles it
// for Node; host/prerender.mjs writes the pages). It renders the host's static
// pages with the same components, theme and texts as the browser, and collects
// the styles they use. See docs/decisions/005-prerendered-pages.md.
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { renderToString } from 'react-dom/server';
import type { RuntimeConfig } from '@soat/shared/config';
import { DEFAULT_LANGUAGE, i18n, initI18nWithTexts, LANGUAGE_KEY } from '@soat/shared/i18n';
import { createMemoryRouter } from '@soat/shared/router';
import { ACCESS_TOKEN_KEY, sessionStore } from '@soat/shared/session';
import { DEFAULT_THEME, THEME_KEY } from '@soat/shared/ui';
import { App } from '../app/app';
import { PRERENDERED_PAGES, RENDERED_CONFIG_ID, renderedConfig } from '../lib/prerendered-page';
import { portalRoutes, routerReady } from '../app/router';
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
  css: string;
  styleIds: string[];
}

export { RENDERED_CONFIG_ID };

/** The inline script that starts the app (see ./loader.ts). */
export function pageLoaderScript(entry: string): string {
  return loaderScript(
    {
      token: ACCESS_TOKEN_KEY,
      language: LANGUAGE_KEY,
      defaultLanguage: DEFAULT_LANGUAGE,
      theme: THEME_KEY,
      defaultTheme: DEFAULT_THEME,
    },
    entry,
  );
}

export function renderedConfigJson(config: RuntimeConfig): string {
  return JSON.stringify(renderedConfig(config));
}

/** Renders every prerendered page as a first-time visitor sees it: in Spanish, signed out, default theme. */
export async function renderPages(config: RuntimeConfig, hostTexts: Record<string, unknown>): Promise<RenderedPage[]> {
  await initI18nWithTexts('host', DEFAULT_LANGUAGE, hostTexts);
  sessionStore.setState({ status: 'anonymous', user: null });
  const pages: RenderedPage[] = [];
  for (const page of PRERENDERED_PAGES) {
    const cache = createCache({ key: 'css' });
    const { extractCritical } = createEmotionServer(cache);
    const router = createMemoryRouter(portalRoutes(config), { initialEntries: [page.path] });
    await routerReady(router);
    const body = renderToString(
      <CacheProvider value={cache}>
        <App config={config} router={router} />
      </CacheProvider>,
    );
    const { css, ids } = extractCritical(body);
    pages.push({
      path: page.path,
      file: page.file,
      title: i18n.t(page.titleKey, { ns: 'host' }),
      body,
      css,
      styleIds: ids,
    });
    router.dispose();
  }
  return pages;
}
