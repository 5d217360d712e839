// A remote on its own port (`npm run dev:<remote>`, docs/decisions/015): what the host would give it (the
// theme, a router, the alert banner, the runtime configuration and the session) around its routes module.
// Each remote's bootstrap calls `startStandalone`; in the portal the host does all of this instead.
import { Suspense, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { checkAuthentication } from '@soat/shared/auth';
import { loadRuntimeConfig } from '@soat/shared/config';
import { configureHttp } from '@soat/shared/http';
import { initI18n } from '@soat/shared/i18n';
import { BrowserRouter, Navigate, PATHS, Route, Routes } from '@soat/shared/router';
import { AlertBanner, Box, loadGlobalStyles, restoreTheme, UiProvider } from '@soat/shared/ui';

export interface StandaloneOptions {
  /** The remote's translation namespace. */
  namespace: string;
  /** The remote's `./routes` module, as the host mounts it. */
  routes: ComponentType;
  /** Where `/` and `/home` go: the remote's first page. */
  start: string;
  /** Whether it calls the API (its address from /config.json); the demo's mock API runs in the page. */
  api?: boolean;
  /** Whether it follows the session (the stored token checked with the API), as pages with an account do. */
  session?: boolean;
}

/** The shell around a remote's routes; each page's code may arrive later (the host has a boundary of its own). */
export function StandaloneApp({ routes: RemoteRoutes, start }: Pick<StandaloneOptions, 'routes' | 'start'>) {
  return (
    <UiProvider>
      <BrowserRouter>
        <Box as="main" minH="100dvh" bg="bg.subtle">
          <Routes>
            <Route path="/" element={<Navigate to={start} replace />} />
            <Route path={PATHS.home} element={<Navigate to={start} replace />} />
            <Route
              path="/*"
              element={
                <Suspense fallback={null}>
                  <RemoteRoutes />
                </Suspense>
              }
            />
          </Routes>
        </Box>
        <AlertBanner />
      </BrowserRouter>
    </UiProvider>
  );
}

/** Starts the remote alone in the page's `#root`; `publicPath` is its build's (`__webpack_public_path__`). */
export async function startStandalone(options: StandaloneOptions, publicPath: string): Promise<void> {
  const { namespace, routes, start, api = true, session = false } = options;
  restoreTheme();
  const [config] = await Promise.all([
    api ? loadRuntimeConfig() : null,
    initI18n(namespace, publicPath),
    loadGlobalStyles(), // a shell's page is not written by the server: it has no global styles
  ]);
  if (config) configureHttp({ baseUrl: config.apiBaseUrl });
  if (session) void checkAuthentication();
  createRoot(document.getElementById('root') as HTMLElement).render(<StandaloneApp routes={routes} start={start} />);
}
