import { useTranslation } from '@soat/shared/i18n';
import { Link as RouterLink, PATHS } from '@soat/shared/router';
import { Alert, Button, Stack } from '@soat/shared/ui';
import { SOAT_NAMESPACE } from '../lib/namespace';
import { PurchaseLayout } from './purchase-layout';

/** What a payment page says for an address that names no purchase request (mistyped, made up or unknown). */
export function PurchaseRequestNotFound() {
  const { t } = useTranslation(SOAT_NAMESPACE);
  return (
    <PurchaseLayout title={t('payment.notFound.title')}>
      <Stack gap="4" align="start">
        <Alert.Root status="warning" variant="subtle">
          <Alert.Indicator />
          <Alert.Description>{t('payment.notFound.message')}</Alert.Description>
        </Alert.Root>
        <Button asChild>
          <RouterLink to={PATHS.comprarSoat}>{t('payment.notFound.startQuote')}</RouterLink>
        </Button>
      </Stack>
    </PurchaseLayout>
  );
}
