import { useApiData } from '@soat/shared/http';

export type DemoDataState<T> = { status: 'loading' } | { status: 'loaded'; data: T } | { status: 'failed' };

const FAILED = { status: 'failed' } as const;

/**
 * Data from the demo's mock API, asked for once the screen is on the page (never while
 * rendering) and again whenever `key` changes (a search, a page); `reload` asks again
 * after a change, `replace` shows what a change answered. The key names everything `load` depends on. An older request's
 * answer never replaces a newer one's; the previous data stays on screen meanwhile.
 */
export function useDemoData<T>(
  key: string,
  load: () => Promise<T>,
): { state: DemoDataState<T>; reload: () => void; replace: (data: T) => void } {
  const { state, reload, replace } = useApiData(key, load);
  // the mock API's failures are shown alike, whatever they were
  return { state: state.status === 'failed' ? FAILED : state, reload, replace };
}
