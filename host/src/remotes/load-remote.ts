import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RuntimeConfig } from '@soat/shared/config';
import { REMOTE_CONTAINERS, REMOTE_NAMES, type RemoteName, type RemoteRoutesModule } from '@soat/shared/federation';

let remoteEntries: Record<RemoteName, string> | null = null;

/** Registers every remote's manifest URL from the runtime configuration (no rebuild to change them). */
export function registerPortalRemotes(config: RuntimeConfig): void {
  remoteEntries = config.remotes;
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
  const module = await loadRemote<RemoteRoutesModule>(`${REMOTE_CONTAINERS[remote]}/routes`);
  if (!module?.default) throw new Error(`Remote ${remote} did not provide its routes.`);
  return module;
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
    promise = loadRoutes(remote, attempt > 0);
    attempts.set(key, promise);
  }
  return promise;
}

/** For tests: forget every attempt, as a fresh page would. */
export function forgetRemoteAttempts(): void {
  attempts.clear();
}
