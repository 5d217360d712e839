import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONTACT_MESSAGES } from '@soat/shared/rules/contact';
import { recordRequests } from '@soat/shared/testing';
import { renderPage, setUpPage } from '../testing/render-page';
import type * as RoutesModule from './routes';

// Whether the forms door (zod and its resolver) was asked for: jest.mock's factory runs when the module is
// first required. Kept on the global object, which a factory may read before this file's own names exist.
interface Loaded {
  formsDoor?: boolean;
}
const loaded = globalThis as Loaded;
jest.mock('@soat/shared/forms', () => {
  (globalThis as Loaded).formsDoor = true;
  return jest.requireActual('@soat/shared/forms');
});

let routes: typeof RoutesModule;
beforeAll(async () => {
  await setUpPage();
  // where the remote's build serves its texts from (webpack defines it in the bundle)
  Object.assign(globalThis, { __webpack_public_path__: 'http://localhost/' });
  routes = await import('./routes');
});

const email = () => screen.getByLabelText(/^Correo electrónico/);

describe("the remote's pages without zod (ADR 048)", () => {
  it.each([
    ['iniciar sesión', '/iniciar-sesion', 'Iniciar sesión'],
    ['recuperar clave', '/recuperar-clave', 'Enviar enlace'],
  ])(
    '%s refuses an email with the rules’ Spanish message, keeping what was typed, without the forms door',
    async (_page, path, submit) => {
      const sent = recordRequests();
      // as the host does once the routes arrive (host/src/remotes/load-remote.ts)
      await routes.preloadPage(path);
      renderPage(<routes.default />, { at: path });
      const user = userEvent.setup();
      await user.type(email(), 'ana@ejemplo');
      await user.click(screen.getByRole('button', { name: submit }));

      expect(await screen.findByText(CONTACT_MESSAGES['email.format'])).toBeVisible();
      expect(email()).toHaveAccessibleErrorMessage(CONTACT_MESSAGES['email.format']);
      expect(email()).toHaveValue('ana@ejemplo');
      expect(sent).toEqual([]);
      expect(loaded.formsDoor).toBeUndefined();
    },
  );

  it('fetches the forms door with crear cuenta, whose schema needs it, before its first render', async () => {
    await routes.preloadPage('/crear-cuenta');
    expect(loaded.formsDoor).toBe(true);
    renderPage(<routes.default />, { at: '/crear-cuenta' });
    expect(screen.getByRole('checkbox', { name: /Acepto/ })).toBeInTheDocument();
  });
});
