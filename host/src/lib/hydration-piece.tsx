import { Suspense, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';

/** Pieces shown whose content is not hydrated yet, and who waits for there to be none. */
let waiting = 0;
let onAllHydrated: (() => void) | undefined;

function settle(): void {
  waiting -= 1;
  if (waiting > 0) return;
  const callback = onAllHydrated;
  onAllHydrated = undefined;
  callback?.();
}

/** Calls `callback` once every piece on the page is hydrated: at once when none is waiting. */
export function whenPiecesHydrated(callback: () => void): void {
  if (waiting === 0) callback();
  else onAllHydrated = callback;
}

function Hydrated({ onHydrated }: { onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated]);
  return null;
}

/**
 * A part of a prerendered page that React hydrates on its own (a Suspense boundary, though nothing in it
 * suspends): the page's frame is taken over first, then each part in slices that yield to input, and a
 * tap or a key on a part not hydrated yet hydrates that part alone, not the whole page
 * (docs/decisions/018-start-in-pieces.md).
 */
export function HydrationPiece({ children }: { children: ReactNode }) {
  const [piece] = useState(() => {
    let hydrated = false;
    return {
      count() {
        hydrated = false;
        waiting += 1;
      },
      hydrated() {
        if (hydrated) return;
        hydrated = true;
        settle();
      },
    };
  });
  // counted when the frame around it commits, before its content's effects (a piece hydrated in the
  // same commit counts and settles in it); a piece gone before its content was hydrated settles too
  useLayoutEffect(() => {
    piece.count();
    return piece.hydrated;
  }, [piece]);
  return (
    <Suspense fallback={null}>
      <Hydrated onHydrated={piece.hydrated} />
      {children}
    </Suspense>
  );
}
