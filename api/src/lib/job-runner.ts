import type { FastifyInstance } from 'fastify';

export interface JobRunner {
  /** Runs the jobs due now from this instance, in the background (call after the commit that wrote one). */
  kick(): void;
}

/**
 * The loop of a periodic job (a leased queue, lib/leased-queue.ts; the renewal reminders): `runOnce`
 * does the work due. Each instance runs one pass at a time (a kick during a pass makes it
 * look again when done), as a background task (closing the app waits for it), at once when the app is
 * ready (jobs left by an instance that stopped) and then every `intervalSeconds` (never keeping the
 * process alive by itself).
 *
 * An instance whose config says no jobs (API_JOBS=false: a web instance beside a worker, ADR 027) runs
 * none of this: its kick does nothing and it has no timer. Nothing is lost: the job was written in the
 * caller's transaction, and the worker's next pass (src/worker.ts) claims it from the database.
 */
export function createJobRunner(
  app: FastifyInstance,
  options: { name: string; intervalSeconds: () => number; runOnce: () => Promise<unknown> },
): JobRunner {
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let again = false;

  if (!app.config.jobs) return { kick() {} };

  const runner: JobRunner = {
    kick() {
      if (running) {
        again = true;
        return;
      }
      running = true;
      app.backgroundTasks.run(options.name, async () => {
        try {
          do {
            again = false;
            await options.runOnce();
          } while (again);
        } finally {
          running = false;
        }
      });
    },
  };

  app.addHook('onReady', async () => {
    runner.kick();
    timer = setInterval(() => runner.kick(), options.intervalSeconds() * 1000);
    timer.unref();
  });
  app.addHook('preClose', async () => clearInterval(timer));
  return runner;
}
