import { useLayoutEffect, type ReactNode } from 'react';

/**
 * Calls `onTakenOver` once the first render is in the page, before the browser
 * paints it: the moment the page written by the server has been replaced.
 */
export function TakenOver({ children, onTakenOver }: { children: ReactNode; onTakenOver: () => void }) {
  // runs after every layout effect below it (the router's scroll restoration included)
  useLayoutEffect(() => {
    onTakenOver();
  }, [onTakenOver]);
  return children;
}
