import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { checkAuthentication, keepSessionAlive } from '@soat/shared/auth';
import { parseRuntimeConfig, type RuntimeConfig } from '@soat/shared/config';
import { configureHttp } from '@soat/shared/http';
import { initI18n } from '@soat/shared/i18n';
import { restoreTheme } from '@soat/shared/ui';
import { App } from './app/app';
import { ConfigError } from './app/config-error';
import { canHydrate, markAppStarted } from './lib/prerendered-page';
import { createPortalRouter, routerReady } from './app/router';
import { registerPortalRemotes } from './remotes/load-remote';

export async function start(rawConfig: Promise<unknown>): Promise<void> {
  restoreTheme();
  const container = document.getElementById('root') as HTMLElement;
  const texts = initI18n('host', __webpack_public_path__);
  let config: RuntimeConfig;
  try {
    config = parseRuntimeConfig(await rawConfig);
  } catch (error) {
    console.error(error);
    await texts;
    createRoot(container).render(<ConfigError />);
    return;
  }
  configureHttp({ baseUrl: config.apiBaseUrl });
  registerPortalRemotes(config);
  // The session check runs beside the first render, never in front of it.
  void checkAuthentication();
  // Tokens are short lived: renewed while the page stays open, up to the API's absolute limit.
  keepSessionAlive();
  const router = createPortalRouter(config);
  await Promise.all([texts, routerReady(router)]);
  const app = <App config={config} router={router} />;
  markAppStarted();
  // A page prerendered at build time is taken over as it is: same markup, same
  // styles, focus and scroll kept (docs/decisions/005-prerendered-pages.md).
  if (canHydrate(container, config)) {
    hydrateRoot(container, app);
    return;
  }
  // A transition renders in slices that yield to the browser: the first render
  // (Chakra resolves every style at run time) never blocks input for long.
  startTransition(() => createRoot(container).render(app));
}
