import { useTranslation } from '@soat/shared/i18n';
import { List, Stack, Text } from '@soat/shared/ui';
import { OPERATOR_NAMESPACE } from '../../lib/namespace';
import { age } from './queue-format';
import { QueueAction } from './queue-action';
import { Detail, QueuePage } from './queue-page';
import { resendElectronicDocument } from '../../lib/operator-api';
import { fetchRejectedInvoices, type RejectedInvoice } from './queues-api';

function InvoiceItem({ invoice, remove }: { invoice: RejectedInvoice; remove: () => void }) {
  const { t } = useTranslation(OPERATOR_NAMESPACE);
  return (
    <Stack gap="3">
      <Text as="h2" fontWeight="bold" fontSize="lg">
        {t(`queues.invoices.kinds.${invoice.tipo}`)} {invoice.numero ?? t('queues.invoices.noNumber')} ·{' '}
        {t('queues.invoices.policy', { policy: invoice.numeroPoliza })}
      </Text>
      <Stack as="dl" gap="1">
        <Detail label={t('queues.attempts')}>{invoice.intentos}</Detail>
        <Detail label={t('queues.waiting')}>{age(t, invoice.creadoEn)}</Detail>
        {invoice.ultimoError && <Detail label={t('queues.lastError')}>{invoice.ultimoError}</Detail>}
      </Stack>
      <Stack gap="1">
        <Text fontWeight="semibold">{t('queues.invoices.rules')}</Text>
        {invoice.erroresDian.length === 0 ? (
          <Text color="fg.muted">{t('queues.none')}</Text>
        ) : (
          <List.Root ps="5" aria-label={t('queues.invoices.rules')}>
            {invoice.erroresDian.map((rule) => (
              <List.Item key={rule} overflowWrap="anywhere">
                {rule}
              </List.Item>
            ))}
          </List.Root>
        )}
      </Stack>
      <QueueAction
        label={t('queues.invoices.resend')}
        busyLabel={t('queues.invoices.resending')}
        run={async () => {
          const { reenviado } = await resendElectronicDocument(invoice.idDocumento);
          return { done: reenviado, message: t('queues.invoices.notRejected') };
        }}
        onDone={remove}
      />
    </Stack>
  );
}

/** `/operador/colas/facturas`: what the DIAN rejected, with its rules, each resent once the cause is fixed. */
export function InvoicesPage() {
  return (
    <QueuePage
      name="invoices"
      load={fetchRejectedInvoices}
      since={(invoice) => invoice.creadoEn}
      itemKey={(invoice) => invoice.idDocumento}
      renderItem={(invoice, remove) => <InvoiceItem invoice={invoice} remove={remove} />}
    />
  );
}
