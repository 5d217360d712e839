import { useTranslation } from '@soat/shared/i18n';
import { Button, Container, Heading, Text } from '@soat/shared/ui-core';

/** The Spanish "section not available" fallback, with a retry. */
export function SectionUnavailable({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('host');
  return (
    <Container maxW="2xl" py="16" textAlign="center">
      <Heading as="h1" size="2xl" mb="3">
        {t('sectionUnavailable.title')}
      </Heading>
      <Text color="fg.muted" mb="6">
        {t('sectionUnavailable.message')}
      </Text>
      <Button onClick={onRetry}>{t('sectionUnavailable.retry')}</Button>
    </Container>
  );
}
