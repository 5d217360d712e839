import { useDocumentTitle, useTranslation } from '@soat/shared/i18n';
import { Heading, Stack } from '@soat/shared/ui';
import { DEMO_NAMESPACE } from '../../lib/namespace';
import { FaqSection } from './faq-section';
import { GuidesSection } from './guides-section';

/** `demo/apps/help-center`: the FAQs by category and the guides by category. */
export function HelpCenterPage() {
  const { t } = useTranslation(DEMO_NAMESPACE);
  useDocumentTitle(t('documentTitle', { page: t('apps.helpCenter') }));
  return (
    <Stack gap="8">
      <Heading as="h1" size="lg">
        {t('apps.helpCenter')}
      </Heading>
      <GuidesSection />
      <FaqSection />
    </Stack>
  );
}
