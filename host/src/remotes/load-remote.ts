import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName, RuntimeConfig } from '@soat/shared/config';
import { REMOTE_CONTAINERS, type RemoteRoutesModule } from '@soat/shared/federation';

let remoteEntries: Record<RemoteName, string> | null = null;

/** Registers every remote's manifest URL from the runtime configuration (no rebuild to change them). */
export function registerPortalRemotes(config: RuntimeConfig): void {
  remoteEntries = config.remotes;
  registerRemotes(
    (Object.keys(REMOTE_CONTAINERS) as RemoteName[]).map((remote) => ({
      name: REMOTE_CONTAINERS[remote],
      entry: config.remotes[remote],
    })),
  );
}

/**
 * Loads a remote's `./routes`. A retry re-registers the remote first: the
 * runtime keeps a failed entry script's rejection cached otherwise.
 */
export async function loadRemoteRoutes(remote: RemoteName, retry: boolean): Promise<RemoteRoutesModule> {
  if (retry && remoteEntries) {
    registerRemotes([{ name: REMOTE_CONTAINERS[remote], entry: remoteEntries[remote] }], { force: true });
  }
  const module = await loadRemote<RemoteRoutesModule>(`${REMOTE_CONTAINERS[remote]}/routes`);
  if (!module?.default) throw new Error(`Remote ${remote} did not provide its routes.`);
  return module;
}
