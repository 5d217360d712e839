import { useTranslation } from '@soat/shared/i18n';
import { Link as RouterLink, PATHS } from '@soat/shared/router';
import { Box, Container, Link, SimpleGrid, Stack, Text } from '@soat/shared/ui-core';

export function Footer() {
  const { t } = useTranslation('host');
  const year = new Date().getFullYear();
  return (
    <Box as="footer" borderTopWidth="1px" bg="bg.subtle" mt="16">
      <Container maxW="7xl" py="10">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="8">
          <Stack gap="2">
            <Text fontWeight="bold">{t('brand')}</Text>
            <Text color="fg.muted" fontSize="sm">
              {t('footer.tagline')}
            </Text>
          </Stack>
          <nav aria-label={t('footer.linksLabel')}>
            <Stack as="ul" gap="1" listStyle="none" fontSize="sm">
              {[
                { to: PATHS.tarifas, key: 'rates' },
                { to: PATHS.consultaSoat, key: 'consult' },
                { to: PATHS.quienesSomos, key: 'about' },
                { to: `${PATHS.quienesSomos}#terminos`, key: 'terms' },
                { to: `${PATHS.quienesSomos}#datos-personales`, key: 'privacy' },
              ].map((link) => (
                <li key={link.key}>
                  <Link asChild color="fg">
                    <RouterLink to={link.to}>{t(`footer.links.${link.key}`)}</RouterLink>
                  </Link>
                </li>
              ))}
            </Stack>
          </nav>
          <Stack gap="2" fontSize="sm" color="fg.muted">
            <Text>{t('footer.supervision')}</Text>
            <Text>{t('footer.copyright', { year })}</Text>
          </Stack>
        </SimpleGrid>
      </Container>
    </Box>
  );
}
