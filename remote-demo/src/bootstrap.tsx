import { createRoot } from 'react-dom/client';
import { initI18n } from '@soat/shared/i18n';
import { restoreTheme } from '@soat/shared/ui';
import { StandaloneApp } from './app/standalone-app';
import { DEMO_NAMESPACE } from './lib/namespace';

/** The remote on its own port, with a minimal shell: the demo needs no API (its mock runs in the page). */
async function start(): Promise<void> {
  restoreTheme();
  await initI18n(DEMO_NAMESPACE, __webpack_public_path__);
  createRoot(document.getElementById('root') as HTMLElement).render(<StandaloneApp />);
}

void start();
