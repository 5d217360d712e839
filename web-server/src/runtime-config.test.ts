// The runtime configuration's Web Vitals sample rate (ADR 046; run by `npm test` with node:test).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { runtimeConfig, webVitalsSampleRate } from './runtime-config.ts';

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
