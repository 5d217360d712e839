import type { ComponentType } from 'react';
import { type PageData, type RemoteName, type RemoteRoutesModule } from '@soat/shared/federation';
import PORTAL_APPS from '@soat/shared/portal-apps.json';
import { configureHttp } from '@soat/shared/http';
import { DEFAULT_LANGUAGE, initI18nWithTexts } from '@soat/shared/i18n';
import { MemoryRouter } from '@soat/shared/router';
import { sessionStore } from '@soat/shared/session';
import { loadGlobalStyles, UiProvider } from '@soat/shared/ui';
import type { PageServer, RenderedPage } from '@soat/shared/page-server';
import { renderMarkup } from './render-page';

/**
 * Spanish texts and a signed-out visitor: what every rendered page is rendered
 * for. On request, also the API's address as browsers reach it, for the links
 * a page renders to it (a policy's certificate, say).
 */
async function prepareRemoteRendering(
  namespace: string,
  texts: Record<string, unknown>,
  apiBaseUrl?: string,
): Promise<void> {
  await Promise.all([initI18nWithTexts(namespace, DEFAULT_LANGUAGE, texts), loadGlobalStyles()]);
  sessionStore.setState({ status: 'anonymous', user: null });
  if (apiBaseUrl) configureHttp({ baseUrl: apiBaseUrl });
}

/** The page at an address inside the providers the host gives a remote's routes. */
function renderAt(Routes: ComponentType<{ pageData?: PageData }>, address: string, pageData?: PageData): RenderedPage {
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
 * A remote's side of the page-server contract (docs/serving-a-page.md), what its
 * Node build exports (tooling/prerender-remote-entry.ts): its `./routes` module's
 * pages and loaders, rendered inside the providers the host gives it. `id`: the
 * remote's id in the portal's table, also its i18n namespace.
 */
export function remotePageServer(id: RemoteName, routesModule: RemoteRoutesModule): PageServer {
  return {
    // without a list of its own, the first page of each of its sections
    routes: routesModule.prerenderedPages ?? PORTAL_APPS.remotes[id].sections.map((section) => `/${section}`),
    pageLoaders: routesModule.pageLoaders ?? {},
    async prepare({ texts, apiBaseUrl }) {
      await Promise.all([
        prepareRemoteRendering(id, texts, apiBaseUrl),
        // pages whose code is fetched page by page render at once once it is all there
        routesModule.preloadPage?.(),
      ]);
    },
    render: async (address, pageData) => renderAt(routesModule.default, address, pageData),
  };
}
