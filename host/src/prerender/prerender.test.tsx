/**
 * @jest-environment node
 */
import type { PageLoaderAnswer, PageServer } from '@soat/shared/page-server';
import { PATHS } from '@soat/shared/router';
import * as hostBuild from './prerender';

const SUMMARY = {
  promedio: 4.5,
  total: 2,
  recomiendan: 50,
  distribucion: [
    { estrellas: 5, cantidad: 1 },
    { estrellas: 4, cantidad: 1 },
  ],
};

/** What the host's server hands the loader: the API answering `answer` to any request, each one noted. */
function context(answer: PageLoaderAnswer, asked: string[] = []) {
  const ask = async (apiPath: string) => {
    asked.push(apiPath);
    return answer;
  };
  return { params: {}, query: {}, get: ask, post: ask };
}

describe('the host’s Node build', () => {
  it('exports exactly the page-server contract, with the document it owns', () => {
    // typed by the contract (tsc checks it), and nothing besides
    const build: PageServer = hostBuild;
    expect(Object.keys(build).sort()).toEqual(['document', 'pageLoaders', 'prepare', 'render', 'routes']);
    expect(build.routes).toEqual([PATHS.home, PATHS.quienesSomos]);
  });

  it('loads /home’s data from the public rating summary, as its page loader', async () => {
    const asked: string[] = [];
    const loaded = await hostBuild.pageLoaders[PATHS.home]!(context({ status: 200, body: SUMMARY }, asked));
    expect(loaded).toEqual({ data: { resumenCalificaciones: SUMMARY }, startNow: false });
    expect(asked).toEqual(['/api/calificaciones/resumen']);
  });

  it.each([
    ['an error', { status: 503, body: { message: 'No disponible.' } }],
    ['what is not a summary', { status: 200, body: { promedio: 4 } }],
  ])('has nothing to render for /home when the API answers %s', async (_, answer) => {
    await expect(hostBuild.pageLoaders[PATHS.home]!(context(answer))).resolves.toBeNull();
  });
});
