import { useState } from 'react';
import { useDocumentTitle, useTranslation } from '@soat/shared/i18n';
import { Link as RouterLink, PATHS, useSearchParams } from '@soat/shared/router';
import { Alert, Box, Card, Container, Heading, Link, Stack, Text } from '@soat/shared/ui';
import { SOAT_NAMESPACE } from '../../lib/namespace';
import type { ConsultAnswer } from './api/consult-policies';
import { ConsultForm } from './consult-form';
import { ConsultRefunds } from './consult-refunds';
import { ConsultResults } from './consult-results';

type Outcome = { kind: 'none' } | { kind: 'found'; answer: ConsultAnswer } | { kind: 'not-found'; plate: string };

export function ConsultPage() {
  const { t } = useTranslation(SOAT_NAMESPACE);
  useDocumentTitle(t('documentTitle', { page: t('consult.title') }));
  // The page is prerendered without a query; `?placa=` (a policy's QR code) makes
  // the app render at once, so the plate never reaches the prerendered markup.
  const [params] = useSearchParams();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'none' });

  return (
    <Container maxW="4xl" py={{ base: '8', md: '12' }}>
      <Stack gap="8">
        <Stack gap="3">
          <Heading as="h1" size="4xl">
            {t('consult.title')}
          </Heading>
          <Text fontSize="lg">{t('consult.lead')}</Text>
        </Stack>
        <Card.Root>
          <Card.Body>
            <ConsultForm
              initialPlate={params.get('placa') ?? ''}
              onSubmitStart={() => setOutcome({ kind: 'none' })}
              onAnswer={(answer, plate) =>
                setOutcome(answer ? { kind: 'found', answer } : { kind: 'not-found', plate })
              }
            />
          </Card.Body>
        </Card.Root>
        <Box role="status">
          {outcome.kind === 'found' && (
            <Text fontWeight="semibold">
              {t('consult.results.count', { count: outcome.answer.polizas.length, plate: outcome.answer.placa })}
            </Text>
          )}
          {outcome.kind === 'not-found' && (
            <Alert.Root status="info" variant="subtle">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{t('consult.notFound.title', { plate: outcome.plate })}</Alert.Title>
                <Alert.Description>{t('consult.notFound.body')}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
        </Box>
        {outcome.kind === 'found' && outcome.answer.polizas.length > 0 && <ConsultResults answer={outcome.answer} />}
        {outcome.kind === 'found' && <ConsultRefunds refunds={outcome.answer.reembolsos} />}
        <Text color="fg.muted">
          {t('consult.buyPrompt')}{' '}
          <Link asChild fontWeight="semibold">
            <RouterLink to={PATHS.comprarSoat}>{t('consult.buy')}</RouterLink>
          </Link>
        </Text>
      </Stack>
    </Container>
  );
}
