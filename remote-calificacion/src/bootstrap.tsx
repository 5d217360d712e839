import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig } from '@soat/shared/config';
import { configureHttp } from '@soat/shared/http';
import { initI18n } from '@soat/shared/i18n';
import { restoreTheme } from '@soat/shared/ui';
import { StandaloneApp } from './app/standalone-app';
import { CALIFICACION_NAMESPACE } from './lib/namespace';

/** The remote on its own port, with a minimal shell, against the local API. */
async function start(): Promise<void> {
  restoreTheme();
  const [config] = await Promise.all([loadRuntimeConfig(), initI18n(CALIFICACION_NAMESPACE, __webpack_public_path__)]);
  configureHttp({ baseUrl: config.apiBaseUrl });
  createRoot(document.getElementById('root') as HTMLElement).render(<StandaloneApp />);
}

void start();
