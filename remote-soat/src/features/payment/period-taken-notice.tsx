import { formatLongDate } from '@soat/shared/format';
import { useTranslation } from '@soat/shared/i18n';
import { Link as RouterLink } from '@soat/shared/router';
import { Alert, Link, Stack } from '@soat/shared/ui';
import type { PurchaseRequest } from '../../lib/purchase-request';
import { SOAT_NAMESPACE } from '../../lib/namespace';
import { purchaseStepPath } from '../../lib/purchase-step-link';

type PeriodTaken = NonNullable<PurchaseRequest['periodoOcupado']>;

/**
 * The plate got a policy for part of this request's period after the request was made (in another
 * tab, say): the API refuses to charge it (409), so the page says why and offers a new request
 * instead of the payment choice: from the first free day when that policy is this request's holder's
 * or account's, and with no date when it is somebody else's (the API tells them none, ADR 010).
 */
export function PeriodTakenNotice({ plate, taken }: { plate: string; taken: PeriodTaken }) {
  const { t } = useTranslation(SOAT_NAMESPACE);
  const { polizaVigenteHasta: until, nuevoInicioVigencia: start } = taken;
  const dated = until !== null && start !== null;
  return (
    <Alert.Root status="warning" variant="subtle">
      <Alert.Indicator />
      <Alert.Content>
        <Stack gap="3">
          <Alert.Title>{t('payment.periodTaken.title')}</Alert.Title>
          <Alert.Description>
            {dated
              ? t('payment.periodTaken.message', {
                  plate,
                  until: formatLongDate(until),
                  start: formatLongDate(start),
                })
              : t('payment.periodTaken.messageUndated', { plate })}
          </Alert.Description>
          <Link asChild alignSelf="start" fontWeight="semibold">
            <RouterLink to={purchaseStepPath('vehiculo')}>
              {dated
                ? t('payment.periodTaken.newRequest', { start: formatLongDate(start) })
                : t('payment.periodTaken.newRequestUndated')}
            </RouterLink>
          </Link>
        </Stack>
      </Alert.Content>
    </Alert.Root>
  );
}
