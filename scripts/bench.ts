// `npm run bench`: builds what is stale, then measures the budgets (JS for the
// first route, Lighthouse) against the production build. See e2e/bench/bench.ts.
import { ensureBuilt } from './lib/build.ts';
import { runPnpm } from './lib/pnpm.ts';

if ((await runPnpm(['install', '--frozen-lockfile', '--prefer-offline'])) !== 0) process.exit(1);
await ensureBuilt();
process.exit(await runPnpm(['--filter', '@soat/e2e', 'bench']));
