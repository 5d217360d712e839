import { act, renderHook, waitFor } from '@testing-library/react';
import { deferred } from '@soat/shared/testing';
import { useDemoData } from './use-demo-data';

describe('useDemoData', () => {
  it('keeps the newest answer when an older one arrives later', async () => {
    const answers = { first: deferred<string>(), second: deferred<string>() };
    const { result, rerender } = renderHook(
      ({ key }: { key: 'first' | 'second' }) => useDemoData(key, () => answers[key].promise),
      { initialProps: { key: 'first' as 'first' | 'second' } },
    );
    rerender({ key: 'second' });
    await act(async () => answers.second.resolve('second answer'));
    await act(async () => answers.first.resolve('first answer'));
    expect(result.current.state).toEqual({ status: 'loaded', data: 'second answer' });
  });

  it('says a load failed, and loads again on reload', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce('data');
    const { result } = renderHook(() => useDemoData('key', load));
    await waitFor(() => expect(result.current.state).toEqual({ status: 'failed' }));
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.state).toEqual({ status: 'loaded', data: 'data' }));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows what a change answered at once', async () => {
    const { result } = renderHook(() => useDemoData('key', () => Promise.resolve('loaded')));
    await waitFor(() => expect(result.current.state).toEqual({ status: 'loaded', data: 'loaded' }));
    act(() => result.current.replace('saved'));
    expect(result.current.state).toEqual({ status: 'loaded', data: 'saved' });
  });
});
