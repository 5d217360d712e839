/** Removes the splash screen that index.html shows until the first page has rendered. */
export function hideSplash(): void {
  const splash = document.getElementById('splash');
  if (!splash) return;
  splash.dataset.hidden = 'true';
  splash.addEventListener('transitionend', () => splash.remove(), { once: true });
  // browsers that skip the transition (reduced motion) still lose it
  setTimeout(() => splash.remove(), 400);
}
