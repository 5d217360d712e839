import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
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

// The outside services' and the integrators' settings (RUNT, DIAN, the payment gateway, the rating
// integrators) are in config-outside-services.test.ts.

describe('Configuration from the environment', () => {
  it('uses the documented defaults', (t) => {
    const config = loadConfig({ DATA_DIR: withDataDir(t) });
    assert.equal(config.port, 4000);
    assert.equal(config.host, '127.0.0.1');
    assert.equal(config.nodeEnv, 'development');
    assert.equal(config.databaseUrl, undefined);
    assert.equal(config.portalUrl, 'http://localhost:3000');
    assert.equal(config.trustProxy, false);
    assert.equal(config.accessTokenTtlSeconds, 900);
    assert.equal(config.sessionMaxAgeSeconds, 28_800);
    assert.equal(config.resetTokenTtlSeconds, 900);
    assert.equal(config.runtReportMaxAttempts, 10);
    assert.equal(config.payments.nequiPaymentSeconds, 300);
    assert.equal(config.payments.cashPaymentHours, 48);
    assert.equal(loadConfig({ DATA_DIR: withDataDir(t), CASH_PAYMENT_HOURS: '2' }).payments.cashPaymentHours, 2);
    assert.equal(loadConfig({ DATA_DIR: withDataDir(t), RUNT_REPORT_MAX_ATTEMPTS: '1' }).runtReportMaxAttempts, 1);
    // the host and the five remotes, each as localhost and 127.0.0.1
    assert.equal(config.corsOrigins.length, 12);
    assert.ok(config.corsOrigins.includes('http://127.0.0.1:3004'));
    assert.ok(config.corsOrigins.includes('http://localhost:3005'));
  });

  it('generates a development JWT secret once and reuses it after a restart', (t) => {
    const dataDir = withDataDir(t);
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });
    assert.ok(first.jwtSecret.length >= 32);
    assert.equal(second.jwtSecret, first.jwtSecret);
    assert.equal(readFileSync(join(dataDir, 'jwt-secret'), 'utf8').trim(), first.jwtSecret);
    assert.equal(statSync(join(dataDir, 'jwt-secret')).mode & 0o077, 0);
  });

  it('lists every missing or invalid variable in one error', () => {
    assert.throws(
      () =>
        loadConfig({ NODE_ENV: 'production', API_PORT: 'abc', PORTAL_URL: 'portal', ACCESS_TOKEN_TTL_SECONDS: '0' }),
      (error: Error) => {
        for (const name of ['API_PORT', 'PORTAL_URL', 'ACCESS_TOKEN_TTL_SECONDS', 'JWT_SECRET']) {
          assert.match(error.message, new RegExp(`- ${name}:`), name);
        }
        return true;
      },
    );
  });

  it('refuses a production setup that would lose emails or expose them', (t) => {
    const production = {
      NODE_ENV: 'production',
      DATA_DIR: withDataDir(t),
      JWT_SECRET: randomBytes(48).toString('base64'),
      ...productionPayments,
      ...productionInvoicing,
      ...productionRunt,
      ...productionInsurer,
    };
    assert.throws(() => loadConfig(production), /- SMTP_URL: is required when NODE_ENV=production/);
    assert.throws(
      () => loadConfig({ ...production, SMTP_URL: 'smtp://mail.example.co', DEV_OUTBOX: 'true' }),
      /- DEV_OUTBOX: cannot be true when NODE_ENV=production/,
    );
    assert.equal(loadConfig({ ...production, SMTP_URL: 'smtp://mail.example.co' }).devOutbox, false);
  });

  it('names a test insurer on policies outside production, in Spanish, and takes POLICY_INSURER over it', (t) => {
    assert.equal(loadConfig({ DATA_DIR: withDataDir(t) }).policyInsurer, 'Aseguradora Portal SOAT (de pruebas)');
    const named = loadConfig({ DATA_DIR: withDataDir(t), POLICY_INSURER: 'Seguros Ejemplo S.A.' });
    assert.equal(named.policyInsurer, 'Seguros Ejemplo S.A.');
  });

  it('refuses a production setup that does not name the insurer of its policies', (t) => {
    const production = {
      NODE_ENV: 'production',
      DATA_DIR: withDataDir(t),
      JWT_SECRET: randomBytes(48).toString('base64'),
      SMTP_URL: 'smtp://mail.example.co',
      ...productionPayments,
      ...productionInvoicing,
      ...productionRunt,
    };
    assert.throws(() => loadConfig(production), /- POLICY_INSURER: is required when NODE_ENV=production/);
    assert.throws(
      () => loadConfig({ ...production, POLICY_INSURER: '' }),
      /- POLICY_INSURER: is required when NODE_ENV=production/,
    );
    assert.equal(loadConfig({ ...production, ...productionInsurer }).policyInsurer, 'Seguros Ejemplo S.A.');
  });

  it("prints a test insurer's NIT and line outside production, and refuses a production setup without the real ones", (t) => {
    assert.deepEqual(loadConfig({ DATA_DIR: withDataDir(t) }).policyInsurerContact, {
      nit: '900000001-2',
      phone: '601 555 0100 (línea de pruebas)',
    });
    const { POLICY_INSURER_NIT: _nit, POLICY_INSURER_PHONE: _phone, ...production } = productionEnv(withDataDir(t));
    assert.throws(() => loadConfig(production), /- POLICY_INSURER_NIT: is required when NODE_ENV=production/);
    assert.throws(() => loadConfig(production), /- POLICY_INSURER_PHONE: is required when NODE_ENV=production/);
    // written without the hyphen, kept with it
    const configured = loadConfig({ ...production, POLICY_INSURER_NIT: '8600024002', POLICY_INSURER_PHONE: '#322' });
    assert.deepEqual(configured.policyInsurerContact, { nit: '860002400-2', phone: '#322' });
  });

  it("refuses an insurer's NIT whose check digit is wrong, in any environment", (t) => {
    assert.throws(
      () => loadConfig({ DATA_DIR: withDataDir(t), POLICY_INSURER_NIT: '860002400-3' }),
      /- POLICY_INSURER_NIT: has a wrong check digit: the DIAN's for 860002400 is 2/,
    );
  });

  it('keeps the development outbox off unless DEV_OUTBOX=true', (t) => {
    assert.equal(loadConfig({ DATA_DIR: withDataDir(t) }).devOutbox, false);
    assert.equal(loadConfig({ DATA_DIR: withDataDir(t), DEV_OUTBOX: 'true' }).devOutbox, true);
  });

  it('refuses a predictable JWT secret in production, however long', (t) => {
    const base = {
      NODE_ENV: 'production',
      DATA_DIR: withDataDir(t),
      SMTP_URL: 'smtp://mail.example.co',
      ...productionPayments,
      ...productionInvoicing,
      ...productionRunt,
      ...productionInsurer,
    };
    for (const secret of ['a'.repeat(64), 'secreto!'.repeat(6), 'changeme'.repeat(5)]) {
      assert.throws(() => loadConfig({ ...base, JWT_SECRET: secret }), /- JWT_SECRET: is too predictable/, secret);
    }
    assert.ok(loadConfig({ ...base, JWT_SECRET: randomBytes(32).toString('base64url') }));
    assert.ok(loadConfig({ ...base, JWT_SECRET: randomBytes(32).toString('hex') }));
  });

  it('shares rate-limit counters in Redis only when REDIS_URL is set, and refuses another scheme', (t) => {
    const dataDir = withDataDir(t);
    assert.equal(loadConfig({ DATA_DIR: dataDir }).redisUrl, undefined);
    assert.equal(loadConfig({ DATA_DIR: dataDir, REDIS_URL: 'redis://cache:6379/0' }).redisUrl, 'redis://cache:6379/0');
    assert.throws(() => loadConfig({ DATA_DIR: dataDir, REDIS_URL: 'http://cache:6379' }), /REDIS_URL/);
  });

  it('keeps at most DATABASE_POOL_SIZE PostgreSQL connections: 10 unless set, from 1 to 100', (t) => {
    const dataDir = withDataDir(t);
    assert.equal(loadConfig({ DATA_DIR: dataDir }).databasePoolSize, 10);
    assert.equal(loadConfig({ DATA_DIR: dataDir, DATABASE_POOL_SIZE: '4' }).databasePoolSize, 4);
    for (const size of ['0', '101', 'cuatro']) {
      assert.throws(() => loadConfig({ DATA_DIR: dataDir, DATABASE_POOL_SIZE: size }), /DATABASE_POOL_SIZE/);
    }
  });

  it('refuses a JWT secret shorter than 32 characters', () => {
    assert.throws(() => loadConfig({ JWT_SECRET: 'corto' }), /JWT_SECRET/);
  });

  it('reads lists, proxies and overrides from the environment', (t) => {
    const config = loadConfig({
      DATA_DIR: withDataDir(t),
      CORS_ORIGINS: 'https://portal.example.co, https://www.portal.example.co',
      TRUST_PROXY: '1',
      PORTAL_URL: 'https://portal.example.co/',
      DATABASE_URL: 'postgres://soat@db/soat',
      JWT_SECRET: 's'.repeat(32),
      API_PORT: '',
    });
    assert.deepEqual(config.corsOrigins, ['https://portal.example.co', 'https://www.portal.example.co']);
    assert.equal(config.trustProxy, 1);
    assert.equal(config.portalUrl, 'https://portal.example.co');
    assert.equal(config.databaseUrl, 'postgres://soat@db/soat');
    assert.equal(config.port, 4000);
  });
});
