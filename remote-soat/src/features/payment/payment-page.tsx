import { useTranslation } from '@soat/shared/i18n';
import { Navigate, Link as RouterLink, paymentPath, useLocation, useNavigate, useParams } from '@soat/shared/router';
import { Alert, Button, Link, Spinner, Stack, Text } from '@soat/shared/ui';
import { PurchaseLayout } from '../../components/purchase-layout';
import { isFailedPayment, isPurchaseRequestId } from '../../lib/purchase-request';
import { PurchaseRequestNotFound } from '../../components/purchase-request-not-found';
import { PurchaseRequestSummary } from '../../components/purchase-request-summary';
import { SOAT_NAMESPACE } from '../../lib/namespace';
import { purchaseStepPath } from '../../lib/purchase-step-link';
import { PaymentForm } from './payment-form';
import { PendingPaymentNotice } from './pending-payment-notice';
import { PeriodTakenNotice } from './period-taken-notice';
import { RequoteNotice } from './requote-notice';
import { usePurchaseRequest } from '../../lib/use-purchase-request';

/**
 * `cotizar-soat/pagos/realizar-pago-soat/:idSolicitudSoat` (anonymous too):
 * the purchase to review (the holder step sends the customer here as soon as
 * the request exists) and the payment choice.
 */
export function PaymentPage() {
  const { idSolicitudSoat } = useParams();
  if (!isPurchaseRequestId(idSolicitudSoat)) return <PurchaseRequestNotFound />;
  return <Payment idSolicitudSoat={idSolicitudSoat} />;
}

function Payment({ idSolicitudSoat }: { idSolicitudSoat: string }) {
  const { t } = useTranslation(SOAT_NAMESPACE);
  const navigate = useNavigate();
  // Reached from another page of the portal (not opened or reloaded): the summary's heading takes the focus.
  const arrived = useLocation().key !== 'default';
  const { load, reload } = usePurchaseRequest(idSolicitudSoat);
  const resultPath = paymentPath('respuesta', idSolicitudSoat);

  if (load.state === 'not-found') return <PurchaseRequestNotFound />;
  // paid already (or being issued, or refunded): its result, never a second payment
  if (load.state === 'ready' && load.request.estado !== 'pendiente-pago') return <Navigate to={resultPath} replace />;

  return (
    <PurchaseLayout title={t('payment.title')} lead={t('payment.lead')} step="pago">
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
      {load.state === 'ready' && (load.request.periodoOcupado || load.request.cotizarDeNuevo) && (
        <Stack gap="6">
          <PurchaseRequestSummary request={load.request} focus={arrived} />
          {/* nothing to pay: the API would refuse it (409), so no payment choice at all */}
          {load.request.periodoOcupado ? (
            <PeriodTakenNotice plate={load.request.placa} taken={load.request.periodoOcupado} />
          ) : (
            <RequoteNotice />
          )}
        </Stack>
      )}
      {load.state === 'ready' && !load.request.periodoOcupado && !load.request.cotizarDeNuevo && (
        <Stack gap="6">
          <Stack gap="2">
            <PurchaseRequestSummary request={load.request} focus={arrived} />
            {/* back to the purchase form (a change makes a new request), unless a payment is under way */}
            {load.request.pago?.estado !== 'PENDIENTE' && (
              <Link asChild alignSelf="start" fontWeight="semibold">
                <RouterLink to={purchaseStepPath('tomador')}>{t('payment.edit')}</RouterLink>
              </Link>
            )}
          </Stack>
          {load.request.pago?.estado === 'PENDIENTE' && <PendingPaymentNotice request={load.request} />}
          {load.request.pago?.motivoReembolso && (
            <Alert.Root status="info" variant="subtle">
              <Alert.Indicator />
              <Alert.Description>
                {t(`paymentResult.refundReason.${load.request.pago.motivoReembolso}`, { plate: load.request.placa })}{' '}
                {t('payment.lateRefundAgain')}
              </Alert.Description>
            </Alert.Root>
          )}
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
