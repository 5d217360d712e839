import { useState, useSyncExternalStore } from 'react';
import { useDocumentTitle, useTranslation } from '@soat/shared/i18n';
import { Link as RouterLink, PATHS, useSearchParams } from '@soat/shared/router';
import { Alert, Box, Card, Container, Heading, Link, Stack, Text } from '@soat/shared/ui';
import { usePageData } from '@soat/shared/page-data';
import { SOAT_NAMESPACE } from '../../lib/namespace';
import type { ConsultAnswer } from './api/consult-policies';
import { CONSULT_PLATE_DATA } from './consult-page-data';
import { ConsultForm } from './consult-form';
import { ConsultRefunds } from './consult-refunds';
import { ConsultResults } from './consult-results';

type Outcome = { kind: 'none' } | { kind: 'found'; answer: ConsultAnswer } | { kind: 'not-found'; plate: string };

const noSubscription = () => () => undefined;
const isBrowser = () => true;
const isNotBrowser = () => false;

export function ConsultPage() {
  const { t } = useTranslation(SOAT_NAMESPACE);
  useDocumentTitle(t('documentTitle', { page: t('consult.title') }));
  // `?placa=` (a policy's QR code): the remote's server renders the page with the plate (ADR 011), so it
  // shows without a touch. The page written at build time for `?placa` must not show the value it was
  // written with: a render outside a browser reads the plate from the page's data alone.
  const rendered = usePageData()?.[CONSULT_PLATE_DATA];
  const [params] = useSearchParams();
  const inBrowser = useSyncExternalStore(noSubscription, isBrowser, isNotBrowser);
  // the first one only: the page's data is read once, and the form keeps what is typed from then on
  const [plate] = useState(() =>
    typeof rendered === 'string' ? rendered : inBrowser ? (params.get('placa') ?? '') : '',
  );
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
              initialPlate={plate}
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
