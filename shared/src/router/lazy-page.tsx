import { type ComponentType, type FunctionComponent, lazy } from 'react';

/** A page whose code is fetched when it is first shown, or before, by `preload`. */
export type LazyPage = FunctionComponent & {
  /** Fetches the page's code; once settled, the page renders at once instead of suspending. */
  preload(): Promise<void>;
};

/**
 * A route's page in a chunk of its own (docs/decisions/020-less-to-start.md): a page
 * fetches only its code, not every page of the remote. Unlike React's `lazy` alone, a
 * preloaded page renders without suspending even once (the host takes a page
 * over in one commit, and the prerender renders it synchronously). A failed fetch
 * shows as the page's error (the host's section boundary); `preload` then fetches
 * again, which the host's retry does before it renders the page again.
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let Loaded: ComponentType | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => {
        Loaded = component;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  // (React's `lazy` keeps a failure; the page no longer asks it once `preload` has succeeded)
  const Suspending = lazy(async () => {
    await preload();
    return { default: Loaded as ComponentType };
  });
  function Page() {
    return Loaded ? <Loaded /> : <Suspending />;
  }
  return Object.assign(Page, { preload });
}
