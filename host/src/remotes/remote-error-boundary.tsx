import type { ReactNode } from 'react';
import { ErrorBoundary } from '../lib/error-boundary';
import { SectionUnavailable } from './section-unavailable';

/** A remote that cannot load or breaks while rendering degrades only its own section. */
export function RemoteErrorBoundary({ children, onRetry }: { children: ReactNode; onRetry: () => void }) {
  return (
    <ErrorBoundary source="[remote]" fallback={<SectionUnavailable onRetry={onRetry} />}>
      {children}
    </ErrorBoundary>
  );
}
