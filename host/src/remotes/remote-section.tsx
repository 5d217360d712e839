import { lazy, Suspense, useMemo, useState } from 'react';
import type { RemoteName } from '@soat/shared/config';
import { Navigate, PATHS, useLocation } from '@soat/shared/router';
import { remoteForPath } from '../app/routes';
import { loadRemoteRoutes } from './load-remote';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { SectionLoading } from './section-loading';

/** Renders the remote that owns the current path, or sends unknown paths home. */
export function RemoteSection({ demoEnabled }: { demoEnabled: boolean }) {
  const { pathname } = useLocation();
  const remote = remoteForPath(pathname, demoEnabled);
  if (!remote) return <Navigate to={PATHS.home} replace />;
  return <RemoteRoutes key={remote} remote={remote} />;
}

function RemoteRoutes({ remote }: { remote: RemoteName }) {
  const [attempt, setAttempt] = useState(0);
  // React.lazy caches a rejection too: a retry needs a new lazy component.
  const Routes = useMemo(() => lazy(() => loadRemoteRoutes(remote, attempt > 0)), [remote, attempt]);
  return (
    <RemoteErrorBoundary key={attempt} onRetry={() => setAttempt((value) => value + 1)}>
      <Suspense fallback={<SectionLoading />}>
        <Routes />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
