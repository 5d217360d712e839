import { formatLongDate } from '@soat/shared/format';
import { useTranslation } from '@soat/shared/i18n';
import { Heading, Stack, Text } from '@soat/shared/ui';
import { PolicyStatusBadge } from '../../components/policy-status-badge';
import { ScrollTable } from '../../components/scroll-table';
import { SOAT_NAMESPACE } from '../../lib/namespace';
import type { ConsultAnswer } from './api/consult-policies';

/** The policies found for a plate and document, newest first as the API answers them. */
export function ConsultResults({ answer }: { answer: ConsultAnswer }) {
  const { t } = useTranslation(SOAT_NAMESPACE);
  return (
    <Stack gap="3">
      <Heading as="h2" size="xl">
        {t('consult.results.title', { plate: answer.placa })}
      </Heading>
      <ScrollTable caption={t('consult.results.caption', { plate: answer.placa })} minW="3xl">
        <thead>
          <tr>
            <th scope="col">{t('consult.columns.number')}</th>
            <th scope="col">{t('consult.columns.status')}</th>
            <th scope="col">{t('consult.columns.insurer')}</th>
            <th scope="col">{t('consult.columns.issued')}</th>
            <th scope="col">{t('consult.columns.start')}</th>
            <th scope="col">{t('consult.columns.end')}</th>
            <th scope="col">{t('consult.columns.code')}</th>
          </tr>
        </thead>
        <tbody>
          {answer.polizas.map((policy) => (
            <tr key={policy.numeroPoliza}>
              <th scope="row">{policy.numeroPoliza}</th>
              <td>
                <PolicyStatusBadge status={policy.estado} />
              </td>
              <td>{policy.aseguradora}</td>
              <td>{formatLongDate(policy.fechaExpedicion)}</td>
              <td>{formatLongDate(policy.inicioVigencia)}</td>
              <td>{formatLongDate(policy.finVigencia)}</td>
              <td>{policy.codigoTarifa}</td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
      <Text fontSize="sm" color="fg.muted">
        {t('consult.results.runt')}
      </Text>
    </Stack>
  );
}
