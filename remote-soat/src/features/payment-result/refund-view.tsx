import { formatMoney } from '@soat/shared/format';
import { useTranslation } from '@soat/shared/i18n';
import { Link as RouterLink, PATHS, paymentPath } from '@soat/shared/router';
import { Alert, Button, Heading, HStack, Spinner, Stack, Text } from '@soat/shared/ui';
import type { PurchaseRequest } from '../../lib/purchase-request';
import { SOAT_NAMESPACE } from '../../lib/namespace';
import { purchaseStepPath } from '../../lib/purchase-step-link';

type RefundOutcome = 'refund' | 'refunded' | 'refund-manual' | 'late-refund';
type PaymentMethod = NonNullable<PurchaseRequest['pago']>['metodo'];

const STATUS = { refund: 'warning', refunded: 'success', 'refund-manual': 'info', 'late-refund': 'info' } as const;

/** Wallets whose money goes back to the same account: a person sends it, no account to ask for. */
const WALLETS: readonly PaymentMethod[] = ['NEQUI', 'DAVIPLATA'];

/** The keys of each state's heading and message under `paymentResult`. */
function texts(outcome: RefundOutcome, method: PaymentMethod | undefined) {
  if (outcome === 'late-refund') {
    if (method === 'TARJETA') return { heading: 'lateRefund.heading', message: 'refund.message' };
    if (method && WALLETS.includes(method)) return { heading: 'lateRefund.heading', message: 'lateRefund.wallet' };
    return { heading: 'lateRefund.heading', message: 'refundManual.message' };
  }
  if (outcome === 'refund') return { heading: 'refund.heading', message: 'refund.message' };
  if (outcome === 'refund-manual') return { heading: 'refundManual.heading', message: 'refundManual.message' };
  // a card's comes back as the gateway's void; every other method's as money put back into an account
  return { heading: 'refunded.heading', message: method === 'TARJETA' ? 'refunded.card' : 'refunded.transfer' };
}

/** Why the payment bought no policy; refunds made before the API said why were all for a period taken. */
type RefundReason = NonNullable<NonNullable<PurchaseRequest['pago']>['motivoReembolso']>;

/**
 * A paid request the portal could not issue, and why (the plate got a policy for the period meanwhile, the
 * request had expired, the price changed, or it was issued with another payment): its money being
 * returned (the page keeps asking), returned (to the card, or transferred after a PSE payment), or being
 * returned by a person of the team, with what happens next.
 */
export function RefundView({ request, outcome }: { request: PurchaseRequest; outcome: RefundOutcome }) {
  const { t } = useTranslation(SOAT_NAMESPACE);
  const values = {
    plate: request.placa,
    amount: formatMoney(request.cotizacion.total),
    email: request.tomador.correoElectronico,
    wallet: request.pago?.metodo === 'DAVIPLATA' ? 'DaviPlata' : 'Nequi',
  };
  const keys = texts(outcome, request.pago?.metodo);
  const reason: RefundReason = request.pago?.motivoReembolso ?? 'periodo-ocupado';
  return (
    <Stack gap="4" align="start">
      <Alert.Root status={STATUS[outcome]} variant="subtle">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>
            <Heading as="h2" size="lg">
              {t(`paymentResult.${keys.heading}`)}
            </Heading>
          </Alert.Title>
          <Alert.Description>
            {t(`paymentResult.refundReason.${reason}`, values)} {t(`paymentResult.${keys.message}`, values)}
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
      {outcome === 'refund' && (
        <HStack gap="3" color="fg.muted">
          <Spinner size="sm" aria-hidden="true" />
          <Text>{t('paymentResult.checking')}</Text>
        </HStack>
      )}
      {outcome === 'late-refund' ? (
        // the request is still open: it can be paid again, by any method
        <Button asChild variant="outline">
          <RouterLink to={paymentPath('realizar', request.idSolicitudSoat)}>
            {t('paymentResult.lateRefund.payAgain')}
          </RouterLink>
        </Button>
      ) : reason === 'periodo-ocupado' ? (
        <Button asChild variant="outline">
          <RouterLink to={`${PATHS.consultaSoat}?placa=${encodeURIComponent(request.placa)}`}>
            {t('paymentResult.refund.consult')}
          </RouterLink>
        </Button>
      ) : (
        // the request can no longer be bought as it was: a new quote, at today's price and dates
        <Button asChild variant="outline">
          <RouterLink to={purchaseStepPath('vehiculo')}>{t('paymentResult.expired.newRequest')}</RouterLink>
        </Button>
      )}
    </Stack>
  );
}
