import { lazy, Suspense } from 'react';
import { formatLongDate } from '@soat/shared/format';
import { todayInColombia } from '@soat/shared/rules/validity';
import { useTranslation } from '@soat/shared/i18n';
import { Link as RouterLink, PATHS, paymentPath } from '@soat/shared/router';
import { Alert, Button, Heading, HStack, Spinner, Stack, Text } from '@soat/shared/ui';
import { PolicyDetails } from '../../components/policy-details';
import { PolicyInvoice } from '../../components/policy-invoice';
import { certificateHref } from '../../lib/purchase-documents';
import type { PurchaseRequest } from '../../lib/purchase-request';
import { SOAT_NAMESPACE } from '../../lib/namespace';
import { purchaseStepPath } from '../../lib/purchase-step-link';
import { paymentOutcome } from './payment-outcome';
import { RefundView } from './refund-view';

// the waits of their own, loaded when a payment waits that way: in the Nequi app, or for cash at a correspondent
const NequiPending = lazy(() => import('./nequi-pending'));
const CashVoucher = lazy(() => import('./cash-voucher'));

/** What the payment came to: the policy, a wait that refreshes itself, a declined payment or a refund (refund-view.tsx). */
export function PaymentOutcomeView({ request }: { request: PurchaseRequest }) {
  const { t } = useTranslation(SOAT_NAMESPACE);
  const outcome = paymentOutcome(request);
  const paymentPage = paymentPath('realizar', request.idSolicitudSoat);

  if (outcome === 'issued' && request.poliza) {
    const { poliza } = request;
    return (
      <Stack gap="4">
        <Alert.Root status="success" variant="subtle">
          <Alert.Indicator />
          <Alert.Title>
            <Heading as="h2" size="lg">
              {t('paymentResult.approved.heading')}
            </Heading>
          </Alert.Title>
        </Alert.Root>
        <Text>{t('paymentResult.approved.emailed', { email: request.tomador.correoElectronico })}</Text>
        <HStack gap="3" wrap="wrap">
          <Button asChild>
            <a href={certificateHref(request.idSolicitudSoat)} download>
              {t('paymentResult.approved.download')}
            </a>
          </Button>
          <Button asChild variant="outline">
            <RouterLink to={PATHS.consultaSoat}>{t('paymentResult.approved.consult')}</RouterLink>
          </Button>
        </HStack>
        <PolicyInvoice policy={poliza} />
        <PolicyDetails policy={poliza} headingLevel="h3" />
      </Stack>
    );
  }

  const pending = outcome === 'pending' ? request.pago : null;
  if (pending?.metodo === 'NEQUI' || (pending?.metodo === 'EFECTIVO' && pending.efectivo)) {
    return (
      <Suspense fallback={<Checking />}>
        {pending.efectivo ? (
          <CashVoucher request={request} cash={pending.efectivo} />
        ) : (
          <NequiPending request={request} />
        )}
      </Suspense>
    );
  }
  if (outcome === 'issuing' || outcome === 'pending') {
    const texts = outcome === 'pending' ? 'pending' : 'issuing';
    return (
      <Stack gap="3">
        <Heading as="h2" size="lg">
          {t(`paymentResult.${texts}.heading`)}
        </Heading>
        <Text>{t(`paymentResult.${texts}.message`)}</Text>
        <HStack gap="3" color="fg.muted">
          <Spinner size="sm" aria-hidden="true" />
          <Text>{t('paymentResult.checking')}</Text>
        </HStack>
      </Stack>
    );
  }

  if (outcome === 'declined') {
    return (
      <Stack gap="4" align="start">
        <Alert.Root status="error" variant="subtle">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              <Heading as="h2" size="lg">
                {t('paymentResult.declined.heading')}
              </Heading>
            </Alert.Title>
            <Alert.Description>
              {request.pago?.mensaje
                ? t('paymentResult.declined.reason', { reason: request.pago.mensaje })
                : t('paymentResult.declined.noReason')}
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
        <Button asChild>
          <RouterLink to={paymentPage}>{t('paymentResult.declined.retry')}</RouterLink>
        </Button>
      </Stack>
    );
  }

  if (outcome === 'refund' || outcome === 'refunded' || outcome === 'refund-manual' || outcome === 'late-refund') {
    return <RefundView request={request} outcome={outcome} />;
  }

  if (outcome === 'expired') {
    // its last payable day: the day of the instant before it closed, in Colombia
    const lastDay = todayInColombia(new Date(Date.parse(request.venceEn) - 1));
    return (
      <Stack gap="4" align="start">
        <Alert.Root status="warning" variant="subtle">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              <Heading as="h2" size="lg">
                {t('paymentResult.expired.heading')}
              </Heading>
            </Alert.Title>
            <Alert.Description>
              {t('paymentResult.expired.message', { date: formatLongDate(lastDay) })}
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
        <Button asChild>
          <RouterLink to={purchaseStepPath('vehiculo')}>{t('paymentResult.expired.newRequest')}</RouterLink>
        </Button>
      </Stack>
    );
  }

  return (
    <Stack gap="4" align="start">
      <Heading as="h2" size="lg">
        {t('paymentResult.notPaid.heading')}
      </Heading>
      <Button asChild>
        <RouterLink to={paymentPage}>{t('paymentResult.notPaid.pay')}</RouterLink>
      </Button>
    </Stack>
  );
}

function Checking() {
  const { t } = useTranslation(SOAT_NAMESPACE);
  return (
    <HStack gap="3" color="fg.muted">
      <Spinner size="sm" aria-hidden="true" />
      <Text>{t('paymentResult.checking')}</Text>
    </HStack>
  );
}
