import { useLayoutEffect, type ReactNode } from 'react';

/**
 * Calls `onRendered` once the first render is in the page, before the browser
 * paints it: the moment the page written by the server has been replaced.
 */
export function OnFirstRender({ children, onRendered }: { children: ReactNode; onRendered: () => void }) {
  // runs after every layout effect below it (the router's scroll restoration included)
  useLayoutEffect(() => {
    onRendered();
  }, [onRendered]);
  return children;
}
