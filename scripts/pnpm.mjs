// `node scripts/pnpm.mjs <args>`: pnpm for machines that only have Node.
import { onProjectNode } from './lib/node-runtime.mjs';
import { runPnpm } from './lib/pnpm.mjs';

await onProjectNode();

process.exitCode = await runPnpm(process.argv.slice(2));
