import type { ReactNode } from 'react';
import type { RuntimeConfig } from '@soat/shared/config';
import { lazyPage, matchPath, Navigate, PATHS, Route, Routes } from '@soat/shared/router';
import { loadHomePage } from '../features/home/home-page-code';
import { RemoteSection } from '../remotes/remote-section';
import { Layout } from '../shell/layout';
import { RouteErrorBoundary } from '../shell/route-error';

// /home's code is its own chunk too, which the start asks for beside the bootstrap's when the page is /home
// (features/home/home-page-code.ts): every other page used to fetch it with the app.
const HomePage = lazyPage(loadHomePage);
// Its own chunk: few visitors read it, and /home is the usual first page.
const AboutPage = lazyPage(() => import('../features/about/about-page').then((page) => page.AboutPage));

/**
 * The host's route table: its own pages, then every remote's sections (declarative routes, which
 * keep the shared router small: docs/decisions/021).
 * `section` stands in for every remote's section (the build-time prerender of the sections' frames).
 */
export function PortalRoutes({ config, section }: { config: RuntimeConfig; section?: ReactNode }) {
  return (
    <RouteErrorBoundary>
      <Routes>
        <Route path="/" element={<Layout />}>
          <Route index element={<Navigate to={PATHS.home} replace />} />
          {/* Home is the usual first page: its code is asked for with the start's (host/src/index.ts). */}
          <Route path="home" element={<HomePage />} />
          <Route path="quienes-somos" element={<AboutPage />} />
          {/* Remote sections, and every unknown path (which goes home). */}
          <Route path="*" element={section ?? <RemoteSection demoEnabled={config.demo.enabled} />} />
        </Route>
      </Routes>
    </RouteErrorBoundary>
  );
}

/**
 * Fetches the code of the host's page at `path` before the first render, so a page
 * prerendered at build time is taken over in one commit, never through a loading state.
 */
export function preloadHostPage(path: string): Promise<void> {
  if (matchPath(PATHS.home, path)) return HomePage.preload();
  return matchPath(PATHS.quienesSomos, path) ? AboutPage.preload() : Promise.resolve();
}
