import type { PageLoaderAnswer, PageLoaderContext } from '@soat/shared/federation';
import { PATHS } from '@soat/shared/router';
import { pageLoaders } from './page-loaders';

const consultFromQr = pageLoaders?.[`${PATHS.consultaSoat}?placa`];

/** The context of a request for the consult with `placa`; the API is never to be asked. */
const context = (plate: string): PageLoaderContext => ({
  params: {},
  query: { placa: plate },
  get: async () => {
    throw new Error('the consult asks the API nothing to render');
  },
  post: async () => {
    throw new Error('the consult asks the API nothing to render');
  },
});

describe('the consult opened from a policy’s QR code (rendered on request)', () => {
  it('renders the page with the plate as the portal stores it, the app starting on first use', async () => {
    await expect(consultFromQr?.(context(' abc-123 '))).resolves.toEqual({
      data: { placa: 'ABC123' },
      startNow: false,
    });
  });

  it('renders nothing on the server for what is not a plate (the app shows it on its field)', async () => {
    await expect(consultFromQr?.(context('<script>'))).resolves.toBeNull();
  });
});

describe("the purchase opened from a renewal reminder's link (rendered on request)", () => {
  const fromRenewal = pageLoaders?.[`${PATHS.comprarSoat}?renovar`];
  const renewal = { placa: 'ABC123', vehiculo: { clase: 'automovil' }, inicioVigencia: '2099-06-01', tomador: {} };
  /** The API answering the renewal's POST with `answer` (or failing), and what it was asked. */
  const reading = (answer: () => Promise<PageLoaderAnswer>) => {
    const asked: { path: string; body: unknown }[] = [];
    const context: PageLoaderContext = {
      params: {},
      query: { renovar: 'token-del-correo' },
      get: async () => {
        throw new Error('the renewal is read with a POST: its token never travels in an address');
      },
      post: async (path, body) => {
        asked.push({ path, body });
        return answer();
      },
    };
    return { asked, context };
  };

  it('renders the page with the renewal the link reads, the token sent in the body, the app starting on use', async () => {
    const { asked, context } = reading(async () => ({ status: 200, body: renewal }));
    await expect(fromRenewal?.(context)).resolves.toEqual({ data: { renovacion: renewal }, startNow: false });
    expect(asked).toEqual([{ path: '/soat/api/v1/renovaciones', body: { token: 'token-del-correo' } }]);
  });

  it('leaves a link the API refuses, or the API down, to the app (the page in its loading state, started at once)', async () => {
    const refused = reading(async () => ({
      status: 404,
      body: { message: 'Este enlace de renovación no es válido…' },
    }));
    await expect(fromRenewal?.(refused.context)).resolves.toBeNull();
    const down = reading(async () => {
      throw new Error('connect ECONNREFUSED');
    });
    await expect(fromRenewal?.(down.context)).resolves.toBeNull();
  });
});
