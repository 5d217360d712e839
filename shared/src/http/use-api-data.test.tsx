import React from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { deferred } from '../testing/deferred';
import { api, recordRequests, TEST_API, testApi } from '../testing/test-api';
import { apiUrl, configureHttp, http, type ApiResponse } from './http-client';
import { useApiData, type ApiDataOptions } from './use-api-data';

const SUMMARY_PATH = '/api/calificaciones/resumen';
type Summary = ApiResponse<typeof SUMMARY_PATH, 'get'>;
const SUMMARY: Summary = { promedio: 5, total: 1, recomiendan: 100, distribucion: [{ estrellas: 5, cantidad: 1 }] };

/** The hook with a key the test changes, over a plain `load`. */
const renderData = <T,>(
  load: (signal: AbortSignal) => Promise<T>,
  key: string | null = 'a',
  options?: ApiDataOptions<T>,
) => renderHook(({ key }: { key: string | null }) => useApiData(key, load, options), { initialProps: { key } });

describe('useApiData', () => {
  it('asks nothing while the page is rendered to a string, and renders what it was given', () => {
    const load = jest.fn(() => Promise.resolve('answer'));
    function Screen({ initial }: { initial?: string }) {
      const { state } = useApiData('a', load, { initial });
      return <p>{state.status === 'loaded' ? state.data : state.status}</p>;
    }
    expect(renderToString(<Screen />)).toBe('<p>loading</p>');
    expect(renderToString(<Screen initial="rendered" />)).toBe('<p>rendered</p>');
    expect(load).not.toHaveBeenCalled();
  });

  it('sends one request once mounted, and shows its answer', async () => {
    configureHttp({ baseUrl: TEST_API });
    testApi.use(api.get(SUMMARY_PATH, ({ response }) => response(200).json(SUMMARY)));
    const sent = recordRequests();
    const { result } = renderData((signal) => http().get(apiUrl(SUMMARY_PATH), { signal }).json<Summary>());
    expect(result.current.state).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current.state).toEqual({ status: 'loaded', data: SUMMARY }));
    expect(sent.map(({ method, path }) => `${method} ${path}`)).toEqual([`GET ${SUMMARY_PATH}`]);
  });

  it('shows what the page was rendered with at once, and asks afresh', async () => {
    const { result } = renderData(() => Promise.resolve('fresh'), 'a', { initial: 'rendered' });
    expect(result.current.state).toEqual({ status: 'loaded', data: 'rendered' });
    await waitFor(() => expect(result.current.state).toEqual({ status: 'loaded', data: 'fresh' }));
  });

  it('asks nothing without a key', async () => {
    const load = jest.fn(() => Promise.resolve('answer'));
    const { result } = renderData(load, null, { initial: 'given' });
    await act(async () => {});
    expect(load).not.toHaveBeenCalled();
    expect(result.current.state).toEqual({ status: 'loaded', data: 'given' });
  });

  it('asks again when the key changes, aborting the previous request, and keeps the data shown meanwhile', async () => {
    const signals: AbortSignal[] = [];
    const answers = [deferred<string>(), deferred<string>()];
    const { result, rerender } = renderData((signal) => answers[signals.push(signal) - 1]!.promise);
    await act(async () => answers[0]!.resolve('first'));
    rerender({ key: 'b' });
    expect(signals).toHaveLength(2);
    expect(signals.map((signal) => signal.aborted)).toEqual([true, false]);
    expect(result.current.state).toEqual({ status: 'loaded', data: 'first' });
    await act(async () => answers[1]!.resolve('second'));
    expect(result.current.state).toEqual({ status: 'loaded', data: 'second' });
  });

  it('never lets an older answer replace a newer one, nor an older failure', async () => {
    const answers = { a: deferred<string>(), b: deferred<string>(), c: deferred<string>() };
    const { result, rerender } = renderHook(
      ({ key }: { key: keyof typeof answers }) => useApiData(key, () => answers[key].promise),
      { initialProps: { key: 'a' as keyof typeof answers } },
    );
    rerender({ key: 'b' });
    rerender({ key: 'c' });
    await act(async () => answers.c.resolve('newest'));
    await act(async () => answers.b.resolve('older'));
    await act(async () => answers.a.reject(new Error('oldest')));
    expect(result.current.state).toEqual({ status: 'loaded', data: 'newest' });
  });

  it('says the request failed, with its error', async () => {
    const error = new Error('down');
    const { result } = renderData(() => Promise.reject(error));
    await waitFor(() => expect(result.current.state).toEqual({ status: 'failed', error }));
  });

  it('asks again on reload: a failure gives way to loading, data on screen stays until the new answer', async () => {
    const answers = [deferred<string>(), deferred<string>(), deferred<string>()];
    let asked = 0;
    const { result } = renderData(() => answers[asked++]!.promise);
    await act(async () => answers[0]!.reject(new Error('down')));
    expect(result.current.state).toMatchObject({ status: 'failed' });

    act(() => result.current.reload());
    expect(result.current.state).toEqual({ status: 'loading' });
    await act(async () => answers[1]!.resolve('loaded'));
    expect(result.current.state).toEqual({ status: 'loaded', data: 'loaded' });

    act(() => result.current.reload());
    expect(asked).toBe(3);
    expect(result.current.state).toEqual({ status: 'loaded', data: 'loaded' });
    await act(async () => answers[2]!.resolve('reloaded'));
    expect(result.current.state).toEqual({ status: 'loaded', data: 'reloaded' });
  });

  it('shows what a change answered at once, without asking again', async () => {
    const load = jest.fn(() => Promise.resolve('loaded'));
    const { result } = renderData(load);
    await waitFor(() => expect(result.current.state).toEqual({ status: 'loaded', data: 'loaded' }));
    act(() => result.current.replace('saved'));
    expect(result.current.state).toEqual({ status: 'loaded', data: 'saved' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows an answer in a transition when asked to, a failure at once', async () => {
    const transition = jest.spyOn(React, 'startTransition');
    const { result } = renderData(() => Promise.resolve('answer'), 'a', { transition: true });
    await waitFor(() => expect(result.current.state).toEqual({ status: 'loaded', data: 'answer' }));
    expect(transition).toHaveBeenCalledTimes(1);
    renderData(() => Promise.reject(new Error('down')), 'a', { transition: true });
    await act(async () => {});
    expect(transition).toHaveBeenCalledTimes(1);
  });
});
