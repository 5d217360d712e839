// The scale-out load bench's servers (e2e/bench/scale-out-load.ts, `npm run bench`): two API instances
// on one PostgreSQL and one Redis, started as the scale-out tests start them, with request logs at
// `info` as in production, and customer accounts to sign in with. Prints one JSON line
// `{ origins, accounts }`, then serves until SIGTERM.
import { signUpBody } from '../factories.js';
import { api } from '../helper.js';
import { startCluster } from './cluster.js';
import { call, from } from './http-client.js';

const ACCOUNTS = 20;

const cluster = await startCluster({ LOG_LEVEL: 'info' });
process.once('SIGTERM', () => void cluster.close().then(() => process.exit(0)));

async function createAccounts() {
  const accounts = [];
  for (let index = 0; index < ACCOUNTS; index += 1) {
    const body = signUpBody();
    // each from an address of its own: the sign-up limit is per address
    const answer = await call(cluster.pick(index).origin, 'POST', `${api}/usuarios`, {
      json: body,
      headers: from(`198.51.100.${index + 1}`),
    });
    if (answer.status !== 201) throw new Error(`sign-up answered ${answer.status}: ${answer.body}`);
    accounts.push({ usuario: body.correoElectronico, clave: body.clave });
  }
  return accounts;
}

const accounts = await createAccounts().catch(async (error: unknown) => {
  await cluster.close();
  throw error;
});
console.log(JSON.stringify({ origins: cluster.instances.map((instance) => instance.origin), accounts }));
