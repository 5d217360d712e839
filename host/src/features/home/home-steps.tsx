import { useTranslation } from '@soat/shared/i18n';
import { Box, Circle, Container, Heading, HStack, SimpleGrid, Stack, Text } from '@soat/shared/ui-core';

const STEPS = ['quote', 'holder', 'pay', 'receive'] as const;

export function HomeSteps() {
  const { t } = useTranslation('host');
  return (
    <Container as="section" aria-labelledby="como-funciona" maxW="7xl" py="14">
      <Heading as="h2" id="como-funciona" size="2xl" mb="8">
        {t('home.steps.title')}
      </Heading>
      <SimpleGrid as="ol" columns={{ base: 1, md: 2, lg: 4 }} gap="6" listStyle="none">
        {STEPS.map((step, index) => (
          <Box as="li" key={step}>
            <HStack align="start" gap="4">
              <Circle size="10" bg="colorPalette.solid" color="colorPalette.contrast" fontWeight="bold" flexShrink="0">
                {index + 1}
              </Circle>
              <Stack gap="1">
                <Text fontWeight="semibold">{t(`home.steps.${step}.title`)}</Text>
                <Text color="fg.muted" fontSize="sm">
                  {t(`home.steps.${step}.body`)}
                </Text>
              </Stack>
            </HStack>
          </Box>
        ))}
      </SimpleGrid>
    </Container>
  );
}
