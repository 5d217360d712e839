import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import { describe, it } from 'node:test';
import { loadConfig } from '../src/config/index.js';
import { withDataDir } from './data-dir.js';
import {
  productionEnv,
  productionInsurer,
  productionInvoicing,
  productionPayments,
  productionRunt,
} from './production-env.js';

describe('Configuration of the outside services and the integrators, from the environment', () => {
  it("points a worker's sandboxes at SANDBOX_ORIGIN outside production and reads its retries' first waits", (t) => {
    // the worker (src/worker.ts) serves no API route on its port: its jobs call an API instance's sandboxes
    const worker = loadConfig({ DATA_DIR: withDataDir(t), API_PORT: '4100', SANDBOX_ORIGIN: 'http://proxy:4000/' });
    assert.equal(worker.runt.url, 'http://proxy:4000/sandbox-runt/v1');
    assert.equal(worker.dian.url, 'http://proxy:4000/sandbox-dian/WcfDianCustomerServices.svc');
    assert.equal(worker.payments.gatewayUrl, 'http://proxy:4000/sandbox-pasarela/v1');
    // the gateway's events still go to this process's own route (the sandbox gateway runs in an API instance)
    assert.equal(worker.payments.sandboxEventsUrl, 'http://127.0.0.1:4100/soat/api/v1/pagos/eventos');
    // its queues' short passes keep the retries' pace of the defaults (ADR 027)
    const retries = loadConfig({
      DATA_DIR: withDataDir(t),
      RUNT_REPORT_JOBS_INTERVAL_SECONDS: '2',
      RUNT_REPORT_FIRST_RETRY_SECONDS: '60',
      REFUND_FIRST_RETRY_SECONDS: '30',
      INVOICE_FIRST_RETRY_SECONDS: '45',
    });
    assert.equal(retries.runtReportJobsIntervalSeconds, 2);
    assert.equal(retries.runtReportFirstRetrySeconds, 60);
    assert.equal(retries.refundFirstRetrySeconds, 30);
    assert.equal(retries.invoicing.firstRetrySeconds, 45);
    assert.equal(worker.runtReportFirstRetrySeconds, undefined, 'unset: the interval, as before');
    const production = loadConfig({ ...productionEnv(withDataDir(t)), SANDBOX_ORIGIN: 'http://proxy:4000' });
    assert.equal(production.dian.url, 'https://vpfe.dian.gov.co/WcfDianCustomerServices.svc');
  });

  it('reads the RUNT at its own sandbox outside production, and requires a real reader in production', (t) => {
    const development = loadConfig({ DATA_DIR: withDataDir(t), API_PORT: '4100' });
    assert.deepEqual(development.runt, {
      url: 'http://127.0.0.1:4100/sandbox-runt/v1',
      apiKey: 'runt_test_portal_soat_sandbox',
      timeoutMs: 4000,
      sandbox: true,
      sandboxSlowMs: 15_000,
    });
    const production = {
      NODE_ENV: 'production',
      DATA_DIR: withDataDir(t),
      JWT_SECRET: randomBytes(48).toString('base64'),
      SMTP_URL: 'smtp://mail.example.co',
      ...productionPayments,
      ...productionInvoicing,
      ...productionInsurer,
    };
    assert.throws(
      () => loadConfig(production),
      (error: Error) => {
        assert.match(error.message, /- RUNT_URL: is required when NODE_ENV=production/);
        assert.match(error.message, /- RUNT_API_KEY: is required when NODE_ENV=production/);
        return true;
      },
    );
    assert.throws(
      () => loadConfig({ ...production, ...productionRunt, RUNT_SANDBOX: 'true' }),
      /- RUNT_SANDBOX: cannot be true when NODE_ENV=production/,
    );
    const { runt } = loadConfig({ ...production, ...productionRunt, RUNT_TIMEOUT_MS: '2500' });
    assert.deepEqual(runt, {
      url: 'https://runt.example.co/v1',
      apiKey: productionRunt.RUNT_API_KEY,
      timeoutMs: 2500,
      sandbox: false,
      sandboxSlowMs: 15_000,
    });
  });

  it('reads the DIAN at its own sandbox outside production, its timeout and sandbox from the environment', (t) => {
    const development = loadConfig({ DATA_DIR: withDataDir(t), API_PORT: '4100' });
    assert.deepEqual(development.dian, {
      url: 'http://127.0.0.1:4100/sandbox-dian/WcfDianCustomerServices.svc',
      timeoutMs: 30_000,
      sandbox: true,
      sandboxSlowMs: 40_000,
    });
    const timedDevelopment = loadConfig({ DATA_DIR: withDataDir(t), DIAN_TIMEOUT_MS: '5000', DIAN_SANDBOX: 'false' });
    assert.equal(timedDevelopment.dian.timeoutMs, 5000);
    assert.equal(timedDevelopment.dian.sandbox, false);
  });

  it("defaults payments to the API's own sandbox gateway with test keys outside production", (t) => {
    const { payments } = loadConfig({ DATA_DIR: withDataDir(t), API_PORT: '4100' });
    assert.equal(payments.sandbox, true);
    assert.equal(payments.gatewayUrl, 'http://127.0.0.1:4100/sandbox-pasarela/v1');
    assert.equal(payments.sandboxEventsUrl, 'http://127.0.0.1:4100/soat/api/v1/pagos/eventos');
    assert.match(payments.publicKey, /^pub_test_/);
    assert.match(payments.privateKey, /^prv_test_/);
    assert.notEqual(payments.integritySecret, payments.eventsSecret);
    assert.equal(payments.sandboxPendingSeconds, 30);
    assert.equal(payments.reconcileIntervalSeconds, 60);
  });

  it('refuses a production setup without a gateway account, or with the sandbox on', (t) => {
    const base = {
      NODE_ENV: 'production',
      DATA_DIR: withDataDir(t),
      JWT_SECRET: randomBytes(48).toString('base64'),
      SMTP_URL: 'smtp://mail.example.co',
      ...productionInsurer,
    };
    assert.throws(
      () => loadConfig(base),
      (error: Error) => {
        for (const name of Object.keys(productionPayments)) {
          assert.match(error.message, new RegExp(`- ${name}: is required when NODE_ENV=production`), name);
        }
        return true;
      },
    );
    assert.throws(
      () =>
        loadConfig({
          ...base,
          ...productionPayments,
          ...productionInvoicing,
          ...productionRunt,
          PAYMENT_SANDBOX: 'true',
        }),
      /- PAYMENT_SANDBOX: cannot be true when NODE_ENV=production/,
    );
    const { payments } = loadConfig({
      ...base,
      ...productionPayments,
      ...productionInvoicing,
      ...productionRunt,
      PAYMENT_GATEWAY_URL: 'https://production.wompi.co/v1/',
    });
    assert.equal(payments.sandbox, false);
    assert.equal(payments.gatewayUrl, 'https://production.wompi.co/v1');
  });

  it("keeps only the SHA-256 of the operators' key, the development key's outside production", (t) => {
    const development = loadConfig({ DATA_DIR: withDataDir(t) });
    assert.equal(development.operatorKeySha256, createHash('sha256').update('clave-desarrollo-operador').digest('hex'));
    assert.equal(development.refundJobsIntervalSeconds, 30);
    const key = randomBytes(32).toString('base64url');
    const config = loadConfig({ DATA_DIR: withDataDir(t), OPERATOR_API_KEY: key });
    assert.equal(config.operatorKeySha256, createHash('sha256').update(key).digest('hex'));
    assert.ok(!JSON.stringify(config).includes(key), 'the key itself is not kept');
  });

  it('refuses payment keys that are not Wompi-shaped', (t) => {
    assert.throws(
      () => loadConfig({ DATA_DIR: withDataDir(t), PAYMENT_PUBLIC_KEY: 'prv_test_x', PAYMENT_SANDBOX: 'yes' }),
      (error: Error) => /- PAYMENT_PUBLIC_KEY:/.test(error.message) && /- PAYMENT_SANDBOX:/.test(error.message),
    );
  });

  it('reads the rating integrators (RATING_INTEGRATORS): none by default, the hash of each key and its origins', (t) => {
    assert.deepEqual(loadConfig({ DATA_DIR: withDataDir(t) }).ratingIntegrators, []);
    const sha256 = (key: string) => createHash('sha256').update(key).digest('hex');
    const config = loadConfig({
      DATA_DIR: withDataDir(t),
      RATING_INTEGRATORS: JSON.stringify([
        { id: 'tienda', clave: 'clave-de-la-tienda', origenes: ['https://tienda.example.co', 'http://localhost:5500'] },
        { id: 'otra', clave: 'clave-de-la-otra', origenes: [] },
      ]),
    });
    assert.deepEqual(config.ratingIntegrators, [
      {
        id: 'tienda',
        keySha256: sha256('clave-de-la-tienda'),
        origins: ['https://tienda.example.co', 'http://localhost:5500'],
      },
      { id: 'otra', keySha256: sha256('clave-de-la-otra'), origins: [] },
    ]);
    assert.ok(!JSON.stringify(config).includes('clave-de-la-tienda'), 'the keys themselves are not kept');
  });

  it('refuses rating integrators that are not well formed, saying what is wrong and never quoting a key', (t) => {
    const key = 'clave-secreta-de-la-tienda';
    const cases: Array<[unknown, RegExp]> = [
      ['[{', /not valid JSON/],
      [{ id: 'tienda' }, /must be a JSON array/],
      [[{ id: 'Tienda Uno', clave: key, origenes: [] }], /"id" must be/],
      [[{ id: 'tienda', clave: '', origenes: [] }], /"clave" must be the integrator's key/],
      [[{ id: 'tienda', clave: 42, origenes: [] }], /"clave" must be the integrator's key/],
      [[{ id: 'tienda', clave: key, origenes: ['*'] }], /"origenes" must be a list of origins/],
      [[{ id: 'tienda', clave: key, origenes: ['https://tienda.example.co/pagina'] }], /"origenes"/],
      [[{ id: 'tienda', clave: key, origenes: ['null'] }], /"origenes"/],
      [[{ id: 'tienda', clave: key }], /"origenes"/],
      [
        [
          { id: 'tienda', clave: key, origenes: [] },
          { id: 'tienda', clave: 'clave-secreta-de-la-otra', origenes: [] },
        ],
        /repeated/,
      ],
      [
        [
          { id: 'uno', clave: key, origenes: [] },
          { id: 'dos', clave: key, origenes: [] },
        ],
        /same key/,
      ],
      [[{ id: 'tienda', clave: key, origenes: [], claveSha256: 'a'.repeat(64) }], /unknown fields: claveSha256/],
    ];
    for (const [value, problem] of cases) {
      const raw = typeof value === 'string' ? value : JSON.stringify(value);
      assert.throws(
        () => loadConfig({ DATA_DIR: withDataDir(t), RATING_INTEGRATORS: raw }),
        (error: Error) => {
          assert.match(error.message, /- RATING_INTEGRATORS: /, raw);
          assert.match(error.message, problem, raw);
          assert.doesNotMatch(error.message, /secreta/);
          return true;
        },
      );
    }
  });
});
