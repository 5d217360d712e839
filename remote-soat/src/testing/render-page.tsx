// Renders a page of this remote as the host would: theme, a router at a URL,
// the alert banner, Spanish texts and an HTTP client pointed at a test API.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { configureHttp } from '@soat/shared/http';
import { initI18nWithTexts } from '@soat/shared/i18n';
import { MemoryRouter, Route, Routes, useLocation } from '@soat/shared/router';
import { AlertBanner, UiProvider } from '@soat/shared/ui';
import es from '../../public/assets/i18n/es.json';
import { SOAT_NAMESPACE } from '../lib/namespace';

export const TEST_API = 'http://api.test/';

/** Spanish texts and the test API; call it in `beforeAll`. */
export async function setUpPage(): Promise<void> {
  await initI18nWithTexts(SOAT_NAMESPACE, 'es', es);
  configureHttp({ baseUrl: TEST_API });
}

/** Where the page has navigated to, for assertions (`screen.getByTestId('location')`). */
function Location() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

/** Renders the page at `at`; `path` is its route's pattern when the page reads its parameters (`…/:idSolicitudSoat`). */
export function renderPage(page: ReactElement, { at = '/', path = '*' }: { at?: string; path?: string } = {}) {
  return render(
    <UiProvider>
      <MemoryRouter initialEntries={[at]}>
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

export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
}

/**
 * Answers every request to the test API with `answer` (a fresh Response each
 * time; it may look at what was sent, and at the request itself for its
 * headers) and records what was sent: method, path and JSON body.
 */
export function mockApi(answer: (sent: SentRequest, request: Request) => Response): SentRequest[] {
  const sent: SentRequest[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    const text = await request.clone().text();
    const entry = {
      method: request.method,
      path: new URL(request.url).pathname,
      body: text ? JSON.parse(text) : undefined,
    };
    sent.push(entry);
    return answer(entry, request);
  });
  return sent;
}
