import { useTranslation } from '@soat/shared/i18n';
import { Navigate, paymentPath, useNavigate, useParams } from '@soat/shared/router';
import { Alert, Button, Spinner, Stack, Text } from '@soat/shared/ui';
import { PurchaseLayout } from '../../components/purchase-layout';
import { isFailedPayment, isPurchaseRequestId } from '../../components/purchase-request';
import { PurchaseRequestNotFound } from '../../components/purchase-request-not-found';
import { PurchaseRequestSummary } from '../../components/purchase-request-summary';
import { SOAT_NAMESPACE } from '../../lib/namespace';
import { PaymentForm } from './payment-form';
import { PendingPaymentNotice } from './pending-payment-notice';
import { usePurchaseRequest } from './use-purchase-request';

/** `cotizar-soat/pagos/realizar-pago-soat/:idSolicitudSoat` (anonymous too): the last step of the purchase. */
export function PaymentPage() {
  const { idSolicitudSoat } = useParams();
  if (!isPurchaseRequestId(idSolicitudSoat)) return <PurchaseRequestNotFound />;
  return <Payment idSolicitudSoat={idSolicitudSoat} />;
}

function Payment({ idSolicitudSoat }: { idSolicitudSoat: string }) {
  const { t } = useTranslation(SOAT_NAMESPACE);
  const navigate = useNavigate();
  const { load, reload } = usePurchaseRequest(idSolicitudSoat);
  const resultPath = paymentPath('respuesta', idSolicitudSoat);

  if (load.state === 'not-found') return <PurchaseRequestNotFound />;
  // paid already (or being issued, or refunded): its result, never a second payment
  if (load.state === 'ready' && load.request.estado !== 'pendiente-pago') return <Navigate to={resultPath} replace />;

  return (
    <PurchaseLayout title={t('payment.title')} step="pago">
      {load.state === 'loading' && (
        <Stack direction="row" gap="3" align="center" role="status">
          <Spinner size="sm" aria-hidden="true" />
          <Text>{t('payment.loading')}</Text>
        </Stack>
      )}
      {load.state === 'failed' && (
        <Stack gap="3" align="start">
          <Alert.Root status="error" variant="subtle">
            <Alert.Indicator />
            <Alert.Description>{t('payment.loadError')}</Alert.Description>
          </Alert.Root>
          <Button variant="outline" onClick={reload}>
            {t('common.retry')}
          </Button>
        </Stack>
      )}
      {load.state === 'ready' && (
        <Stack gap="6">
          <PurchaseRequestSummary request={load.request} />
          {load.request.pago?.estado === 'PENDIENTE' && <PendingPaymentNotice request={load.request} />}
          {load.request.pago && isFailedPayment(load.request.pago.estado) && (
            <Alert.Root status="warning" variant="subtle">
              <Alert.Indicator />
              <Alert.Description>
                {t('paymentResult.declined.heading')}
                {load.request.pago.mensaje
                  ? `. ${t('paymentResult.declined.reason', { reason: load.request.pago.mensaje })}`
                  : '.'}
              </Alert.Description>
            </Alert.Root>
          )}
          <PaymentForm request={load.request} onSettled={() => navigate(resultPath)} onConflict={reload} />
        </Stack>
      )}
    </PurchaseLayout>
  );
}
