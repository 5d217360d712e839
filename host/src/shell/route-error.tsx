import type { ReactNode } from 'react';
import { useTranslation } from '@soat/shared/i18n';
import { Link as RouterLink, PATHS, useLocation } from '@soat/shared/router';
import { Button } from '@soat/shared/ui-core';
import { ErrorBoundary } from '../lib/error-boundary';
import { ErrorPage } from './error-page';

/** Last-resort page when a host page throws while rendering. */
export function RouteError() {
  const { t } = useTranslation('host');
  return (
    <ErrorPage
      title={t('routeError.title')}
      message={t('routeError.message')}
      action={
        <Button asChild>
          <RouterLink to={PATHS.home}>{t('routeError.home')}</RouterLink>
        </Button>
      }
    />
  );
}

/** Shows RouteError instead of a page that throws, until the visitor goes to another address. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary source="[route]" fallback={<RouteError />} resetKey={pathname}>
      {children}
    </ErrorBoundary>
  );
}
