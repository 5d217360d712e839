import { useTranslation } from '@soat/shared/i18n';
import { Link as RouterLink, PATHS } from '@soat/shared/router';
import { Button, Container, Heading, Stack, Text } from '@soat/shared/ui-core';

export function HomeCallToAction() {
  const { t } = useTranslation('host');
  return (
    <Container as="section" aria-labelledby="cotiza-ahora" maxW="7xl">
      <Stack
        bg="colorPalette.solid"
        color="colorPalette.contrast"
        rounded="2xl"
        p={{ base: '8', md: '12' }}
        gap="4"
        align={{ base: 'stretch', md: 'start' }}
      >
        <Heading as="h2" id="cotiza-ahora" size="2xl">
          {t('home.cta.title')}
        </Heading>
        <Text>{t('home.cta.body')}</Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          <Button asChild size="lg" bg="white" color="colorPalette.fg" _hover={{ bg: 'colorPalette.subtle' }}>
            <RouterLink to={PATHS.cotizarSoat}>{t('home.cta.quote')}</RouterLink>
          </Button>
          <Button
            asChild
            size="lg"
            variant="outline"
            color="colorPalette.contrast"
            borderColor="colorPalette.contrast"
            _hover={{ bg: 'whiteAlpha.200' }}
          >
            <RouterLink to={PATHS.tarifas}>{t('home.cta.rates')}</RouterLink>
          </Button>
        </Stack>
      </Stack>
    </Container>
  );
}
