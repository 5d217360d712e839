import { useTranslation } from '@soat/shared/i18n';
import { Stack, Text } from '@soat/shared/ui';
import { OPERATOR_NAMESPACE } from '../../lib/namespace';
import { age } from './queue-format';
import { QueueAction } from './queue-action';
import { Detail, QueuePage } from './queue-page';
import { retryRuntReport } from '../../lib/operator-api';
import { fetchFailedRuntReports, type RuntReport } from './queues-api';

function ReportItem({ report, remove }: { report: RuntReport; remove: () => void }) {
  const { t } = useTranslation(OPERATOR_NAMESPACE);
  return (
    <Stack gap="3">
      <Text as="h2" fontWeight="bold" fontSize="lg">
        {t('queues.runt.itemTitle', { policy: report.numeroPoliza, plate: report.placa })}
      </Text>
      <Stack as="dl" gap="1">
        <Detail label={t('queues.attempts')}>{report.intentos}</Detail>
        <Detail label={t('queues.lastError')}>{report.ultimoError ?? t('queues.none')}</Detail>
        <Detail label={t('queues.waiting')}>{age(t, report.creadoEn)}</Detail>
      </Stack>
      <QueueAction
        label={t('queues.runt.retry')}
        busyLabel={t('queues.runt.retrying')}
        run={async () => {
          const { reintentados } = await retryRuntReport(report.idReporte);
          return { done: reintentados > 0, message: t('queues.runt.notFailed') };
        }}
        onDone={remove}
      />
    </Stack>
  );
}

/** `/operador/colas/reportes-runt`: the reports to the RUNT that used up their attempts, each retried once fixed. */
export function RuntReportsPage() {
  return (
    <QueuePage
      name="runt"
      load={fetchFailedRuntReports}
      since={(report) => report.creadoEn}
      itemKey={(report) => report.idReporte}
      renderItem={(report, remove) => <ReportItem report={report} remove={remove} />}
    />
  );
}
