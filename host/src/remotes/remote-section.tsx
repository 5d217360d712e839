import { Suspense, use, useState } from 'react';
import type { RemoteName } from '@soat/shared/federation';
import { Navigate, PATHS, useLocation } from '@soat/shared/router';
import { remoteForPath } from '../config/remote-sections';
import { useSectionShown } from '../lib/section-shown';
import { remoteRoutes } from './load-remote';
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
  // each retry is a new attempt: a rejected load stays rejected
  const [attempt, setAttempt] = useState(0);
  return (
    <RemoteErrorBoundary key={attempt} onRetry={() => setAttempt((value) => value + 1)}>
      <Suspense fallback={<SectionLoading />}>
        <LoadedRoutes remote={remote} attempt={attempt} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

function LoadedRoutes({ remote, attempt }: { remote: RemoteName; attempt: number }) {
  const { default: Routes } = use(remoteRoutes(remote, attempt));
  useSectionShown();
  return <Routes />;
}
