import { useTranslation } from '@soat/shared/i18n';
import { Box, Container, Heading, SimpleGrid, Text } from '@soat/shared/ui-core';

const REASONS = ['official', 'electronic', 'payment', 'support'] as const;

export function HomeWhyUs() {
  const { t } = useTranslation('host');
  return (
    <Box as="section" aria-labelledby="por-que" bg="bg.subtle" py="14">
      <Container maxW="7xl">
        <Heading as="h2" id="por-que" size="2xl" mb="8">
          {t('home.why.title')}
        </Heading>
        <SimpleGrid as="ul" columns={{ base: 1, md: 2 }} gap="6" listStyle="none">
          {REASONS.map((reason) => (
            <Box as="li" key={reason} bg="bg" borderWidth="1px" rounded="lg" p="6">
              <Heading as="h3" size="md" mb="2">
                {t(`home.why.${reason}.title`)}
              </Heading>
              <Text color="fg.muted">{t(`home.why.${reason}.body`)}</Text>
            </Box>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
