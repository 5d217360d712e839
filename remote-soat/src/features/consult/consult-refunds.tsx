import { formatLongDate, formatMoney } from '@soat/shared/format';
import { useTranslation } from '@soat/shared/i18n';
import { Box, Heading, Stack, Text } from '@soat/shared/ui';
import { FactList } from '../../components/fact-list';
import { SOAT_NAMESPACE } from '../../lib/namespace';
import type { ConsultAnswer } from './api/consult-policies';

type Refund = ConsultAnswer['reembolsos'][number];

/**
 * The holder's payments for the plate that bought no policy (the vehicle already had one for the
 * period): each one's period, amount and where its refund is (ADR 010, "Refunds"). Stacked, so it
 * reads the same on a phone.
 */
export function ConsultRefunds({ refunds }: { refunds: Refund[] }) {
  const { t } = useTranslation(SOAT_NAMESPACE);
  if (refunds.length === 0) return null;
  const state = (refund: Refund) =>
    t(`consult.refunds.state.${refund.estado}`, {
      date: refund.fechaReembolso ? formatLongDate(refund.fechaReembolso) : '',
    });
  return (
    <Stack as="section" gap="3" aria-labelledby="consulta-reembolsos">
      <Heading as="h2" size="xl" id="consulta-reembolsos">
        {t('consult.refunds.title')}
      </Heading>
      <Text>{t('consult.refunds.lead')}</Text>
      <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
        {refunds.map((refund, index) => (
          // the list is never reordered: its place is its identity
          <Box as="li" key={index} borderWidth="1px" rounded="md" p="4">
            <FactList
              items={[
                [
                  t('consult.refunds.period'),
                  t('consult.refunds.periodValue', {
                    from: formatLongDate(refund.inicioVigencia),
                    to: formatLongDate(refund.finVigencia),
                  }),
                ],
                [t('consult.refunds.amount'), formatMoney(refund.valor)],
                [t('consult.refunds.status'), state(refund)],
              ]}
            />
          </Box>
        ))}
      </Stack>
    </Stack>
  );
}
