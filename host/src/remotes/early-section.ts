import { parseRuntimeConfig } from '@soat/shared/config';
import { remoteForPath } from '../config/remote-sections';
import { isSectionFrame } from '../lib/prerendered-page';
import { registerPortalRemotes, remoteRoutes } from './load-remote';

/**
 * On a section's page, starts loading its remote (entry, routes and the code of the page at the address)
 * as soon as the configuration is known, beside the host's own UI system and app: the host's start then
 * finds them loaded (`remoteReady` reads the same attempt) instead of asking for them once it has
 * started. The page of an emailed link waits for nothing else: docs/serving-a-page.md.
 */
export async function loadSectionEarly(rawConfig: Promise<unknown>): Promise<void> {
  const container = document.getElementById('root');
  if (!container || !isSectionFrame(container)) return;
  let remote;
  try {
    const config = parseRuntimeConfig(await rawConfig);
    remote = remoteForPath(window.location.pathname, config.demo.enabled);
    if (!remote) return;
    registerPortalRemotes(config);
  } catch {
    return; // the host's start reads the configuration again and shows what is wrong with it
  }
  // a failure is the start's to show, as it renders the section
  remoteRoutes(remote, 0).catch(() => undefined);
}
