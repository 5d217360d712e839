import type { RuntimeConfig } from '@soat/shared/config';
import { RouterProvider } from '@soat/shared/router';
import { UiProvider } from '@soat/shared/ui';
import type { PortalRouter } from './router';
import { RuntimeConfigContext } from '../config/runtime-config-context';

/** The portal: theme, runtime configuration and the route table. */
export function App({ config, router }: { config: RuntimeConfig; router: PortalRouter }) {
  return (
    <UiProvider>
      <RuntimeConfigContext value={config}>
        <RouterProvider router={router} />
      </RuntimeConfigContext>
    </UiProvider>
  );
}
