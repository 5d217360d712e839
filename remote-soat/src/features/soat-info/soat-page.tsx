import type { ReactNode } from 'react';
import { formatMoney } from '@soat/shared/format';
import { useDocumentTitle, useTranslation } from '@soat/shared/i18n';
import { Link as RouterLink, PATHS } from '@soat/shared/router';
import { Box, Button, Container, Heading, HStack, Link, List, Stack, Text } from '@soat/shared/ui';
import { CoveragesTable } from '../../components/coverages-table';
import { FACTS_YEAR, FINE } from '@soat/shared/rules/coverages';
import { SOAT_NAMESPACE } from '../../lib/namespace';

const BUY_STEPS = ['quote', 'holder', 'pay', 'receive'] as const;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-labelledby={id}>
      <Heading as="h2" id={id} size="2xl" mb="3">
        {title}
      </Heading>
      <Stack gap="3">{children}</Stack>
    </Box>
  );
}

/** What SOAT is, what it covers, who needs it, the fine, its validity, and how to buy and consult it (docs/soat-rules.md). */
export function SoatPage() {
  const { t } = useTranslation(SOAT_NAMESPACE);
  useDocumentTitle(t('documentTitle', { page: t('soatInfo.documentTitle') }));
  return (
    <Container maxW="4xl" py={{ base: '8', md: '12' }}>
      <Stack gap="10">
        <Stack gap="4">
          <Heading as="h1" size="4xl">
            {t('soatInfo.title')}
          </Heading>
          <Text fontSize="lg">{t('soatInfo.lead')}</Text>
          <HStack gap="3" wrap="wrap">
            <Button asChild>
              <RouterLink to={PATHS.comprarSoat}>{t('soatInfo.quote')}</RouterLink>
            </Button>
            <Button asChild variant="outline">
              <RouterLink to={PATHS.consultaSoat}>{t('soatInfo.consult')}</RouterLink>
            </Button>
          </HStack>
        </Stack>

        <Section id="soat-cubre" title={t('soatInfo.covers.title')}>
          <Text>{t('soatInfo.covers.body')}</Text>
          <CoveragesTable year={FACTS_YEAR} />
        </Section>

        <Section id="soat-quien" title={t('soatInfo.who.title')}>
          <Text>{t('soatInfo.who.body')}</Text>
          <Text>{t('soatInfo.who.inspection')}</Text>
        </Section>

        <Section id="soat-multa" title={t('soatInfo.fine.title')}>
          <Text>
            {t('soatInfo.fine.body', { year: FACTS_YEAR, smldv: FINE.smldv, amount: formatMoney(FINE.pesos) })}
          </Text>
        </Section>

        <Section id="soat-vigencia" title={t('soatInfo.validity.title')}>
          <Text>{t('soatInfo.validity.body')}</Text>
          <Text>{t('soatInfo.validity.renewal')}</Text>
        </Section>

        <Section id="soat-precio" title={t('soatInfo.price.title')}>
          <Text>{t('soatInfo.price.body')}</Text>
          <Link asChild alignSelf="start" fontWeight="semibold">
            <RouterLink to={PATHS.tarifas}>{t('soatInfo.price.link', { year: FACTS_YEAR })}</RouterLink>
          </Link>
        </Section>

        <Section id="soat-comprar" title={t('soatInfo.buy.title')}>
          <List.Root as="ol" gap="2" ps="5">
            {BUY_STEPS.map((step) => (
              <List.Item key={step}>{t(`soatInfo.buy.steps.${step}`)}</List.Item>
            ))}
          </List.Root>
          <Button asChild alignSelf="start">
            <RouterLink to={PATHS.comprarSoat}>{t('soatInfo.quote')}</RouterLink>
          </Button>
        </Section>

        <Section id="soat-consultar" title={t('soatInfo.consultHow.title')}>
          <Text>{t('soatInfo.consultHow.body')}</Text>
          <Text>{t('soatInfo.consultHow.carry')}</Text>
          <HStack gap="3" wrap="wrap">
            <Button asChild variant="outline">
              <RouterLink to={PATHS.consultaSoat}>{t('soatInfo.consult')}</RouterLink>
            </Button>
            <Link asChild fontWeight="semibold">
              <RouterLink to={PATHS.misPolizas}>{t('soatInfo.consultHow.myPolicies')}</RouterLink>
            </Link>
          </HStack>
        </Section>
      </Stack>
    </Container>
  );
}
