import { createRuntimeConfig } from '@soat/shared/testing';
import { parseRuntimeConfig, RuntimeConfigError } from './runtime-config';

const valid = createRuntimeConfig();

describe('runtime configuration', () => {
  it('accepts a complete configuration', () => {
    expect(parseRuntimeConfig(valid)).toEqual(valid);
  });

  it('names every missing or invalid field', () => {
    const broken = { ...valid, apiBaseUrl: 'not a url', remotes: { ...valid.remotes, auth: undefined } };
    expect(() => parseRuntimeConfig(broken)).toThrow(RuntimeConfigError);
    expect(() => parseRuntimeConfig(broken)).toThrow(/apiBaseUrl[\s\S]*remotes\.auth/);
  });
});
