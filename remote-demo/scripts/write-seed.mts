// Writes src/mock-api/seed/seed.json from the seed's generator (run after changing a file of src/mock-api/seed):
// `node scripts/pnpm.mjs --filter @soat/remote-demo seed`.
import { writeFileSync } from 'node:fs';
import { generateSeed } from '../src/mock-api/seed/generate-seed.ts';

const file = new URL('../src/mock-api/seed/seed.json', import.meta.url);
writeFileSync(file, `${JSON.stringify(generateSeed())}\n`);
console.log(`Escrito ${file.pathname}`);
