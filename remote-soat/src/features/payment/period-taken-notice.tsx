import { formatLongDate } from '@soat/shared/format';
import { useTranslation } from '@soat/shared/i18n';
import { PATHS, Link as RouterLink } from '@soat/shared/router';
import { Alert, Link, Stack } from '@soat/shared/ui';
import type { PurchaseRequest } from '../../components/purchase-request';
import { SOAT_NAMESPACE } from '../../lib/namespace';
import { STEP_PARAMETER } from '../purchase/purchase-flow';

type PeriodTaken = NonNullable<PurchaseRequest['periodoOcupado']>;

/**
 * The plate got a policy for part of this request's period after the request was made (in another
 * tab, say): the API refuses to charge it (409), so the page says why and offers a new request
 * from the first free day instead of the payment choice.
 */
export function PeriodTakenNotice({ plate, taken }: { plate: string; taken: PeriodTaken }) {
  const { t } = useTranslation(SOAT_NAMESPACE);
  return (
    <Alert.Root status="warning" variant="subtle">
      <Alert.Indicator />
      <Alert.Content>
        <Stack gap="3">
          <Alert.Title>{t('payment.periodTaken.title')}</Alert.Title>
          <Alert.Description>
            {t('payment.periodTaken.message', {
              plate,
              until: formatLongDate(taken.polizaVigenteHasta),
              start: formatLongDate(taken.nuevoInicioVigencia),
            })}
          </Alert.Description>
          <Link asChild alignSelf="start" fontWeight="semibold">
            <RouterLink to={`${PATHS.comprarSoat}?${STEP_PARAMETER}=vehiculo`}>
              {t('payment.periodTaken.newRequest', { start: formatLongDate(taken.nuevoInicioVigencia) })}
            </RouterLink>
          </Link>
        </Stack>
      </Alert.Content>
    </Alert.Root>
  );
}
