// The portal's apps as the Node-side tools see them, derived from the one table
// (shared/src/federation/portal-apps.json): ids, folders, ports and variables.
const apps = require('../shared/src/federation/portal-apps.json');

/** Remote ids in table order: auth, soat, calificacion, demo. */
const REMOTE_IDS = Object.keys(apps.remotes);

/** Every app with a port: the host, each remote and the API, by id. */
const APPS = {
  host: apps.host,
  ...apps.remotes,
  api: apps.api,
};

/** The front ends (host first), each with its id. */
const FRONT_ENDS = [{ id: 'host', ...apps.host }, ...REMOTE_IDS.map((id) => ({ id, ...apps.remotes[id] }))];

const DEFAULT_PORTS = Object.fromEntries(Object.entries(APPS).map(([id, app]) => [id, app.port]));
const PORT_ENV = Object.fromEntries(Object.entries(APPS).map(([id, app]) => [id, app.portVariable]));

/**
 * The same ports moved by `offset` (e.g. 100 for the end-to-end tests, so they
 * never meet a portal the developer has running), as environment variables.
 */
function offsetPortEnv(offset) {
  return Object.fromEntries(Object.entries(APPS).map(([, app]) => [app.portVariable, String(app.port + offset)]));
}

module.exports = { apps, APPS, DEFAULT_PORTS, FRONT_ENDS, PORT_ENV, REMOTE_IDS, offsetPortEnv };
