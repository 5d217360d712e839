import { startTransition, useEffect, useEffectEvent, useState } from 'react';

/** Server data as a screen shows it. Each app maps it to its own states (its "not found", say) from the error. */
export type ApiData<T> = { status: 'loading' } | { status: 'loaded'; data: T } | { status: 'failed'; error: unknown };

export interface ApiDataOptions<T> {
  /** What the page was rendered with on request: shown at once, and asked for afresh all the same. */
  initial?: T | undefined;
  /** Shows each answer in a transition: a large screen renders in slices that let input through. */
  transition?: boolean;
}

const LOADING = { status: 'loading' } as const;
const now = (update: () => void) => update();

/**
 * Server data, asked for once the component is mounted (never while rendering: pages are prerendered and
 * rendered on the server), again when `key` changes (it names everything `load` depends on; null: ask
 * nothing) and on `reload`. The previous request's signal is aborted and its answer ignored, so an older
 * answer never replaces a newer one; what is shown stays meanwhile, but a failure gives way to loading on
 * `reload`. `replace` shows what a change answered, without asking again. `reload` and `replace` are new
 * functions at each render (bytes: this door ships to every page): call them from handlers, not effects.
 * Why no query library: docs/decisions/030-fetching-persisting-mocking.md.
 */
export function useApiData<T>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<T>,
  { initial, transition }: ApiDataOptions<T> = {},
): { state: ApiData<T>; reload: () => void; replace: (data: T) => void } {
  const [state, setState] = useState<ApiData<T>>(() =>
    initial === undefined ? LOADING : { status: 'loaded', data: initial },
  );
  const [round, setRound] = useState(0);
  // the latest `load`, not a dependency: callers pass a new function at each render
  const run = useEffectEvent(load);
  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    const show = (next: ApiData<T>) => controller.signal.aborted || setState(next);
    run(controller.signal).then(
      (data) => (transition ? startTransition : now)(() => show({ status: 'loaded', data })),
      (error: unknown) => show({ status: 'failed', error }),
    );
    return () => controller.abort();
  }, [key, round, transition]);
  return {
    state,
    reload: () => {
      setState((shown) => (shown.status === 'failed' ? LOADING : shown));
      setRound((count) => count + 1);
    },
    replace: (data) => setState({ status: 'loaded', data }),
  };
}
