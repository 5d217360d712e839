import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * A value only the browser knows. Pages written by a server (at build time or on request) get
 * `onServer`, so the browser takes them over as they are; the browser's value shows right after.
 */
export function useBrowserOnly<T>(inBrowser: () => T, onServer: T): T {
  return useSyncExternalStore(neverChanges, inBrowser, () => onServer);
}
