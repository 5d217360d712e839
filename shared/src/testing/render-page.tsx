// Renders a remote's page as the host would: theme, a router at a URL, the
// alert banner, Spanish texts and an HTTP client pointed at a test API.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { configureHttp } from '@soat/shared/http';
import { initI18nWithTexts } from '@soat/shared/i18n';
import { MemoryRouter, Route, Routes, useLocation } from '@soat/shared/router';
import { AlertBanner, UiProvider } from '@soat/shared/ui';
import { TEST_API } from './test-api';

/** A remote's Spanish texts under its namespace, and the test API; call it in `beforeAll`. */
export async function setUpRemotePage(namespace: string, texts: Record<string, unknown>): Promise<void> {
  await initI18nWithTexts(namespace, 'es', texts);
  configureHttp({ baseUrl: TEST_API });
}

/** Where the page has navigated to, for assertions (`screen.getByTestId('location')`). */
function Location() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

/** Renders the page at `at`; `path` is its route's pattern when the page reads its parameters (`…/:id`). */
const entryWithState = (at: string, state: unknown) => {
  const { pathname, search } = new URL(at, 'http://localhost');
  return { pathname, search, state };
};

export function renderPage(
  page: ReactElement,
  {
    at = '/',
    path = '*',
    state,
  }: { at?: string; path?: string; /** The history entry's state. */ state?: unknown } = {},
) {
  return render(
    <UiProvider>
      <MemoryRouter initialEntries={[state === undefined ? at : entryWithState(at, state)]}>
        <Routes>
          <Route path={path} element={page} />
          {path !== '*' && <Route path="*" element={null} />}
        </Routes>
        <Location />
      </MemoryRouter>
      <AlertBanner />
    </UiProvider>,
  );
}
