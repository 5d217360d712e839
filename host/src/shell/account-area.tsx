import { lazy, Suspense } from 'react';
import { useTranslation } from '@soat/shared/i18n';
import { Link as RouterLink, PATHS, useLocation } from '@soat/shared/router';
import { useSession } from '@soat/shared/session';
import { Button, Spinner } from '@soat/shared/ui-core';
import { AccountButton } from './account-button';

// The menu brings the floating-UI parts (@soat/shared/ui-overlays): visitors never load them.
const AccountMenu = lazy(() => import('./account-menu'));

/** Sign-in entry for visitors; a menu with the user's name and sign-out once signed in. */
export function AccountArea() {
  const { t } = useTranslation('host');
  const { pathname, search } = useLocation();
  const status = useSession((state) => state.status);
  const user = useSession((state) => state.user);

  if (status === 'unknown') return <Spinner size="sm" role="status" aria-label={t('account.checking')} />;
  if (status !== 'authenticated' || !user) {
    // after signing in the visitor comes back here
    const here = encodeURIComponent(`${pathname}${search}`);
    return (
      <Button asChild size="sm">
        <RouterLink to={`${PATHS.iniciarSesion}?redirectTo=${here}`}>{t('account.signIn')}</RouterLink>
      </Button>
    );
  }
  return (
    <Suspense fallback={<AccountButton name={user.name} aria-disabled="true" />}>
      <AccountMenu user={user} />
    </Suspense>
  );
}
