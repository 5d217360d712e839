import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { checkAuthentication, keepSessionAlive } from '@soat/shared/auth';
import { parseRuntimeConfig, type RuntimeConfig } from '@soat/shared/config';
import { configureHttp } from '@soat/shared/http';
import { initI18n } from '@soat/shared/i18n';
import { restoreTheme } from '@soat/shared/ui';
import { App } from './app/app';
import { ConfigError } from './app/config-error';
import { registerPortalRemotes } from './remotes/load-remote';

export async function start(rawConfig: Promise<unknown>): Promise<void> {
  restoreTheme();
  const root = createRoot(document.getElementById('root') as HTMLElement);
  const texts = initI18n('host', __webpack_public_path__);
  let config: RuntimeConfig;
  try {
    config = parseRuntimeConfig(await rawConfig);
  } catch (error) {
    console.error(error);
    await texts;
    root.render(<ConfigError />);
    return;
  }
  configureHttp({ baseUrl: config.apiBaseUrl });
  registerPortalRemotes(config);
  // The session check runs beside the first render, never in front of it.
  void checkAuthentication();
  // Tokens are short lived: renewed while the page stays open, up to the API's absolute limit.
  keepSessionAlive();
  await texts;
  // A transition renders in slices that yield to the browser: the first render
  // (Chakra resolves every style at run time) never blocks input for long.
  startTransition(() => root.render(<App config={config} />));
}
