import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from '@soat/shared/router';

/**
 * Where the page is scrolled as the visitor moves around the portal: a new page starts at its top
 * (or at the element its `#hash` names), and going back or forward returns to where that page was
 * left. The first page keeps the scroll the browser and the take-over give it.
 */
export function ScrollRestoration() {
  const { key, hash } = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef(new Map<string, number>());
  const shown = useRef(key);

  // where each entry of the history was left, kept as the visitor scrolls
  useEffect(() => {
    const remember = () => positions.current.set(shown.current, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);

  useLayoutEffect(() => {
    if (shown.current === key) return;
    shown.current = key;
    const saved = positions.current.get(key);
    if (navigationType === 'POP' && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [key, hash, navigationType]);

  return null;
}
