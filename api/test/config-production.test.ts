import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { describe, it } from 'node:test';
import { loadConfig } from '../src/config/index.js';
import { withDataDir } from './data-dir.js';
import { productionEnv } from './production-env.js';

// Issue 41, point 4: production refuses at start every value only development may use, each under the
// variable's name: what is written in this repository is public.

const production = (t: { after(fn: () => void): void }) => productionEnv(withDataDir(t));

/** The refusal's line for `name`, or a failure saying that production started with it. */
function refusal(env: NodeJS.ProcessEnv, name: string): string {
  try {
    loadConfig(env);
  } catch (error) {
    const line = (error as Error).message.split('\n').find((text) => text.startsWith(`  - ${name}: `));
    assert.ok(line, `the refusal names ${name}: ${(error as Error).message}`);
    return line;
  }
  assert.fail(`production started with a development value of ${name}`);
}

describe('Production refuses development values at start', () => {
  it('starts with values of its own', (t) => {
    const config = loadConfig(production(t));
    assert.equal(config.nodeEnv, 'production');
    assert.equal(config.payments.sandbox, false);
    assert.equal(config.runt.sandbox, false);
    assert.equal(config.dian.sandbox, false);
    assert.equal(config.dian.url, 'https://vpfe.dian.gov.co/WcfDianCustomerServices.svc');
    assert.equal(config.devOutbox, false);
  });

  it("refuses the sandbox gateway's public keys and secrets, and any test key", (t) => {
    const env = production(t);
    const sandbox = {
      PAYMENT_PUBLIC_KEY: 'pub_test_portal_soat_sandbox',
      PAYMENT_PRIVATE_KEY: 'prv_test_portal_soat_sandbox',
      PAYMENT_INTEGRITY_SECRET: 'test_integrity_portal_soat_sandbox',
      PAYMENT_EVENTS_SECRET: 'test_events_portal_soat_sandbox',
    };
    for (const [name, value] of Object.entries(sandbox)) {
      assert.match(refusal({ ...env, [name]: value }, name), /sandbox gateway's public test value|test key/, name);
    }
    assert.match(refusal({ ...env, PAYMENT_PUBLIC_KEY: 'pub_test_Xy12' }, 'PAYMENT_PUBLIC_KEY'), /is a test key/);
    assert.match(refusal({ ...env, PAYMENT_PRIVATE_KEY: 'prv_test_Xy12' }, 'PAYMENT_PRIVATE_KEY'), /is a test key/);
  });

  it("refuses the sandbox RUNT's key and the development insurer, its NIT and its line", (t) => {
    const env = production(t);
    assert.match(refusal({ ...env, RUNT_API_KEY: 'runt_test_portal_soat_sandbox' }, 'RUNT_API_KEY'), /sandbox RUNT/);
    assert.match(
      refusal({ ...env, POLICY_INSURER: 'Aseguradora Portal SOAT (de pruebas)' }, 'POLICY_INSURER'),
      /test insurer/,
    );
    assert.match(refusal({ ...env, POLICY_INSURER_NIT: '9000000012' }, 'POLICY_INSURER_NIT'), /test insurer's NIT/);
    assert.match(
      refusal({ ...env, POLICY_INSURER_PHONE: '601 555 0100 (línea de pruebas)' }, 'POLICY_INSURER_PHONE'),
      /test insurer's line/,
    );
  });

  it("refuses the sandbox DIAN's address and the DIAN's habilitation service, and takes another DIAN address", (t) => {
    const env = production(t);
    const refused = (url: string) => refusal({ ...env, DIAN_URL: url }, 'DIAN_URL');
    assert.match(refused('http://127.0.0.1:4000/sandbox-dian/WcfDianCustomerServices.svc'), /sandbox DIAN's address/);
    assert.match(refused('https://api.example.co/sandbox-dian/WcfDianCustomerServices.svc'), /sandbox DIAN's address/);
    assert.match(refused('https://vpfe-hab.dian.gov.co/WcfDianCustomerServices.svc'), /habilitation service/);
    const proxied = 'https://dian-proxy.example.co/WcfDianCustomerServices.svc';
    assert.equal(loadConfig({ ...env, DIAN_URL: proxied }).dian.url, proxied);
  });

  it("refuses the development operators' key, and one shorter than 32 random characters", (t) => {
    const env = production(t);
    const refused = (key: string) => refusal({ ...env, OPERATOR_API_KEY: key }, 'OPERATOR_API_KEY');
    assert.match(refused('clave-desarrollo-operador'), /is the development key/);
    assert.match(refused(randomBytes(15).toString('hex')), /shorter than 32 characters/);
    assert.match(refused('a'.repeat(40)), /too predictable/);
    assert.match(refused('clave'.repeat(8)), /too predictable/);
    assert.match(refusal({ ...env, OPERATOR_API_KEY: undefined }, 'OPERATOR_API_KEY'), /is required/);
    // 32 random hexadecimal digits or base64 characters are enough
    for (const key of [randomBytes(16).toString('hex'), randomBytes(24).toString('base64')]) {
      assert.ok(loadConfig({ ...env, OPERATOR_API_KEY: key }), key);
    }
  });

  it("refuses the development integrator's key, and one shorter than 32 random characters, never quoting it", (t) => {
    const env = production(t);
    const integrators = (password: string) =>
      JSON.stringify([
        { id: 'tienda', clave: randomBytes(32).toString('base64url'), origenes: ['https://tienda.example.co'] },
        { id: 'otra', clave: password, origenes: [] },
      ]);
    const refused = (password: string) =>
      refusal({ ...env, RATING_INTEGRATORS: integrators(password) }, 'RATING_INTEGRATORS');
    assert.match(refused('clave-desarrollo-integrador'), /entry 1 \(otra\): "clave" is the development key/);
    const short = 'Xq7-Lm2pZ';
    assert.match(refused(short), /entry 1 \(otra\): "clave" is shorter than 32 characters/);
    assert.doesNotMatch(refused(short), new RegExp(short));
    assert.match(refused('b'.repeat(48)), /"clave" is too predictable/);
    assert.equal(
      loadConfig({ ...env, RATING_INTEGRATORS: integrators(randomBytes(24).toString('base64')) }).ratingIntegrators
        .length,
      2,
    );
    // outside production the tests' and npm start's keys stay usable
    const development = { DATA_DIR: env.DATA_DIR, RATING_INTEGRATORS: integrators('clave-desarrollo-integrador') };
    assert.equal(loadConfig(development).ratingIntegrators.length, 2);
  });

  it("requires the DIAN's numbering range and software, and refuses their test values", (t) => {
    const env = production(t);
    for (const name of ['INVOICE_RESOLUTION', 'INVOICE_TECHNICAL_KEY', 'INVOICE_SOFTWARE_PIN']) {
      const { [name]: _omitted, ...without } = env as Record<string, string>;
      assert.match(refusal(without, name), /is required when NODE_ENV=production/, name);
    }
    const testValues = {
      INVOICE_RESOLUTION: '18760000001',
      INVOICE_TECHNICAL_KEY: 'fc8eac422eba16e22ffd8c6f94b3f40a6e38162c',
      INVOICE_SOFTWARE_ID: 'a0000000-0000-4000-8000-000000000001',
      INVOICE_SOFTWARE_PIN: '12345',
    };
    for (const [name, value] of Object.entries(testValues)) {
      assert.match(refusal({ ...env, [name]: value }, name), /test value of development/, name);
    }
    assert.match(refusal({ ...env, DIAN_ENVIRONMENT: '2' }, 'DIAN_ENVIRONMENT'), /test environment/);
    assert.equal(loadConfig(env).invoicing.environment, '1');
  });

  it('refuses a numbering range that ends before it starts, in any environment', (t) => {
    const env = production(t);
    assert.match(refusal({ ...env, INVOICE_RANGE_FROM: '10', INVOICE_RANGE_TO: '9' }, 'INVOICE_RANGE_TO'), /below/);
    assert.match(
      refusal({ DATA_DIR: env.DATA_DIR, INVOICE_RANGE_TO: '100' }, 'INVOICE_RANGE_TO'),
      /below the range's first number \(990000000\)/,
    );
  });

  it('refuses every development flag', (t) => {
    const env = production(t);
    for (const name of ['DEV_OUTBOX', 'PAYMENT_SANDBOX', 'RUNT_SANDBOX', 'DIAN_SANDBOX']) {
      assert.match(refusal({ ...env, [name]: 'true' }, name), /cannot be true when NODE_ENV=production/, name);
    }
  });

  it('names every refused variable in one error', (t) => {
    const env = {
      ...production(t),
      PAYMENT_EVENTS_SECRET: 'test_events_portal_soat_sandbox',
      OPERATOR_API_KEY: 'clave-desarrollo-operador',
      RUNT_API_KEY: 'runt_test_portal_soat_sandbox',
      DEV_OUTBOX: 'true',
    };
    for (const name of ['PAYMENT_EVENTS_SECRET', 'OPERATOR_API_KEY', 'RUNT_API_KEY', 'DEV_OUTBOX']) {
      assert.ok(refusal(env, name));
    }
  });
});
