import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether the screen matches a media query, kept current as it changes (a phone turned sideways).
 * Where there is no `matchMedia` (a server render, jsdom) the answer is `otherwise`.
 */
export function useMediaQuery(query: string, otherwise: boolean): boolean {
  const subscribe = useCallback(
    (changed: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', changed);
      return () => list.removeEventListener('change', changed);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : otherwise),
    () => otherwise,
  );
}
