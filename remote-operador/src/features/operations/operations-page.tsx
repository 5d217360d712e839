import { useEffect, useState, type ChangeEvent } from 'react';
import { FormField } from '@soat/shared/forms';
import { useTranslation } from '@soat/shared/i18n';
import { Alert, Flex, NativeSelect, SimpleGrid, Stack, Text } from '@soat/shared/ui';
import { LoadFailed, Loading } from '../../components/load-status';
import { BackToSummary, OperatorFrame } from '../../components/operator-frame';
import { useSessionEnded } from '../../hooks/use-session-ended';
import { errorMessage } from '../../lib/error-message';
import { OPERATOR_NAMESPACE } from '../../lib/namespace';
import { OperatorApiError } from '../../lib/operator-api';
import { formatMoment } from '../../lib/purchase-rules';
import { fetchOperations, RANGES, type OperationsAnswer, type Range } from './operations-api';
import { OperationsPanelCard } from './operations-panel';

type State =
  { status: 'loading' } | { status: 'ready'; answer: OperationsAnswer } | { status: 'failed'; message: string };

/**
 * `/operador/operaciones` (issue 46, point 2): sales, payments and refunds, the queues, the API's latency and
 * errors and the Web Vitals, as charts read from Prometheus through the API, over the range chosen. Without
 * Prometheus the page says so, in the API's words.
 */
export function OperationsPage() {
  const { t } = useTranslation(OPERATOR_NAMESPACE);
  const sessionEnded = useSessionEnded();
  const [range, setRange] = useState<Range>('24');
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    fetchOperations(range).then(
      (answer) => {
        if (current) setState({ status: 'ready', answer });
      },
      (error: unknown) => {
        if (!current) return;
        if (error instanceof OperatorApiError && error.status === 401) sessionEnded();
        else setState({ status: 'failed', message: errorMessage(t, error) });
      },
    );
    return () => {
      current = false;
    };
  }, [range, attempt, sessionEnded, t]);

  const aside = (
    <Flex gap="4" align="end" justify="space-between" wrap="wrap">
      <BackToSummary />
      <FormField label={t('operations.range')}>
        <NativeSelect.Root size="sm" width="auto">
          <NativeSelect.Field
            name="horas"
            value={range}
            onChange={(event: ChangeEvent<HTMLSelectElement>) => {
              setState({ status: 'loading' });
              setRange(event.target.value as Range);
            }}
          >
            {RANGES.map((hours) => (
              <option key={hours} value={hours}>
                {t(`operations.ranges.${hours}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
    </Flex>
  );

  return (
    <OperatorFrame title={t('operations.title')} description={t('operations.description')} aside={aside} wide>
      {state.status === 'loading' && <Loading text={t('operations.loading')} />}
      {state.status === 'failed' && (
        <LoadFailed
          message={state.message}
          onRetry={() => {
            setState({ status: 'loading' });
            setAttempt((value) => value + 1);
          }}
        />
      )}
      {state.status === 'ready' && !state.answer.disponible && (
        <Alert.Root status="warning" role="status">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('operations.unavailable')}</Alert.Title>
            <Alert.Description>{state.answer.mensaje}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {state.status === 'ready' && state.answer.disponible && (
        <Stack gap="4">
          <Text color="fg.muted" fontSize="sm">
            {t('operations.period', {
              from: formatMoment(state.answer.desde),
              to: formatMoment(state.answer.hasta),
            })}
          </Text>
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
            {state.answer.paneles.map((panel) => (
              <OperationsPanelCard key={panel.id} panel={panel} times={state.answer.tiempos} />
            ))}
          </SimpleGrid>
        </Stack>
      )}
    </OperatorFrame>
  );
}
