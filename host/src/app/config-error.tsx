import { useTranslation } from '@soat/shared/i18n';
import { Container, Heading, Text, UiProvider } from '@soat/shared/ui';

/** Shown when the deploy-time configuration is missing or invalid. */
export function ConfigError() {
  const { t } = useTranslation('host');
  return (
    <UiProvider>
      <Container as="main" py="16" maxW="2xl">
        <Heading as="h1" size="2xl" mb="4">
          {t('configError.title')}
        </Heading>
        <Text>{t('configError.message')}</Text>
      </Container>
    </UiProvider>
  );
}
