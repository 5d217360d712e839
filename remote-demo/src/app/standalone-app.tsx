import { BrowserRouter, Navigate, PATHS, Route, Routes } from '@soat/shared/router';
import { AlertBanner, Box, UiProvider } from '@soat/shared/ui';
import DemoRoutes from '../exposes/routes';

/** What the host would provide: the theme, a router and the alert banner. */
export function StandaloneApp() {
  return (
    <UiProvider>
      <BrowserRouter>
        <Box as="main" minH="100dvh" bg="bg.subtle">
          <Routes>
            <Route path="/" element={<Navigate to={PATHS.demo} replace />} />
            <Route path="/*" element={<DemoRoutes />} />
          </Routes>
        </Box>
        <AlertBanner />
      </BrowserRouter>
    </UiProvider>
  );
}
