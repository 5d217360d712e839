import { useEffect, useLayoutEffect } from 'react';
import { finishBoot } from '../lib/prerendered-page';

/** Removes the splash screen that index.html shows until the first page has rendered. */
export function hideSplash(): void {
  const splash = document.getElementById('splash');
  if (!splash) return;
  splash.dataset.hidden = 'true';
  splash.addEventListener('transitionend', () => splash.remove(), { once: true });
  // browsers that skip the transition (reduced motion) still lose it
  setTimeout(() => splash.remove(), 400);
}

/**
 * For every top-level page (the layout, the error pages): once it has
 * rendered, the splash goes and the app counts as started.
 */
export function useFirstPageShown(): void {
  // The word the page's loader showed on the splash (an emailed link's answer) is the page's to show from
  // now on: gone before this render is painted, never twice on screen.
  useLayoutEffect(() => {
    document.querySelector('#splash [role=status]')?.remove();
  }, []);
  useEffect(() => {
    hideSplash();
    finishBoot();
  }, []);
}
