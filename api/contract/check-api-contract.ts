// `npm run contract:lint`: the Spectral findings on the OpenAPI document, and how many per rule (none expected).
import { productionDocument } from './api-contract.js';
import { formatFindings, lintContract } from './lint-api-contract.js';

const findings = await lintContract(await productionDocument());
const byRule = new Map<string, number>();
for (const { code } of findings) byRule.set(String(code), (byRule.get(String(code)) ?? 0) + 1);
if (findings.length > 0) {
  console.log(formatFindings(findings));
  for (const [rule, count] of byRule) console.log(`${count}\t${rule}`);
  process.exitCode = 1;
} else {
  console.log('The OpenAPI document has no Spectral findings.');
}
