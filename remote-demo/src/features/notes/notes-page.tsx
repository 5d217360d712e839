import { useDocumentTitle, useTranslation } from '@soat/shared/i18n';
import { Heading } from '@soat/shared/ui';
import { DEMO_NAMESPACE } from '../../lib/namespace';

/** `demo/apps/notes/*`: not built yet (issue 12). */
export function NotesPage() {
  const { t } = useTranslation(DEMO_NAMESPACE);
  useDocumentTitle(t('documentTitle', { page: t('apps.notes') }));
  return (
    <Heading as="h1" size="lg">
      {t('apps.notes')}
    </Heading>
  );
}
