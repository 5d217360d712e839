import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RuntimeConfig } from '@soat/shared/config';
import { REMOTE_CONTAINERS, REMOTE_NAMES, type RemoteName, type RemoteRoutesModule } from '@soat/shared/federation';
import { loadRegisteredNamespaces } from '@soat/shared/i18n';
import { httpConfigured } from '../lib/api-client';
import { preloadedManifests } from './preloaded-manifests';

let remoteEntries: Record<RemoteName, string> | null = null;

/** Registers every remote's manifest URL from the runtime configuration (no rebuild to change them). */
export function registerPortalRemotes(config: RuntimeConfig): void {
  remoteEntries = config.remotes;
  registerPlugins([preloadedManifests()]);
  registerRemotes(
    REMOTE_NAMES.map((remote) => ({
      name: REMOTE_CONTAINERS[remote],
      entry: config.remotes[remote],
    })),
  );
}

async function loadRoutes(remote: RemoteName, retry: boolean): Promise<RemoteRoutesModule> {
  if (retry && remoteEntries) {
    registerRemotes([{ name: REMOTE_CONTAINERS[remote], entry: remoteEntries[remote] }], { force: true });
  }
  // a section's requests go through the shared HTTP client, which the host points at the API first; every
  // section's parts come from the whole UI facade, which the host's start leaves out (it imports the light
  // door: docs/decisions/048, decision 17): the host loads it beside the remote's entry, its own copy, rather
  // than the remote asking for it once its page's code is there
  const [module] = await Promise.all([
    loadRemote<RemoteRoutesModule>(`${REMOTE_CONTAINERS[remote]}/routes`),
    httpConfigured(),
    import('@soat/shared/ui'),
  ]);
  if (!module?.default) throw new Error(`Remote ${remote} did not provide its routes.`);
  // the code of the page at the address with the routes, not after them; fetched again on a retry
  // (a failure shows when the page renders, in this section's boundary)
  await module.preloadPage?.(window.location.pathname).catch(() => undefined);
  return module;
}

/** A promise React's `use` reads at once when it has settled, instead of suspending for a moment. */
type TrackedPromise<T> = Promise<T> & { status?: 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

function tracked<T>(promise: Promise<T>): TrackedPromise<T> {
  const result: TrackedPromise<T> = promise;
  // (the callbacks return nothing: returning the promise itself would chain its rejection, unhandled)
  promise.then(
    (value) => {
      Object.assign(result, { status: 'fulfilled', value });
    },
    (reason: unknown) => {
      Object.assign(result, { status: 'rejected', reason });
    },
  );
  return result;
}

const attempts = new Map<string, Promise<RemoteRoutesModule>>();

/**
 * A remote's `./routes`, one promise per attempt (React's `use` needs a stable
 * promise). A retry re-registers the remote first: the runtime keeps a failed
 * entry script's rejection cached otherwise.
 */
export function remoteRoutes(remote: RemoteName, attempt: number): Promise<RemoteRoutesModule> {
  const key = `${remote}#${attempt}`;
  let promise = attempts.get(key);
  if (!promise) {
    promise = tracked(loadRoutes(remote, attempt > 0));
    attempts.set(key, promise);
  }
  return promise;
}

/**
 * Resolves once a remote's routes, its texts and the code of the page at the address are loaded, so that its section
 * renders at once instead of through the loading placeholder; or after
 * `timeoutMs`, or when loading fails (the section then shows what it would).
 */
export async function remoteReady(remote: RemoteName, timeoutMs: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const ready = remoteRoutes(remote, 0).then(loadRegisteredNamespaces);
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, timeoutMs);
  });
  await Promise.race([ready, timeout]).catch(() => undefined);
  clearTimeout(timer);
}

/** For tests: forget every attempt, as a fresh page would. */
export function forgetRemoteAttempts(): void {
  attempts.clear();
}
