import { useCallback, useEffect, useRef, type RefObject } from 'react';

/**
 * Moves the focus to an element a change is about to show, once it is on the page: the next item's
 * button after one was deleted, the button a form was opened with when the list comes back. The
 * element pressed went away with the change, and the focus would fall to the page's body.
 *
 * Answers `focusWhenShown(key)`: call it just before the change, then the element of `container`
 * whose `data-focus` is `key` takes the focus after the first render that shows it.
 */
export function useFocusWhenShown(container: RefObject<HTMLElement | null>): (key: string) => void {
  const pending = useRef<string | null>(null);
  // after every render: the element may come with a later answer of the mock API than the first render's
  useEffect(() => {
    const key = pending.current;
    if (key === null || !container.current) return;
    const target = [...container.current.querySelectorAll<HTMLElement>('[data-focus]')].find(
      (element) => element.dataset.focus === key,
    );
    if (!target) return;
    pending.current = null;
    target.focus();
  });
  return useCallback((key: string) => {
    pending.current = key;
  }, []);
}
