// Child process of capacity.ts, run from api/ with the bench API's environment: the services that production
// reaches outside the API, as one process of their own: the sandbox payment gateway (ADR 036), the sandbox
// DIAN (ADR 041) and the sandbox RUNT (ADR 031), as built in api/dist, on the bench's database. Only those
// three plugins and what they read (the configuration, the clock, the database, background tasks for the
// gateway's events): no routes of the portal and no job runner, so none of the API's work happens here and
// none of theirs in the measured API. Prints one JSON line { port } once it listens; ends on SIGTERM.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import Fastify, { type FastifyPluginAsync } from 'fastify';

const dist = (file: string) => import(pathToFileURL(join(process.cwd(), 'dist', file)).href);
type Plugin = { default: FastifyPluginAsync };

const { loadConfig } = (await dist('config/index.js')) as { loadConfig(): Record<string, unknown> };
const { systemClock } = (await dist('lib/clock.js')) as { systemClock: unknown };
const [backgroundTasks, database, gateway, dian, runt] = (await Promise.all(
  [
    'plugins/app/jobs/background-tasks.js',
    'plugins/app/platform/database.js',
    'sandbox-gateway/index.js',
    'sandbox-dian/index.js',
    'sandbox-runt/index.js',
  ].map(dist),
)) as Plugin[];

// the API's own configuration, read the same way (its keys, range and events address), at a port of its own
const app = Fastify({ logger: { level: 'warn' }, bodyLimit: 16 * 1024 });
app.decorate('config', { ...loadConfig(), metrics: null });
app.decorate('clock', systemClock);
await app.register(backgroundTasks!.default);
await app.register(database!.default, {});
await app.register(gateway!.default, { prefix: '/sandbox-pasarela' });
await app.register(dian!.default, { prefix: '/sandbox-dian' });
await app.register(runt!.default, { prefix: '/sandbox-runt' });
await app.listen({ host: '127.0.0.1', port: Number(process.env.OUTSIDE_PORT ?? 0) });
const address = app.server.address();
console.log(JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 }));
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
