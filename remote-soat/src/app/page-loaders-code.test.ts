import type { PageLoaderContext } from '@soat/shared/federation';
import { PATHS } from '@soat/shared/router';

// whether the loaders' code was asked for; jest.mock's factory may only read names that start with `mock`
const mockBodies = { loaded: false };
jest.mock('./page-loader-bodies', () => {
  mockBodies.loaded = true;
  return jest.requireActual('./page-loader-bodies');
});

describe("the page loaders' code (ADR 048)", () => {
  it('is not loaded with the routes, only when the server renders a page with it', async () => {
    const { pageLoaders } = await import('./page-loaders');
    expect(Object.keys(pageLoaders ?? {})).toContain(`${PATHS.consultaSoat}?placa`);
    expect(mockBodies.loaded).toBe(false);
    const context: PageLoaderContext = {
      params: {},
      query: { placa: 'abc123' },
      get: () => Promise.reject(new Error('not asked')),
      post: () => Promise.reject(new Error('not asked')),
    };
    await expect(pageLoaders?.[`${PATHS.consultaSoat}?placa`]?.(context)).resolves.toEqual({
      data: { placa: 'ABC123' },
      startNow: false,
    });
    expect(mockBodies.loaded).toBe(true);
  });
});
