// Waiting for the stack, shared by the deployment test's stages.
import { setTimeout as sleep } from 'node:timers/promises';

export { sleep };

/** Polls `check` every `everyMs` until it answers something truthy (a throw counts as not yet), or fails after `seconds`. */
export async function eventually<T>(
  what: string,
  seconds: number,
  check: () => Promise<T | null | undefined | false>,
  everyMs = 2000,
): Promise<T> {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const found = await check().catch(() => null);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${seconds} s.`);
    await sleep(everyMs);
  }
}
