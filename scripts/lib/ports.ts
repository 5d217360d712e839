import { createServer } from 'node:net';

function isFree(port: number, host = '127.0.0.1') {
  return new Promise<boolean>((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, host, () => probe.close(() => resolve(true)));
  });
}

/** The preferred port if it is free, else the next free one above it. */
export async function freePort(preferred: number, taken = new Set<number>()) {
  for (let port = preferred; port < preferred + 200; port += 1) {
    if (!taken.has(port) && (await isFree(port))) return port;
  }
  throw new Error(`No free port near ${preferred}.`);
}

/**
 * Ports for every app: the ones the environment or the defaults ask for,
 * moved to a free one when busy (a busy port never stops the portal).
 */
export async function choosePorts<Name extends string>(wanted: Record<Name, number>): Promise<Record<Name, number>> {
  const taken = new Set<number>();
  const chosen: Partial<Record<Name, number>> = {};
  for (const [app, port] of Object.entries(wanted) as [Name, number][]) {
    const free = await freePort(port, taken);
    chosen[app] = free;
    taken.add(free);
  }
  return chosen as Record<Name, number>;
}
