import { useDocumentTitle, useTranslation } from '@soat/shared/i18n';
import { Heading } from '@soat/shared/ui';
import { DEMO_NAMESPACE } from '../../lib/namespace';

/** `demo/apps/scrumboard/*`: not built yet (issue 12). */
export function ScrumboardPage() {
  const { t } = useTranslation(DEMO_NAMESPACE);
  useDocumentTitle(t('documentTitle', { page: t('apps.scrumboard') }));
  return (
    <Heading as="h1" size="lg">
      {t('apps.scrumboard')}
    </Heading>
  );
}
