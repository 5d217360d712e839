import { Suspense, type ReactNode } from 'react';

/**
 * A part of a prerendered page that React hydrates on its own (a Suspense boundary, though nothing in it
 * suspends): the page's frame is taken over first, then each part in slices that yield to input, and a
 * tap or a key on a part not hydrated yet hydrates that part alone, not the whole page
 * (docs/decisions/018-start-in-pieces.md).
 */
export function HydrationPiece({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
