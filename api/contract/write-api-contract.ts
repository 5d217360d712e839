// `npm run contract`: writes the front ends' API types from the OpenAPI document.
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { contractFile, productionDocument, renderContract } from './api-contract.js';

await writeFile(contractFile, await renderContract(await productionDocument()));
console.log(`API types written to ${fileURLToPath(contractFile)}`);
