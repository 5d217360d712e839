// The runtime configuration's Web Vitals sample rate (ADR 046) and the apps' ports (run by `npm test` with node:test).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEFAULT_PORTS } from './portal-apps.ts';
import { portsFromEnv, runtimeConfig, webVitalsSampleRate } from './runtime-config.ts';

describe("the Web Vitals' sample rate in /config.json", () => {
  it('reports every page view in development and tests, one in ten in production', () => {
    assert.equal(runtimeConfig({}).webVitals.sampleRate, 1);
    assert.equal(runtimeConfig({ NODE_ENV: 'production' }).webVitals.sampleRate, 0.1);
  });

  it('takes WEB_VITALS_SAMPLE_RATE from 0 to 1 and refuses anything else, naming it', () => {
    assert.equal(webVitalsSampleRate({ NODE_ENV: 'production', WEB_VITALS_SAMPLE_RATE: '0.25' }), 0.25);
    assert.equal(webVitalsSampleRate({ WEB_VITALS_SAMPLE_RATE: '0' }), 0);
    for (const value of ['1.5', '-0.1', 'diez'])
      assert.throws(
        () => webVitalsSampleRate({ WEB_VITALS_SAMPLE_RATE: value }),
        /^Error: WEB_VITALS_SAMPLE_RATE must be/,
      );
  });
});

describe("the apps' ports", () => {
  it("takes each app's variable written in digits, and the table's port where it is unset or empty", () => {
    const ports = portsFromEnv({ HOST_PORT: ' 3100 ', SOAT_PORT: '', API_PORT: '65535' });
    assert.equal(ports.host, 3100);
    assert.equal(ports.soat, DEFAULT_PORTS.soat);
    assert.equal(ports.api, 65_535);
    assert.equal(ports.auth, DEFAULT_PORTS.auth);
  });

  it('refuses a port not written in digits or out of range, naming its variable, rather than read another one', () => {
    for (const value of ['3000.5', '0x10', '3e3', '-3000', '0', '65536', 'tres mil'])
      assert.throws(
        () => portsFromEnv({ SOAT_PORT: value }),
        new RegExp(`^Error: SOAT_PORT must be a port from 1 to 65535, written in digits \\(it is "${value}"\\)\\.$`),
      );
  });
});
