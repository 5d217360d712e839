import { parseRuntimeConfig, RuntimeConfigError } from './runtime-config';

const valid = {
  apiBaseUrl: 'http://localhost:4000/',
  remotes: {
    auth: 'http://localhost:3001/mf-manifest.json',
    soat: 'http://localhost:3002/mf-manifest.json',
    calificacion: 'http://localhost:3003/mf-manifest.json',
    demo: 'http://localhost:3004/mf-manifest.json',
  },
  whatsapp: { number: '573001234567', message: 'Hola' },
  demo: { enabled: false },
};

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
