import { useDocumentTitle, useTranslation } from '@soat/shared/i18n';
import { Box, Container, Heading, List, Stack, Text } from '@soat/shared/ui';

const SECTIONS = ['who', 'mission', 'how'] as const;
const LEGAL = [
  { id: 'terminos', key: 'terms' },
  { id: 'datos-personales', key: 'privacy' },
] as const;

export function AboutPage() {
  const { t } = useTranslation('host');
  useDocumentTitle(t('about.documentTitle'));
  return (
    <Container maxW="4xl" py={{ base: '10', md: '16' }}>
      <Heading as="h1" size="4xl" mb="4">
        {t('about.title')}
      </Heading>
      <Text fontSize="lg" color="fg.muted" mb="10">
        {t('about.lead')}
      </Text>
      <Stack gap="10">
        {SECTIONS.map((section) => (
          <Box as="section" key={section} aria-labelledby={`about-${section}`}>
            <Heading as="h2" id={`about-${section}`} size="xl" mb="3">
              {t(`about.${section}.title`)}
            </Heading>
            <Text>{t(`about.${section}.body`)}</Text>
          </Box>
        ))}
        <Box as="section" aria-labelledby="about-values">
          <Heading as="h2" id="about-values" size="xl" mb="3">
            {t('about.values.title')}
          </Heading>
          <List.Root gap="2" ps="5">
            {(t('about.values.items', { returnObjects: true }) as string[]).map((value) => (
              <List.Item key={value}>{value}</List.Item>
            ))}
          </List.Root>
        </Box>
        {LEGAL.map((section) => (
          <Box
            as="section"
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-title`}
            scrollMarginTop="24"
          >
            <Heading as="h2" id={`${section.id}-title`} size="xl" mb="3">
              {t(`about.${section.key}.title`)}
            </Heading>
            <Text>{t(`about.${section.key}.body`)}</Text>
          </Box>
        ))}
        <Box as="section" aria-labelledby="about-contact">
          <Heading as="h2" id="about-contact" size="xl" mb="3">
            {t('about.contact.title')}
          </Heading>
          <Text>{t('about.contact.body')}</Text>
        </Box>
      </Stack>
    </Container>
  );
}
