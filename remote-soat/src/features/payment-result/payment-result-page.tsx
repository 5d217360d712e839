import { useTranslation } from '@soat/shared/i18n';
import { useParams } from '@soat/shared/router';
import { Spinner, Stack, Text } from '@soat/shared/ui';
import { PurchaseLayout } from '../../components/purchase-layout';
import { isPurchaseRequestId } from '../../lib/purchase-request';
import { PurchaseRequestNotFound } from '../../components/purchase-request-not-found';
import { SOAT_NAMESPACE } from '../../lib/namespace';
import { PaymentOutcomeView } from './payment-outcome-view';
import { usePaymentStatus } from './use-payment-status';

/**
 * `cotizar-soat/pagos/respuesta-pago-soat/:idSolicitudSoat` (anonymous too),
 * where the gateway sends the customer back (it adds `?id=<transaction>`, which
 * the page does not need: the API knows the request's payment).
 */
export function PaymentResultPage() {
  const { idSolicitudSoat } = useParams();
  if (!isPurchaseRequestId(idSolicitudSoat)) return <PurchaseRequestNotFound />;
  return <PaymentResult idSolicitudSoat={idSolicitudSoat} />;
}

function PaymentResult({ idSolicitudSoat }: { idSolicitudSoat: string }) {
  const { t } = useTranslation(SOAT_NAMESPACE);
  const load = usePaymentStatus(idSolicitudSoat);
  if (load.state === 'not-found') return <PurchaseRequestNotFound />;
  return (
    <PurchaseLayout title={t('paymentResult.title')} step="resultado">
      {/* one live region: each new state of the payment is read out as it arrives */}
      <Stack gap="5" role="status" aria-live="polite" aria-atomic="false">
        {load.state === 'ready' ? (
          <PaymentOutcomeView request={load.request} />
        ) : (
          <Stack direction="row" gap="3" align="center">
            <Spinner size="sm" aria-hidden="true" />
            <Text>{load.state === 'failed' ? t('paymentResult.loadError') : t('paymentResult.checking')}</Text>
          </Stack>
        )}
      </Stack>
    </PurchaseLayout>
  );
}
