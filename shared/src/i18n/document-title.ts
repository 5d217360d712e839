import { useEffect } from 'react';

/** Sets the browser tab's title; pass it translated, so it follows the language. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
