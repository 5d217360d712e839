import { useTranslation } from '@soat/shared/i18n';
import { Box, Container, Heading, SimpleGrid, Stack, Text } from '@soat/shared/ui-core';

const COVERAGES = ['medical', 'disability', 'death', 'transport'] as const;

/** What SOAT is and what it covers (domain facts, 2026 values). */
export function HomeCoverages() {
  const { t } = useTranslation('host');
  return (
    <Container as="section" aria-labelledby="que-es-soat" maxW="7xl" py="14">
      <Stack gap="4" maxW="3xl" mb="8">
        <Heading as="h2" id="que-es-soat" size="2xl">
          {t('home.what.title')}
        </Heading>
        <Text>{t('home.what.body')}</Text>
        <Text color="fg.muted">{t('home.what.notCovered')}</Text>
      </Stack>
      <Heading as="h3" size="lg" mb="4">
        {t('home.coverages.title')}
      </Heading>
      <SimpleGrid as="ul" columns={{ base: 1, sm: 2, lg: 4 }} gap="4" listStyle="none">
        {COVERAGES.map((coverage) => (
          <Box as="li" key={coverage} borderWidth="1px" rounded="lg" p="5">
            <Text fontWeight="semibold" mb="1">
              {t(`home.coverages.${coverage}.name`)}
            </Text>
            <Text color="fg.muted" fontSize="sm">
              {t(`home.coverages.${coverage}.limit`)}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
    </Container>
  );
}
