import type { ReactNode } from 'react';
import type { RuntimeConfig } from '@soat/shared/config';
import { createBrowserRouter, Navigate, PATHS, type RouteObject } from '@soat/shared/router';
import { HomePage } from '../features/home/home-page';
import { RemoteSection } from '../remotes/remote-section';
import { Layout } from '../shell/layout';
import { RouteError } from '../shell/route-error';

/**
 * The host's route table: its own pages, then every remote's sections.
 * `section` stands in for every remote's section (the build-time prerender of the sections' frames).
 */
export function portalRoutes(config: RuntimeConfig, { section }: { section?: ReactNode } = {}): RouteObject[] {
  return [
    {
      path: '/',
      element: <Layout />,
      errorElement: <RouteError />,
      children: [
        { index: true, element: <Navigate to={PATHS.home} replace /> },
        // Home is the usual first page: bundled with the shell, not a further request.
        { path: 'home', element: <HomePage /> },
        {
          path: 'quienes-somos',
          lazy: async () => ({ Component: (await import('../features/about/about-page')).AboutPage }),
        },
        // Remote sections, and every unknown path (which goes home).
        { path: '*', element: section ?? <RemoteSection demoEnabled={config.demo.enabled} /> },
      ],
    },
  ];
}

export function createPortalRouter(config: RuntimeConfig) {
  return createBrowserRouter(portalRoutes(config));
}

export type PortalRouter = ReturnType<typeof createPortalRouter>;

/** Resolves once the router has loaded the current route's lazy modules. */
export function routerReady(router: Pick<PortalRouter, 'state' | 'subscribe'>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
