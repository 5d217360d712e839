import { useState } from 'react';
import { useTranslation } from '@soat/shared/i18n';
import { Link as RouterLink, paymentPath, useNavigate } from '@soat/shared/router';
import { Alert, Button, HStack, Link, Stack } from '@soat/shared/ui';
import type { PurchaseRequest } from '../../lib/purchase-request';
import { SOAT_NAMESPACE } from '../../lib/namespace';
import { createPayment } from './api/create-payment';
import { gateway, isGatewayUrl } from './gateway';
import { pendingAttempt } from './payment-attempt';

/** The pending payments that wait outside any gateway page: in the Nequi app, or for cash at a correspondent. */
const WAITING_ELSEWHERE = { NEQUI: 'payment.pendingNequi', EFECTIVO: 'payment.pendingCash' } as const;

/**
 * A payment of this request is pending at the gateway: no other may start
 * (the API answers 409), so the customer goes back to its checkout (the kept
 * attempt, sent again with its key, answers the same page) or waits for its result.
 * A Nequi or cash payment has no checkout to go back to: its result page shows what to do.
 */
export function PendingPaymentNotice({ request }: { request: PurchaseRequest }) {
  const { t } = useTranslation(SOAT_NAMESPACE);
  const navigate = useNavigate();
  const [resuming, setResuming] = useState(false);
  const resultPath = paymentPath('respuesta', request.idSolicitudSoat);
  const method = request.pago?.metodo;
  const elsewhere = method === 'NEQUI' || method === 'EFECTIVO' ? WAITING_ELSEWHERE[method] : null;

  const resume = async () => {
    const attempt = pendingAttempt(request);
    if (!attempt) {
      navigate(resultPath);
      return;
    }
    setResuming(true);
    try {
      const payment = await createPayment(request.idSolicitudSoat, attempt.choice, attempt.key);
      if (payment.urlPasarela && isGatewayUrl(payment.urlPasarela)) gateway.open(payment.urlPasarela);
      else navigate(resultPath);
    } catch {
      // the HTTP client's alert says what failed
      setResuming(false);
    }
  };

  return (
    <Alert.Root status="info" variant="subtle">
      <Alert.Indicator />
      <Alert.Content>
        <Stack gap="3">
          <Alert.Description>{t(elsewhere ?? 'payment.pending')}</Alert.Description>
          {elsewhere ? (
            <Button asChild size="sm" alignSelf="start">
              <RouterLink to={resultPath}>{t('payment.seeStatus')}</RouterLink>
            </Button>
          ) : (
            <HStack gap="4" wrap="wrap">
              <Button size="sm" loading={resuming} onClick={() => void resume()}>
                {t('payment.resume')}
              </Button>
              <Link asChild fontWeight="semibold">
                <RouterLink to={resultPath}>{t('payment.seeStatus')}</RouterLink>
              </Link>
            </HStack>
          )}
        </Stack>
      </Alert.Content>
    </Alert.Root>
  );
}
