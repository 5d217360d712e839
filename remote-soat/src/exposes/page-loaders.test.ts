import type { PageLoaderContext } from '@soat/shared/federation';
import { PATHS } from '@soat/shared/router';
import { pageLoaders } from './page-loaders';

const consultFromQr = pageLoaders?.[`${PATHS.consultaSoat}?placa`];

/** The context of a request for the consult with `placa`; the API is never to be asked. */
const context = (placa: string): PageLoaderContext => ({
  params: {},
  query: { placa },
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
