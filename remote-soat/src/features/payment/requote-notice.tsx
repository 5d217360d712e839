import { useTranslation } from '@soat/shared/i18n';
import { Link as RouterLink } from '@soat/shared/router';
import { Alert, Link, Stack } from '@soat/shared/ui';
import { SOAT_NAMESPACE } from '../../lib/namespace';
import { purchaseStepPath } from '../../lib/purchase-step-link';

/**
 * The request was priced under a tariff that is no longer the one in force (made in December, paid in
 * January, say): the API refuses to charge it (409), so the page says why and offers a new quote instead
 * of the payment choice (ADR 010, issue 41).
 */
export function RequoteNotice() {
  const { t } = useTranslation(SOAT_NAMESPACE);
  return (
    <Alert.Root status="warning" variant="subtle">
      <Alert.Indicator />
      <Alert.Content>
        <Stack gap="3">
          <Alert.Title>{t('payment.requote.title')}</Alert.Title>
          <Alert.Description>{t('payment.requote.message')}</Alert.Description>
          <Link asChild alignSelf="start" fontWeight="semibold">
            <RouterLink to={purchaseStepPath('vehiculo')}>{t('payment.requote.newRequest')}</RouterLink>
          </Link>
        </Stack>
      </Alert.Content>
    </Alert.Root>
  );
}
