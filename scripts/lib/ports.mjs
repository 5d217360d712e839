import { createServer } from 'node:net';

function isFree(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, host, () => probe.close(() => resolve(true)));
  });
}

/** The preferred port if it is free, else the next free one above it. */
export async function freePort(preferred, taken = new Set()) {
  for (let port = preferred; port < preferred + 200; port += 1) {
    if (!taken.has(port) && (await isFree(port))) return port;
  }
  throw new Error(`No free port near ${preferred}.`);
}

/**
 * Ports for every app: the ones the environment or the defaults ask for,
 * moved to a free one when busy (a busy port never stops the portal).
 */
export async function choosePorts(wanted) {
  const taken = new Set();
  const chosen = {};
  for (const [app, port] of Object.entries(wanted)) {
    chosen[app] = await freePort(port, taken);
    taken.add(chosen[app]);
  }
  return chosen;
}
