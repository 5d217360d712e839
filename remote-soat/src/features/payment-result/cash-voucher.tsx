import { formatMoney } from '@soat/shared/format';
import { useTranslation } from '@soat/shared/i18n';
import { Box, Button, Heading, HStack, List, Spinner, Stack, Text } from '@soat/shared/ui';
import { FactList } from '../../components/fact-list';
import { voucherHref } from '../../lib/purchase-documents';
import type { PurchaseRequest } from '../../lib/purchase-request';
import { SOAT_NAMESPACE } from '../../lib/namespace';

// the deadline as the correspondent reads it: Colombia's day and hour, whatever the visitor's time zone
const COLOMBIA = 'America/Bogota';
const deadlineDay = new Intl.DateTimeFormat('es-CO', { timeZone: COLOMBIA, dateStyle: 'long' });
const deadlineHour = new Intl.DateTimeFormat('es-CO', {
  timeZone: COLOMBIA,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

type Cash = NonNullable<NonNullable<PurchaseRequest['pago']>['efectivo']>;

/**
 * A cash payment waiting to be paid at a banking correspondent: the voucher (amount, agreement code, payment
 * reference, deadline in Colombia's time), how to pay, the voucher as a PDF to download or the page to print,
 * and where it was emailed. The page keeps asking, so it shows the policy once the cash is in.
 */
export default function CashVoucher({ request, cash }: { request: PurchaseRequest; cash: Cash }) {
  const { t } = useTranslation(SOAT_NAMESPACE);
  const deadline = request.pago?.venceEn ? new Date(request.pago.venceEn) : null;
  const pdf = voucherHref(cash.urlComprobante);
  const facts: [string, string][] = [
    [t('paymentResult.cash.amount'), formatMoney(request.cotizacion.total)],
    [t('paymentResult.cash.agreement'), cash.codigoConvenio],
    [t('paymentResult.cash.reference'), cash.referenciaPago],
  ];
  if (deadline && !Number.isNaN(deadline.getTime())) {
    facts.push([
      t('paymentResult.cash.deadline'),
      t('paymentResult.cash.deadlineValue', {
        date: deadlineDay.format(deadline),
        time: deadlineHour.format(deadline),
      }),
    ]);
  }
  return (
    <Stack gap="4">
      <Heading as="h2" size="lg">
        {t('paymentResult.cash.heading')}
      </Heading>
      <Box borderWidth="1px" rounded="md" p="4">
        <FactList items={facts} />
      </Box>
      <HStack gap="3" wrap="wrap" css={{ '@media print': { display: 'none' } }}>
        {pdf && (
          <Button asChild>
            <a href={pdf} download>
              {t('paymentResult.cash.download')}
            </a>
          </Button>
        )}
        <Button variant="outline" onClick={() => window.print()}>
          {t('paymentResult.cash.print')}
        </Button>
      </HStack>
      <Text>{t('paymentResult.cash.emailed', { email: request.tomador.correoElectronico })}</Text>
      <Heading as="h3" size="md">
        {t('paymentResult.cash.howTo')}
      </Heading>
      <List.Root as="ol" ps="5" gap="1">
        <List.Item>{t('paymentResult.cash.step1')}</List.Item>
        <List.Item>{t('paymentResult.cash.step2')}</List.Item>
        <List.Item>{t('paymentResult.cash.step3')}</List.Item>
        <List.Item>{t('paymentResult.cash.step4')}</List.Item>
      </List.Root>
      <Text>{t('paymentResult.cash.lapse')}</Text>
      <HStack gap="3" color="fg.muted" css={{ '@media print': { display: 'none' } }}>
        <Spinner size="sm" aria-hidden="true" />
        <Text>{t('paymentResult.checking')}</Text>
      </HStack>
    </Stack>
  );
}
