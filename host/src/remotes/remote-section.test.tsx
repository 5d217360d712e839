import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { createRuntimeConfig } from '@soat/shared/testing';
import { renderWithShell, setUpTexts } from '../testing/render-with-shell';
import { forgetRemoteAttempts, registerPortalRemotes } from './load-remote';
import { RemoteSection } from './remote-section';

const load = loadRemote as jest.Mock;
const register = registerRemotes as jest.Mock;
const config = createRuntimeConfig();

/** A promise the test settles when it wants, as a remote's entry would arrive. */
function pending<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (reason: unknown) => void = () => {};
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const signInRoutes = { default: () => <h1>Iniciar sesión</h1> };

beforeAll(setUpTexts);
beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  forgetRemoteAttempts();
  registerPortalRemotes(config);
});

/** Renders the section at a path, letting React settle what it can (a remote still loading suspends). */
async function renderSectionAt(path: string) {
  await act(async () => {
    renderWithShell(<RemoteSection demoEnabled={false} />, { at: path });
  });
}

describe('RemoteSection', () => {
  it("shows that the section is loading, then the remote's routes", async () => {
    const entry = pending<typeof signInRoutes>();
    load.mockReturnValue(entry.promise);
    await renderSectionAt('/iniciar-sesion');

    expect(screen.getByRole('status', { name: 'Cargando…' })).toBeVisible();
    expect(load).toHaveBeenCalledWith('remote_auth/routes');
    await act(async () => entry.resolve(signInRoutes));
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the Spanish fallback when the remote cannot load, and a retry loads it again', async () => {
    load.mockRejectedValueOnce(new Error('remoteEntry.js answered 503')).mockResolvedValueOnce(signInRoutes);
    await renderSectionAt('/crear-cuenta');

    expect(await screen.findByRole('heading', { name: 'Sección no disponible' })).toBeVisible();
    const user = userEvent.setup();
    // the new attempt suspends again: let React settle it inside act
    await act(async () => user.click(screen.getByRole('button', { name: 'Reintentar' })));

    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
    expect(load).toHaveBeenCalledTimes(2);
    // the runtime keeps a failed entry's rejection: the retry registers the remote afresh
    expect(register).toHaveBeenLastCalledWith([{ name: 'remote_auth', entry: config.remotes.auth }], { force: true });
  });

  it('shows the fallback when the remote breaks while rendering', async () => {
    load.mockResolvedValue({
      default: () => {
        throw new Error('a bug in the remote');
      },
    });
    jest.spyOn(console, 'error').mockImplementation(() => {});
    await renderSectionAt('/recuperar-clave');
    expect(await screen.findByRole('heading', { name: 'Sección no disponible' })).toBeVisible();
  });

  it('loads no remote for a path no remote owns', async () => {
    await renderSectionAt('/demo/apps/contacts');
    expect(load).not.toHaveBeenCalled();
  });
});
