import { Suspense } from 'react';
import { BrowserRouter, Navigate, PATHS, Route, Routes } from '@soat/shared/router';
import { AlertBanner, Box, UiProvider } from '@soat/shared/ui';
import SoatRoutes from '../exposes/routes';

/** What the host would provide: the theme, a router and the alert banner. */
export function StandaloneApp() {
  return (
    <UiProvider>
      <BrowserRouter>
        <Box as="main" minH="100dvh" bg="bg.subtle">
          <Routes>
            <Route path={PATHS.home} element={<Navigate to={PATHS.tarifas} replace />} />
            <Route
              path="/*"
              element={
                // each page's code is fetched when it is shown (the host has a boundary of its own)
                <Suspense fallback={null}>
                  <SoatRoutes />
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
