// `node scripts/pnpm.mjs <args>`: pnpm for machines that only have Node.
import { runPnpm } from './lib/pnpm.mjs';

process.exitCode = await runPnpm(process.argv.slice(2));
