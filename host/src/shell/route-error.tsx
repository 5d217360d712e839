import { useTranslation } from '@soat/shared/i18n';
import { Link as RouterLink, PATHS } from '@soat/shared/router';
import { Button } from '@soat/shared/ui';
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
