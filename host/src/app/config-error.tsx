import { useTranslation } from '@soat/shared/i18n';
import { ErrorPage } from '../shell/error-page';

/** Shown when the deploy-time configuration is missing or invalid. */
export function ConfigError() {
  const { t } = useTranslation('host');
  return <ErrorPage title={t('configError.title')} message={t('configError.message')} />;
}
