// Renders pages to HTML in Node (never shipped to browsers), at build time and
// on request: the host's pages and section frames, and each remote's pages. See
// docs/serving-a-page.md.
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { collectRenderedTitle } from '@soat/shared/i18n';
import type { RenderedPage } from '@soat/shared/page-server';

/** Renders a tree to HTML with the styles it uses and the title it asked for. */
export function renderMarkup(node: ReactNode): RenderedPage {
  const cache = createCache({ key: 'css' });
  const { extractCritical } = createEmotionServer(cache);
  const { result: html, title } = collectRenderedTitle(() =>
    renderToString(<CacheProvider value={cache}>{node}</CacheProvider>),
  );
  const { ids } = extractCritical(html);
  // with the server instance the cache keeps each rule set's text
  const styles = ids.map((id) => ({ id, css: String(cache.inserted[id]) }));
  return { html, styles, title };
}
