import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface BackgroundTasks {
  /** Starts work the response must not wait for; failures are logged, never thrown. */
  run(name: string, task: () => Promise<unknown>): void;
  /** Resolves when every task started so far has settled (used on close and by tests). */
  idle(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    backgroundTasks: BackgroundTasks;
  }
}

async function backgroundTasksPlugin(app: FastifyInstance) {
  const pending = new Set<Promise<unknown>>();
  const tasks: BackgroundTasks = {
    run(name, task) {
      const running = Promise.resolve()
        .then(task)
        .catch((err: unknown) => app.log.error({ err, task: name }, 'background task failed'))
        .finally(() => pending.delete(running));
      pending.add(running);
    },
    async idle() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
  app.decorate('backgroundTasks', tasks);
}

export default fp(backgroundTasksPlugin, { name: 'background-tasks' });
