import { useEffect } from 'react';

/** Told the title a page asks for while it is rendered outside a browser (see collectRenderedTitle). */
let titleListener: ((title: string) => void) | null = null;

/** Sets the browser tab's title; pass it translated, so it follows the language. */
export function useDocumentTitle(title: string): void {
  // Effects never run in a prerender: the written page's <title> comes from here.
  if (typeof document === 'undefined') titleListener?.(title);
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/** Runs a build-time render (in Node) and returns its result with the title the page asked for. */
export function collectRenderedTitle<T>(render: () => T): { result: T; title: string | null } {
  let title: string | null = null;
  titleListener = (asked) => {
    title = asked;
  };
  try {
    const result = render();
    return { result, title };
  } finally {
    titleListener = null;
  }
}
