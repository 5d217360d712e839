// @ts-check
// `node scripts/pnpm.mjs <args>`: pnpm for machines that only have Node.
// Plain JavaScript (checked by tsc all the same): the machine's own Node runs it, which may be older than
// Node 24 and unable to run TypeScript; on the project's Node it runs lib/pnpm.ts.
import { onProjectNode } from './lib/node-runtime.mjs';

await onProjectNode();

const { runPnpm } = await import('./lib/pnpm.ts');
process.exitCode = await runPnpm(process.argv.slice(2));
