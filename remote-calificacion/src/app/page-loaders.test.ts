import type { PageLoaderContext } from '@soat/shared/federation';
import { PATHS } from '@soat/shared/router';
import { pageLoaders } from './page-loaders';

const summaryPage = pageLoaders?.[PATHS.calificacion];
const linkPage = pageLoaders?.[`${PATHS.calificacion}?token`];

const unused = async () => {
  throw new Error('not asked');
};
/** The API as the remote's server reaches it, answering `answer` to the one request expected. */
const context = (overrides: Partial<PageLoaderContext>): PageLoaderContext => ({
  params: {},
  query: {},
  get: unused,
  post: unused,
  ...overrides,
});

describe("the rating page's loaders (rendered on request)", () => {
  it('renders /calificacion with the public summary, the app starting on first use', async () => {
    const summary = { promedio: 4, total: 1, recomiendan: 100, distribucion: [] };
    const get = jest.fn(async () => ({ status: 200, body: summary }));
    expect(await summaryPage?.(context({ get }))).toEqual({ data: { resumen: summary }, startNow: false });
    expect(get).toHaveBeenCalledWith('/api/calificaciones/resumen');
  });

  it('renders nothing on the server when the API does not answer the summary', async () => {
    const get = jest.fn(async () => ({ status: 503, body: { message: 'No disponible.' } }));
    expect(await summaryPage?.(context({ get }))).toBeNull();
  });

  it("renders a link's page with what it rates, reading the token with a POST as the app does", async () => {
    const check = { estado: 'pendiente', referencia: 'SOAT-2026-00000001', nombre: 'Laura', calificacion: null };
    const post = jest.fn(async () => ({ status: 200, body: check }));
    expect(await linkPage?.(context({ query: { token: 'abc' }, post }))).toEqual({
      data: { consultaEnlace: check },
      startNow: false,
    });
    expect(post).toHaveBeenCalledWith('/api/calificaciones/consultas', { token: 'abc' });
  });

  it('sends a link the API refuses to /calificacion?invalid=true', async () => {
    for (const status of [400, 401, 403]) {
      const post = jest.fn(async () => ({
        status,
        body: { message: 'Token no válido.', errores: [{ campo: 'token', mensaje: 'No es un enlace.' }] },
      }));
      expect(await linkPage?.(context({ query: { token: 'forged' }, post }))).toEqual({
        redirect: '/calificacion?invalid=true',
      });
    }
  });

  it('says at once that the link could not be checked when the API fails or cannot be reached, and starts the app to ask again', async () => {
    const unreachable = { data: { consultaEnlace: null }, startNow: true };
    const failing = jest.fn(async () => ({ status: 503, body: { message: 'No disponible.' } }));
    expect(await linkPage?.(context({ query: { token: 'abc' }, post: failing }))).toEqual(unreachable);
    const down = jest.fn(async () => {
      throw new TypeError('fetch failed');
    });
    expect(await linkPage?.(context({ query: { token: 'abc' }, post: down }))).toEqual(unreachable);
  });
});
