import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { tooManyPlateConsultsMessage } from '../../src/lib/consult-rate-limits.js';
import { tooManyRequestsMessage } from '../../src/lib/error-response.js';
import { resetCaps } from '../../src/plugins/app/security/password-reset-service.js';
import { defaultAccountSignIn, defaultRateLimits } from '../../src/config/index.js';
import { badCredentialsMessage } from '../../src/routes/seguridad/auth/inicio-sesion.js';
import { signUpBody } from '../factories.js';
import { uniqueCarPlate } from '../routes/soat/policy-factory.js';
import { soatApi } from '../routes/soat/purchase-fixtures.js';
import { api } from '../helper.js';
import { emailJobsDrained, emailsTo, startCluster, type Cluster } from './cluster.js';
import { call, from, requestReset, signIn } from './http-client.js';

// The security service's limits hold for the service, not per instance: per address in Redis,
// per account and the reset caps in PostgreSQL, with requests spread over two instances. So does the
// limit on guessing one plate's holder document (per plate, in Redis).

describe('Security limits on two API instances (Redis and PostgreSQL shared)', { timeout: 120_000 }, () => {
  let cluster: Cluster;
  before(async () => (cluster = await startCluster()));
  after(() => cluster?.close());

  let addresses = 0;
  const newAddress = () => `203.0.113.${(addresses += 1)}`;

  async function newAccount() {
    const body = signUpBody();
    const answer = await call(cluster.pick(0).origin, 'POST', `${api}/usuarios`, {
      json: body,
      headers: from(newAddress()),
    });
    assert.equal(answer.status, 201, answer.body);
    return body;
  }

  it('limits wrong passwords from one address as one counter, whichever instance answers', async () => {
    const account = await newAccount();
    const address = newAddress();
    const { max } = defaultRateLimits.signIn;
    const answers = [];
    for (let attempt = 0; attempt < max + 2; attempt += 1) {
      answers.push(await signIn(cluster.pick(attempt).origin, account.correoElectronico, 'no-es-la-clave', address));
    }
    assert.deepEqual(
      answers.slice(0, max).map((answer) => answer.status),
      Array(max).fill(401),
    );
    // the address limit (Redis), not the account's block: each instance alone saw only half
    for (const answer of answers.slice(max)) {
      assert.equal(answer.status, 429);
      assert.equal(answer.json().message, tooManyRequestsMessage);
    }
  });

  it('blocks an account after its failures from many addresses, counted on both instances', async () => {
    const account = await newAccount();
    const { maxFailures } = defaultAccountSignIn;
    for (let attempt = 0; attempt < maxFailures; attempt += 1) {
      const answer = await signIn(cluster.pick(attempt).origin, account.correoElectronico, 'no-es', newAddress());
      assert.equal(answer.status, 401);
      assert.equal(answer.json().message, badCredentialsMessage);
    }
    for (const instance of cluster.instances) {
      const blocked = await signIn(instance.origin, account.correoElectronico, account.clave, newAddress());
      assert.equal(blocked.status, 429, blocked.body);
      assert.match(blocked.json<{ message: string }>().message, /demasiados intentos fallidos con esta cuenta/);
    }
  });

  it('keeps the reset caps per account and the reset limit per address across instances', async () => {
    const account = await newAccount();
    // from a new address each time: only the account's caps (database) apply
    for (let request = 0; request < resetCaps.live + 2; request += 1) {
      const answer = await requestReset(cluster.pick(request).origin, account.correoElectronico, newAddress());
      assert.equal(answer.status, 200, answer.body);
    }
    await emailJobsDrained(cluster.postgres);
    assert.equal(await emailsTo(cluster.postgres, account.correoElectronico), resetCaps.live);

    // from one address: its limit (Redis) holds though each instance saw only part of the requests
    const address = newAddress();
    const email = signUpBody().correoElectronico;
    const { max } = defaultRateLimits.resetRequest;
    const statuses = [];
    for (let request = 0; request <= max; request += 1) {
      statuses.push((await requestReset(cluster.pick(request).origin, email, address)).status);
    }
    assert.deepEqual(statuses, [...Array(max).fill(200), 429]);
  });

  it("limits one plate's document guesses from many addresses as one counter, whichever instance answers", async () => {
    const plate = uniqueCarPlate();
    const { max } = defaultRateLimits.consultPlate;
    const guess = (attempt: number) => ({
      placa: plate,
      tipoDocumento: 'CC',
      numeroDocumento: String(70_000_000 + attempt),
    });
    const answers = [];
    // one try from each address (far under the per-address limit), the consult and the vehicle lookup in turn
    for (let attempt = 0; attempt < max + 2; attempt += 1) {
      const path = attempt % 4 < 2 ? `${soatApi}/consultas` : `${soatApi}/vehiculos/consultas`;
      answers.push(
        await call(cluster.pick(attempt).origin, 'POST', path, { json: guess(attempt), headers: from(newAddress()) }),
      );
    }
    for (const answer of answers.slice(0, max)) assert.ok([404, 200].includes(answer.status), answer.body);
    // each instance alone saw half of them
    for (const answer of answers.slice(max)) {
      assert.equal(answer.status, 429, answer.body);
      assert.equal(answer.json().message, tooManyPlateConsultsMessage);
    }
  });
});
