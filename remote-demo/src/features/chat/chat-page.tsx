import { useDocumentTitle, useTranslation } from '@soat/shared/i18n';
import { Heading } from '@soat/shared/ui';
import { DEMO_NAMESPACE } from '../../lib/namespace';

/** `demo/apps/chat/*`: not built yet (issue 12). */
export function ChatPage() {
  const { t } = useTranslation(DEMO_NAMESPACE);
  useDocumentTitle(t('documentTitle', { page: t('apps.chat') }));
  return (
    <Heading as="h1" size="lg">
      {t('apps.chat')}
    </Heading>
  );
}
