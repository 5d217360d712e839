import { useTranslation } from '@soat/shared/i18n';
import { Link as RouterLink, PATHS } from '@soat/shared/router';
import { Box, Button, Container, Heading, Stack, Text } from '@soat/shared/ui-core';
import { HydrationPiece } from '../../lib/hydration-piece';
import { HomePlateBox } from './home-plate-box';

export function HomeHero() {
  const { t } = useTranslation('host');
  return (
    <Box as="section" aria-labelledby="home-title" bg="colorPalette.subtle" py={{ base: '12', md: '20' }}>
      <Container maxW="7xl">
        <Stack gap="6" maxW="3xl">
          {/* the page's first screen in three parts, each hydrated on its own when touched */}
          <HydrationPiece>
            <Heading as="h1" id="home-title" size={{ base: '3xl', md: '5xl' }} lineHeight="1.1">
              {t('home.hero.title')}
            </Heading>
            <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted">
              {t('home.hero.lead')}
            </Text>
          </HydrationPiece>
          <HydrationPiece>
            <HomePlateBox />
          </HydrationPiece>
          <HydrationPiece>
            <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
              <Button asChild size="lg" variant="outline" bg="bg">
                <RouterLink to={PATHS.consultaSoat}>{t('home.hero.consult')}</RouterLink>
              </Button>
              <Button asChild size="lg" variant="ghost">
                <RouterLink to={PATHS.tarifas}>{t('home.hero.rates')}</RouterLink>
              </Button>
            </Stack>
          </HydrationPiece>
        </Stack>
      </Container>
    </Box>
  );
}
