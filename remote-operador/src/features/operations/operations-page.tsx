import { useState, type ChangeEvent } from 'react';
import { FormField } from '@soat/shared/forms';
import { useTranslation } from '@soat/shared/i18n';
import { Alert, Flex, NativeSelect, SimpleGrid, Stack, Text } from '@soat/shared/ui';
import { LoadFailed, Loading } from '../../components/load-status';
import { BackToSummary, OperatorFrame } from '../../components/operator-frame';
import { useOperatorLoad } from '../../hooks/use-operator-load';
import { OPERATOR_NAMESPACE } from '../../lib/namespace';
import { formatMoment } from '../../lib/purchase-rules';
import { fetchOperations, RANGES, type Range } from './operations-api';
import { OperationsPanelCard } from './operations-panel';

/**
 * `/operador/operaciones` (issue 46, point 2): sales, payments and refunds, the queues, the API's latency and
 * errors and the Web Vitals, as charts read from Prometheus through the API, over the range chosen. Without
 * Prometheus the page says so, in the API's words.
 */
export function OperationsPage() {
  const { t } = useTranslation(OPERATOR_NAMESPACE);
  const [range, setRange] = useState<Range>('24');
  const { state, retry } = useOperatorLoad(() => fetchOperations(range), [range]);

  const aside = (
    <Flex gap="4" align="end" justify="space-between" wrap="wrap">
      <BackToSummary />
      <FormField label={t('operations.range')}>
        <NativeSelect.Root size="sm" width="auto">
          <NativeSelect.Field
            name="horas"
            value={range}
            onChange={(event: ChangeEvent<HTMLSelectElement>) => setRange(event.target.value as Range)}
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
      {state.status === 'failed' && <LoadFailed message={state.message} onRetry={retry} />}
      {state.status === 'ready' && !state.data.disponible && (
        <Alert.Root status="warning" role="status">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('operations.unavailable')}</Alert.Title>
            <Alert.Description>{state.data.mensaje}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {state.status === 'ready' && state.data.disponible && (
        <Stack gap="4">
          <Text color="fg.muted" fontSize="sm">
            {t('operations.period', {
              from: formatMoment(state.data.desde),
              to: formatMoment(state.data.hasta),
            })}
          </Text>
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
            {state.data.paneles.map((panel) => (
              <OperationsPanelCard key={panel.id} panel={panel} times={state.data.tiempos} />
            ))}
          </SimpleGrid>
        </Stack>
      )}
    </OperatorFrame>
  );
}
