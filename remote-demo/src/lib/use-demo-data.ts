import { useCallback, useEffect, useEffectEvent, useState } from 'react';

export type DemoDataState<T> = { status: 'loading' } | { status: 'loaded'; data: T } | { status: 'failed' };

/**
 * Data from the demo's mock API, asked for once the screen is on the page (never while
 * rendering) and again whenever `key` changes (a search, a page); `reload` asks again
 * after a change, `replace` shows what a change answered. The key names everything `load` depends on. An older request's
 * answer never replaces a newer one's; the previous data stays on screen meanwhile.
 */
export function useDemoData<T>(
  key: string,
  load: () => Promise<T>,
): { state: DemoDataState<T>; reload: () => void; replace: (data: T) => void } {
  const [state, setState] = useState<DemoDataState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const run = useEffectEvent(load);
  useEffect(() => {
    let current = true;
    run().then(
      (data) => current && setState({ status: 'loaded', data }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [key, attempt]);
  const reload = useCallback(() => setAttempt((previous) => previous + 1), []);
  // what a change answered (the saved item, say), shown at once without asking again
  const replace = useCallback((data: T) => setState({ status: 'loaded', data }), []);
  return { state, reload, replace };
}
