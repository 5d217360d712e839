import { useMemo, useRef } from 'react';

/**
 * Gives the focus back to what opened a panel (a product's or a file's details) when it closes: the
 * panel's close button goes away with it, and the focus would fall to the page's body.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return useMemo(
    () => ({
      /** Call as the panel opens: the focused element (the pressed button) is the one to come back to. */
      remember: () => {
        opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      },
      /** Call as the panel closes. */
      restore: () => {
        if (opener.current?.isConnected) opener.current.focus();
        opener.current = null;
      },
    }),
    [],
  );
}
