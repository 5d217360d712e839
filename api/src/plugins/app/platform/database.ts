import type { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { openPglite, openPostgres, type Database, type PoolUse } from '../../../db/open-database.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    /** The PostgreSQL pool's use, for the metrics; null on PGlite. */
    dbPoolUse: () => PoolUse | null;
  }
}

export interface DatabaseOptions {
  /** An already open PGlite (tests share an in-memory one); the app will not close it. */
  pglite?: PGlite | undefined;
}

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite; migrations run before serving. */
async function databasePlugin(app: FastifyInstance, options: DatabaseOptions) {
  const { databaseUrl, databasePoolSize, dataDir } = app.config;
  const onIdleError = (err: Error) =>
    app.log.warn({ err }, 'a database connection broke; the next query opens another');
  const opened = databaseUrl
    ? await openPostgres(databaseUrl, onIdleError, databasePoolSize)
    : await openPglite({ dataDir, client: options.pglite });
  app.log.info({ driver: opened.driver }, 'database ready');
  app.decorate('db', opened.db);
  app.decorate('dbPoolUse', () => opened.poolUse?.() ?? null);
  app.addHook('onClose', async () => {
    // Work started by requests (emails, reset tokens) finishes before the connection goes.
    await app.backgroundTasks.idle();
    await opened.close();
  });
}

export default fp(databasePlugin, { name: 'database', dependencies: ['background-tasks'] });
