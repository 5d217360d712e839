import { useLayoutEffect } from 'react';

/** What the page written by the server waits to do once its section is in the document (see take-over.ts). */
let waiting: (() => void) | null = null;

/** Runs `carryOver` once a remote's section has rendered (useSectionShown), not before: it may come late. */
export function whenSectionShown(carryOver: () => void): void {
  waiting = carryOver;
}

/**
 * For the component that renders a remote's section: once it is in the document,
 * what the visitor did to the page written by the server is carried over to it.
 */
export function useSectionShown(): void {
  useLayoutEffect(() => {
    const carryOver = waiting;
    waiting = null;
    carryOver?.();
  }, []);
}
