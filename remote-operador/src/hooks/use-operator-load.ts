import { useEffect, useEffectEvent, useState, type DependencyList } from 'react';
import { useRefusal } from './use-refusal';

/** A back-office page's data: on its way, shown, or refused with the message to show. */
export type LoadState<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; message: string };

export interface OperatorLoad<T> {
  state: LoadState<T>;
  /** The failed load's button: shows the loading state and asks again. */
  retry: () => void;
  /** Asks again keeping what is shown until the answer (after an action changed the data on the server). */
  reload: () => void;
  /** Changes the data shown, when it is shown: an item handled, an operator added. */
  update: (change: (data: T) => T) => void;
}

const LOADING = { status: 'loading' } as const;

const sameDeps = (a: DependencyList, b: DependencyList) =>
  a.length === b.length && a.every((value, index) => Object.is(value, b[index]));

/**
 * The load every back-office page starts with: `load` is asked once mounted and again whenever `deps` (what
 * it reads, as a `useEffect`'s: lint checks them) change, the page showing its loading state meanwhile. A 401
 * ends the session (back to the sign-in); any other refusal becomes the message with its retry, after
 * `onFailed` has seen the error (a filter's field messages). An answer that comes after the page left or asked
 * for something else is ignored, so an older answer never replaces a newer one.
 */
export function useOperatorLoad<T>(
  load: () => Promise<T>,
  deps: DependencyList,
  onFailed?: (error: unknown) => void,
): OperatorLoad<T> {
  const refusal = useRefusal();
  // each new `asked` is one request; new deps make one at once, in the render that brought them, so that
  // the page never shows the previous answer under the new range or filters
  const [asked, setAsked] = useState({ deps });
  const [state, setState] = useState<LoadState<T>>(LOADING);
  if (!sameDeps(asked.deps, deps)) {
    setAsked({ deps });
    setState(LOADING);
  }

  // the latest `load` and `onFailed`, not dependencies: callers pass new functions at each render
  const run = useEffectEvent(load);
  const refused = useEffectEvent((error: unknown) => {
    const message = refusal(error);
    if (message === null) return;
    onFailed?.(error);
    setState({ status: 'failed', message });
  });
  useEffect(() => {
    let current = true;
    run().then(
      (data) => {
        if (current) setState({ status: 'ready', data });
      },
      (error: unknown) => {
        if (current) refused(error);
      },
    );
    return () => {
      current = false;
    };
  }, [asked]);

  return {
    state,
    retry: () => {
      setState(LOADING);
      setAsked(({ deps: same }) => ({ deps: same }));
    },
    reload: () => setAsked(({ deps: same }) => ({ deps: same })),
    update: (change) =>
      setState((shown) => (shown.status === 'ready' ? { status: 'ready', data: change(shown.data) } : shown)),
  };
}
