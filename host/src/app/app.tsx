import { useState } from 'react';
import type { RuntimeConfig } from '@soat/shared/config';
import { RouterProvider } from '@soat/shared/router';
import { UiProvider } from '@soat/shared/ui';
import { createPortalRouter } from './router';
import { RuntimeConfigContext } from './runtime-config-context';

export function App({ config }: { config: RuntimeConfig }) {
  const [router] = useState(() => createPortalRouter(config));
  return (
    <UiProvider>
      <RuntimeConfigContext value={config}>
        <RouterProvider router={router} />
      </RuntimeConfigContext>
    </UiProvider>
  );
}
