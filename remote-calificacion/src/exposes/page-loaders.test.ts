import { PATHS } from '@soat/shared/router';
import { pageLoaders } from './page-loaders';

const load = pageLoaders?.[PATHS.calificacion];

describe("the rating page's loader (rendered on request)", () => {
  it('renders /calificacion with the public summary, the app starting on first use', async () => {
    const summary = { promedio: 4, total: 1, recomiendan: 100, distribucion: [] };
    const get = jest.fn(async () => ({ status: 200, body: summary }));
    expect(await load?.({ params: {}, get })).toEqual({ data: { resumen: summary }, startNow: false });
    expect(get).toHaveBeenCalledWith('/api/calificaciones/resumen');
  });

  it('renders nothing on the server when the API does not answer the summary', async () => {
    const get = jest.fn(async () => ({ status: 503, body: { message: 'No disponible.' } }));
    expect(await load?.({ params: {}, get })).toBeNull();
  });
});
