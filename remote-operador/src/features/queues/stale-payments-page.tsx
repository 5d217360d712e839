import { useTranslation } from '@soat/shared/i18n';
import { Stack, Text } from '@soat/shared/ui';
import { OPERATOR_NAMESPACE } from '../../lib/namespace';
import { age, formatPesos } from './queue-format';
import { Detail, QueuePage } from './queue-page';
import { fetchStalePayments, type StalePayment } from './queues-api';

function PaymentItem({ payment }: { payment: StalePayment }) {
  const { t } = useTranslation(OPERATOR_NAMESPACE);
  return (
    <Stack gap="2">
      <Text as="h2" fontWeight="bold" fontSize="lg">
        {t('queues.payments.itemTitle', { amount: formatPesos(payment.valor), plate: payment.placa })}
      </Text>
      <Stack as="dl" gap="1">
        <Detail label={t('queues.refunds.payment')}>
          {t(`queues.methods.${payment.metodo}`)} · {payment.referenciaPago}
        </Detail>
        <Detail label={t('queues.payments.gatewayStatus')}>{payment.estadoPasarela ?? t('queues.none')}</Detail>
        <Detail label={t('queues.waiting')}>{age(t, payment.creadoEn)}</Detail>
      </Stack>
    </Stack>
  );
}

/** `/operador/colas/pagos-pendientes`: the payments still pending an hour after they started (read only). */
export function StalePaymentsPage() {
  return (
    <QueuePage
      name="payments"
      load={fetchStalePayments}
      since={(payment) => payment.creadoEn}
      itemKey={(payment) => payment.idPago}
      renderItem={(payment) => <PaymentItem payment={payment} />}
    />
  );
}
