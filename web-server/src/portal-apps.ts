// The portal's apps as the Node side sees them (its server, scripts and tools), derived from the one table
// (shared/src/federation/portal-apps.json): ids, folders, ports and variables.
import apps from '@soat/shared/portal-apps.json' with { type: 'json' };

export { apps };

export type RemoteId = keyof typeof apps.remotes;
export type AppId = 'host' | RemoteId | 'api';

/** What every app with a port has in the table. */
export interface PortalApp {
  folder: string;
  port: number;
  portVariable: string;
}

/** A remote's entry in the table. */
export interface RemoteApp extends PortalApp {
  container: string;
  manifestVariable: string;
  sections: string[];
}

/** A front end (the host or a remote), with its id. */
export interface FrontEnd extends PortalApp {
  id: 'host' | RemoteId;
}

/** Remote ids in table order: auth, soat, calificacion, demo. */
export const REMOTE_IDS = Object.keys(apps.remotes) as RemoteId[];

/** A remote's entry by its id. */
export const remoteApp = (id: RemoteId): RemoteApp => apps.remotes[id];

/** Every app with a port: the host, each remote and the API, by id. */
export const APPS: Record<AppId, PortalApp> = { host: apps.host, ...apps.remotes, api: apps.api };

/** The front ends (host first), each with its id. */
export const FRONT_ENDS: FrontEnd[] = [
  { id: 'host', ...apps.host },
  ...REMOTE_IDS.map((id) => ({ id, ...remoteApp(id) })),
];

const appEntries = Object.entries(APPS) as [AppId, PortalApp][];

export const DEFAULT_PORTS = Object.fromEntries(appEntries.map(([id, app]) => [id, app.port])) as Record<AppId, number>;
export const PORT_ENV = Object.fromEntries(appEntries.map(([id, app]) => [id, app.portVariable])) as Record<
  AppId,
  string
>;

/**
 * The same ports moved by `offset` (e.g. 100 for the end-to-end tests, so they
 * never meet a portal the developer has running), as environment variables.
 */
export function offsetPortEnv(offset: number): Record<string, string> {
  return Object.fromEntries(appEntries.map(([, app]) => [app.portVariable, String(app.port + offset)]));
}
