import type { ComponentType } from 'react';
import type { PageData } from '@soat/shared/federation';
import { configureHttp } from '@soat/shared/http';
import { DEFAULT_LANGUAGE, initI18nWithTexts } from '@soat/shared/i18n';
import { MemoryRouter } from '@soat/shared/router';
import { sessionStore } from '@soat/shared/session';
import { UiProvider } from '@soat/shared/ui';
import { renderMarkup, type RenderedMarkup } from './render-page';
import type { PrerenderedPageKey, PrerenderedSectionPage } from './section-pages';

export interface RemotePagesInput {
  /** The remote's `./routes` component. */
  routes: ComponentType<{ pageData?: PageData }>;
  pages: readonly PrerenderedPageKey[];
  /** The remote's i18n namespace and its Spanish texts. */
  namespace: string;
  texts: Record<string, unknown>;
}

/** A value no page would show unless it printed the query parameter it came in. */
const queryValue = (name: string) => `prerender-${name}-value`;

/**
 * The value a path's `:name` segment is rendered with: shaped like the ids in
 * the portal's addresses (UUIDs), so the page renders as for a real one, and
 * never shown by a page that does not print its address.
 */
const PARAMETER_VALUE = '7e5a1b2c-9d3f-4a6b-8c1d-2e4f6a8b0c9d';
const PARAMETER = /^:[a-z][a-z0-9_]*$/i;

/**
 * Spanish texts and a signed-out visitor: what every rendered page is rendered
 * for. On request, also the API's address as browsers reach it, for the links
 * a page renders to it (a policy's certificate, say).
 */
export async function prepareRemoteRendering(
  namespace: string,
  texts: Record<string, unknown>,
  apiBaseUrl?: string,
): Promise<void> {
  await initI18nWithTexts(namespace, DEFAULT_LANGUAGE, texts);
  sessionStore.setState({ status: 'anonymous', user: null });
  if (apiBaseUrl) configureHttp({ baseUrl: apiBaseUrl });
}

/** The page at an address inside the providers the host gives a remote's routes. */
function renderAt(Routes: RemotePagesInput['routes'], address: string, pageData?: PageData): RenderedMarkup {
  const rendered = renderMarkup(
    <UiProvider>
      <MemoryRouter initialEntries={[address]}>
        <Routes pageData={pageData} />
      </MemoryRouter>
    </UiProvider>,
  );
  // Until the app runs, a form is sent by the browser itself if the page's loader cannot stop it
  // (scripts off): by POST, never with the fields (a password among them) in the address.
  return { ...rendered, html: rendered.html.replace(/<form(?![^>]*\smethod=)/g, '<form method="post"') };
}

/**
 * One page rendered on request by the remote's own server, with the data its
 * loader read (docs/decisions/011): call prepareRemoteRendering once first.
 */
export function renderRemotePage(routes: RemotePagesInput['routes'], address: string, pageData: PageData) {
  return renderAt(routes, address, pageData);
}

/**
 * Renders a remote's pages as a first-time visitor sees them inside the portal:
 * Spanish, signed out, default theme, with the providers the host gives it.
 */
export async function renderRemotePages({
  routes: Routes,
  pages,
  namespace,
  texts,
}: RemotePagesInput): Promise<PrerenderedSectionPage[]> {
  await prepareRemoteRendering(namespace, texts);
  return pages.map(({ path, query }) => {
    const search = new URLSearchParams(query.map((name) => [name, queryValue(name)])).toString();
    const pattern = path.split('/').some((segment) => PARAMETER.test(segment));
    const address = path
      .split('/')
      .map((segment) => (PARAMETER.test(segment) ? PARAMETER_VALUE : segment))
      .join('/');
    const { html, styles, title } = renderAt(Routes, search ? `${address}?${search}` : address);
    if (pattern && html.includes(PARAMETER_VALUE)) {
      throw new Error(`${path}: the page shows the value of a segment, so it cannot be written once for every value.`);
    }
    for (const name of query) {
      if (html.includes(queryValue(name))) {
        throw new Error(
          `${path}?${name}: the page shows the value of "${name}", so it cannot be written once for every value.`,
        );
      }
    }
    return { path, query, title, html, styles };
  });
}
