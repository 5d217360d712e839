import { useDocumentTitle, useTranslation } from '@soat/shared/i18n';
import { Heading } from '@soat/shared/ui';
import { DEMO_NAMESPACE } from '../../lib/namespace';

/** `demo/apps/tasks/*`: not built yet (issue 12). */
export function TasksPage() {
  const { t } = useTranslation(DEMO_NAMESPACE);
  useDocumentTitle(t('documentTitle', { page: t('apps.tasks') }));
  return (
    <Heading as="h1" size="lg">
      {t('apps.tasks')}
    </Heading>
  );
}
