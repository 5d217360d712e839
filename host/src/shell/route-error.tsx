import { useTranslation } from '@soat/shared/i18n';
import { Link as RouterLink, PATHS } from '@soat/shared/router';
import { Button, Container, Heading, Text, UiProvider } from '@soat/shared/ui';

/** Last-resort page when a host page throws while rendering. */
export function RouteError() {
  const { t } = useTranslation('host');
  return (
    <UiProvider>
      <Container as="main" maxW="2xl" py="16">
        <Heading as="h1" size="2xl" mb="3">
          {t('routeError.title')}
        </Heading>
        <Text mb="6">{t('routeError.message')}</Text>
        <Button asChild>
          <RouterLink to={PATHS.home}>{t('routeError.home')}</RouterLink>
        </Button>
      </Container>
    </UiProvider>
  );
}
