import type { ReactNode } from 'react';
import type { RuntimeConfig } from '@soat/shared/config';
import { BrowserRouter, MemoryRouter } from '@soat/shared/router';
import { UiProvider } from '@soat/shared/ui-core';
import { PortalRoutes } from './router';
import { RuntimeConfigContext } from '../config/runtime-config-context';

interface AppProps {
  config: RuntimeConfig;
  /** The address the prerender renders; the browser's own address when absent. */
  at?: string;
  /** Stands in for every remote's section (the build-time prerender of the sections' frames). */
  section?: ReactNode;
}

/** The portal: theme, runtime configuration and the route table. */
export function App({ config, at, section }: AppProps) {
  const routes = <PortalRoutes config={config} section={section} />;
  return (
    <UiProvider>
      <RuntimeConfigContext value={config}>
        {at === undefined ? (
          <BrowserRouter>{routes}</BrowserRouter>
        ) : (
          <MemoryRouter initialEntries={[at]}>{routes}</MemoryRouter>
        )}
      </RuntimeConfigContext>
    </UiProvider>
  );
}
