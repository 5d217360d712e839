/**
 * @jest-environment node
 */
import type { PageLoaderAnswer, PageServer, PageServerSetup } from '@soat/shared/page-server';
import { PATHS } from '@soat/shared/router';
import es from '../../public/assets/i18n/es.json';
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

  it('renders a page with the global styles the browser then does not build: preflight, global CSS, keyframes', async () => {
    const config = {
      apiBaseUrl: 'http://api.test',
      remotes: {},
      whatsapp: { number: '573001234567', message: 'Hola' },
      demo: { enabled: false },
    } as PageServerSetup['config'];
    await hostBuild.prepare({ texts: es, config });
    const css = (await hostBuild.render(PATHS.quienesSomos)).styles.map((style) => style.css).join('\n');
    expect(css).toContain('-webkit-tap-highlight-color:transparent'); // Chakra's preflight
    expect(css).toContain('--global-font-body'); // its global CSS
    expect(css).toContain('@keyframes spin');
    expect(css).toContain('--chakra-colors-indigo-700'); // every token's variable
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
