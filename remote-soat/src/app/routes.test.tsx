import { waitFor } from '@testing-library/react';
import { sessionStore } from '@soat/shared/session';
import { api, createToken, recordRequests, testApi } from '@soat/shared/testing';
import { forgetClaim } from '../features/my-policies/claim-purchases';
import { setUpPage } from '../testing/render-page';

beforeAll(setUpPage);
afterEach(() => {
  sessionStore.getState().signOut();
  forgetClaim();
  window.history.replaceState(null, '', '/');
});

describe("the remote's routes", () => {
  it("send an emailed claim link's claim as they preload the page of «mis pólizas», before it renders (ADR 035)", async () => {
    const sent = recordRequests();
    let claimed = false;
    testApi.use(
      api.post('/soat/api/v1/mis-polizas/reclamos/confirmar', ({ response }) => {
        claimed = true;
        return response(200).json({ message: 'Agregamos 1 póliza a tus pólizas.', polizasAgregadas: 1 });
      }),
    );
    sessionStore
      .getState()
      .authenticate({ id: 'ana@ejemplo.co', email: 'ana@ejemplo.co', name: 'Ana Pérez' }, createToken());
    window.history.replaceState(null, '', '/soat/mis-polizas?reclamar=token-del-correo');
    // where the remote's build serves its texts from (webpack defines it in the bundle)
    Object.assign(globalThis, { __webpack_public_path__: 'http://localhost/' });
    const { preloadPage } = await import('./routes');
    // as the host does once the routes arrive (host/src/remotes/load-remote.ts)
    await preloadPage(window.location.pathname);
    await waitFor(() => expect(claimed).toBe(true));
    expect(sent.filter(({ path }) => path.endsWith('/reclamos/confirmar')).map(({ body }) => body)).toEqual([
      { token: 'token-del-correo' },
    ]);
  });
});
