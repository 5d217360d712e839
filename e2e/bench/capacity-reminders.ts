// Child process of capacity.ts, run from api/ with the bench API's environment: the renewal reminders'
// pass (api/src/plugins/app/soat/renewal-reminders.ts, as built in api/dist) timed over one ordinary day.
// It builds an API instance of its own on the bench's database (not listening); its start-up pass,
// today's, finds nothing (the seed wrote every reminder up to today), then tomorrow's pass is timed: the
// policies ending 1, 7 and 30 days after tomorrow. Prints one JSON line { written, seconds }; ends without
// waiting for the emails it queued.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The part of the built API used here. */
interface BuiltApi {
  buildApp(config: Record<string, unknown>): Promise<{
    backgroundTasks: { idle(): Promise<void> };
    renewalReminders: { runOnce(today: string): Promise<number> };
  }>;
}
interface BuiltConfig {
  loadConfig(): Record<string, unknown>;
}

const dist = (file: string) => import(pathToFileURL(join(process.cwd(), 'dist', file)).href);
const { buildApp } = (await dist('app.js')) as BuiltApi;
const { loadConfig } = (await dist('config/index.js')) as BuiltConfig;

const app = await buildApp({ ...loadConfig(), metrics: null, logLevel: 'warn' });
await app.backgroundTasks.idle();
// tomorrow in Colombia (UTC−5, no daylight saving)
const tomorrow = new Date(Date.now() - 5 * 3600_000 + 86_400_000).toISOString().slice(0, 10);
const started = performance.now();
const written = await app.renewalReminders.runOnce(tomorrow);
const seconds = (performance.now() - started) / 1000;
console.log(JSON.stringify({ written, seconds }));
process.exit(0);
