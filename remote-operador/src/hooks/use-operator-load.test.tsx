import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, PATHS, useLocation } from '@soat/shared/router';
import { deferred } from '@soat/shared/testing';
import { OperatorApiError } from '../lib/operator-api';
import { OPERATOR_TOKEN_KEY, sessionEnded } from '../lib/operator-session';
import { signInOperator } from '../testing/operator-api';
import { setUpPage } from '../testing/render-page';
import { useOperatorLoad } from './use-operator-load';

beforeAll(setUpPage);
afterEach(() => sessionStorage.clear());

/** Where the hook's page was sent, as the router has it. */
const where: { pathname: string; state: unknown }[] = [];
function Location() {
  const { pathname, state } = useLocation();
  where.push({ pathname, state });
  return null;
}
const Router = ({ children }: { children: ReactNode }) => (
  <MemoryRouter initialEntries={['/operador/operaciones']}>
    {children}
    <Location />
  </MemoryRouter>
);
const lastLocation = () => where.at(-1);
afterEach(() => {
  where.length = 0;
});

/** The hook over `load` with `deps` [key], a key the test changes. */
const renderLoad = <T,>(load: (key: string) => Promise<T>, onFailed?: (error: unknown) => void) =>
  renderHook(({ key }: { key: string }) => useOperatorLoad(() => load(key), [key], onFailed), {
    initialProps: { key: 'a' },
    wrapper: Router,
  });

const REFUSED = new OperatorApiError(409, 'El rango no es válido.', [{ campo: 'desde', mensaje: 'Revisa la fecha.' }]);

describe('useOperatorLoad', () => {
  it('shows loading, then the answer', async () => {
    const { result } = renderLoad((key) => Promise.resolve(`respuesta ${key}`));
    expect(result.current.state).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', data: 'respuesta a' }));
  });

  it('ends the session on a 401: the token forgotten, back to the sign-in saying why, no failure shown', async () => {
    signInOperator();
    const onFailed = jest.fn();
    const { result } = renderLoad(() => Promise.reject(new OperatorApiError(401, '')), onFailed);
    await waitFor(() => expect(lastLocation()?.pathname).toBe(PATHS.operadorIngresar));
    expect(sessionEnded(lastLocation()?.state)).toBe(true);
    expect(sessionStorage.getItem(OPERATOR_TOKEN_KEY)).toBeNull();
    expect(result.current.state).toEqual({ status: 'loading' });
    expect(onFailed).not.toHaveBeenCalled();
  });

  it('shows any other refusal in the API’s words, after `onFailed` has seen it', async () => {
    const onFailed = jest.fn();
    const { result } = renderLoad(() => Promise.reject(REFUSED), onFailed);
    await waitFor(() => expect(result.current.state).toEqual({ status: 'failed', message: 'El rango no es válido.' }));
    expect(onFailed).toHaveBeenCalledWith(REFUSED);
    expect(lastLocation()?.pathname).toBe('/operador/operaciones');
  });

  it('says an unreachable API in its own words', async () => {
    const { result } = renderLoad(() => Promise.reject(new OperatorApiError(0, '')));
    await waitFor(() =>
      expect(result.current.state).toEqual({
        status: 'failed',
        message: 'El servicio no responde. Revisa tu conexión e inténtalo de nuevo.',
      }),
    );
  });

  it('ignores an answer that comes after the page has gone: a late 401 ends no session', async () => {
    const token = signInOperator();
    const answer = deferred<string>();
    const onFailed = jest.fn();
    const { unmount } = renderLoad(() => answer.promise, onFailed);
    unmount();
    await act(async () => answer.reject(new OperatorApiError(401, '')));
    expect(sessionStorage.getItem(OPERATOR_TOKEN_KEY)).toBe(token);
    expect(where.some(({ pathname }) => pathname === PATHS.operadorIngresar)).toBe(false);
    expect(onFailed).not.toHaveBeenCalled();
  });

  it('shows loading as soon as the deps change, and never lets an older answer replace a newer one', async () => {
    const answers = { a: deferred<string>(), b: deferred<string>() };
    const load = jest.fn((key: string) => answers[key as keyof typeof answers].promise);
    const { result, rerender } = renderLoad(load);
    await act(async () => answers.a.resolve('respuesta a'));
    expect(result.current.state).toEqual({ status: 'ready', data: 'respuesta a' });

    rerender({ key: 'b' });
    expect(result.current.state).toEqual({ status: 'loading' });
    answers.a = deferred<string>();
    rerender({ key: 'a' });
    await act(async () => answers.b.resolve('respuesta b'));
    expect(result.current.state).toEqual({ status: 'loading' });
    await act(async () => answers.a.resolve('respuesta a otra vez'));
    expect(result.current.state).toEqual({ status: 'ready', data: 'respuesta a otra vez' });
    expect(load.mock.calls).toEqual([['a'], ['b'], ['a']]);
  });

  it('asks again on retry, showing loading meanwhile', async () => {
    const answers = [() => Promise.reject(REFUSED), () => Promise.resolve('respuesta')];
    let calls = 0;
    const load = jest.fn((): Promise<string> => answers[calls++]!());
    const { result } = renderLoad(load);
    await waitFor(() => expect(result.current.state.status).toBe('failed'));
    act(() => result.current.retry());
    expect(result.current.state).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', data: 'respuesta' }));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('asks again on reload keeping what is shown, and changes the data shown on update', async () => {
    const answers = [deferred<number[]>(), deferred<number[]>()];
    let calls = 0;
    const load = jest.fn((): Promise<number[]> => answers[calls++]!.promise);
    const { result } = renderLoad(load);
    await act(async () => answers[0]!.resolve([1, 2]));
    act(() => result.current.update((numbers) => [...numbers, 3]));
    expect(result.current.state).toEqual({ status: 'ready', data: [1, 2, 3] });

    act(() => result.current.reload());
    expect(result.current.state).toEqual({ status: 'ready', data: [1, 2, 3] });
    await act(async () => answers[1]!.resolve([4]));
    expect(result.current.state).toEqual({ status: 'ready', data: [4] });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
