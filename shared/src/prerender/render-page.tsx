// Renders pages to HTML at build time, in Node (never shipped to browsers): the
// host's static pages and section frames, and each remote's pages. See
// docs/decisions/009-prerendered-sections.md.
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { collectRenderedTitle } from '@soat/shared/i18n';

/** One emotion rule set, with the id the browser's emotion cache knows it by. */
export interface PageStyle {
  id: string;
  css: string;
}

export interface RenderedMarkup {
  html: string;
  /** The styles the markup uses (and the global ones), in insertion order. */
  styles: PageStyle[];
  /** What the page asked for with `useDocumentTitle`, if anything. */
  title: string | null;
}

/** Renders a tree to HTML with the styles it uses and the title it asked for. */
export function renderMarkup(node: ReactNode): RenderedMarkup {
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
