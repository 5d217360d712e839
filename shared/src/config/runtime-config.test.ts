import { createRuntimeConfig } from '@soat/shared/testing';
import { parseRuntimeConfig, RuntimeConfigError } from './runtime-config';

const valid = createRuntimeConfig();

describe('runtime configuration', () => {
  it('accepts a complete configuration', () => {
    expect(parseRuntimeConfig(valid)).toEqual(valid);
  });

  it('names every missing or invalid field', () => {
    const broken = {
      ...valid,
      apiBaseUrl: 'not a url',
      remotes: { ...valid.remotes, auth: undefined },
      whatsapp: { number: '300 123', message: 'Hola' },
      demo: { enabled: 'true' },
    };
    expect(() => parseRuntimeConfig(broken)).toThrow(RuntimeConfigError);
    expect(() => parseRuntimeConfig(broken)).toThrow(
      /apiBaseUrl: expected a URL\n.*remotes\.auth: expected a URL\n.*whatsapp\.number: expected 10 to 15 digits\n.*demo\.enabled: expected true or false/,
    );
  });

  it('takes a Web Vitals sample rate from 0 to 1, or none, and refuses anything else (ADR 046)', () => {
    expect(parseRuntimeConfig({ ...valid, webVitals: { sampleRate: 0.1 } }).webVitals).toEqual({ sampleRate: 0.1 });
    expect(parseRuntimeConfig({ ...valid, webVitals: undefined }).webVitals).toBeUndefined();
    expect(() => parseRuntimeConfig({ ...valid, webVitals: { sampleRate: 2 } })).toThrow(
      /webVitals\.sampleRate: expected 0 to 1/,
    );
    expect(() => parseRuntimeConfig({ ...valid, webVitals: 1 })).toThrow(/webVitals: expected an object/);
  });

  it('refuses what is not a configuration at all', () => {
    expect(() => parseRuntimeConfig('<!doctype html>')).toThrow(/\(root\): expected an object/);
    expect(() => parseRuntimeConfig({ ...valid, whatsapp: null })).toThrow(/whatsapp: expected an object/);
  });
});
