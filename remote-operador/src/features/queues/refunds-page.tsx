import { useState } from 'react';
import { useTranslation } from '@soat/shared/i18n';
import { Button, Stack, Text } from '@soat/shared/ui';
import { OPERATOR_NAMESPACE } from '../../lib/namespace';
import { MarkRefundForm } from './mark-refund-form';
import { age, formatPesos, maskEmail, maskMobile } from './queue-format';
import { Detail, QueuePage } from './queue-page';
import { fetchRefundTasks, type RefundTask } from './queues-api';

function RefundItem({ task, remove }: { task: RefundTask; remove: () => void }) {
  const { t } = useTranslation(OPERATOR_NAMESPACE);
  const [marking, setMarking] = useState(false);
  const { reembolso, tomador, solicitud } = task;
  return (
    <Stack gap="3">
      <Text as="h2" fontWeight="bold" fontSize="lg">
        {t('queues.refunds.itemTitle', { amount: formatPesos(reembolso.valor), plate: solicitud.placa })}
      </Text>
      <Stack as="dl" gap="1">
        <Detail label={t('queues.refunds.payment')}>
          {t(`queues.methods.${reembolso.metodo}`)} · {reembolso.referenciaPago}
        </Detail>
        <Detail label={t('queues.refunds.holder')}>
          {tomador.nombres} {tomador.apellidos} · {maskEmail(tomador.correoElectronico)}
          {tomador.celular ? ` · ${maskMobile(tomador.celular)}` : ''}
        </Detail>
        <Detail label={t('queues.refunds.reason')}>{task.motivo}</Detail>
        <Detail label={t('queues.waiting')}>{age(t, task.creadaEn)}</Detail>
      </Stack>
      {marking ? (
        <MarkRefundForm taskId={task.idTarea} onDone={remove} onCancel={() => setMarking(false)} />
      ) : (
        <Button size="sm" alignSelf="start" onClick={() => setMarking(true)}>
          {t('queues.refunds.mark')}
        </Button>
      )}
    </Stack>
  );
}

/** `/operador/colas/reembolsos`: the refunds a person must make (PSE), each marked done with the bank's reference. */
export function RefundsPage() {
  return (
    <QueuePage
      name="refunds"
      load={fetchRefundTasks}
      since={(task) => task.creadaEn}
      itemKey={(task) => task.idTarea}
      renderItem={(task, remove) => <RefundItem task={task} remove={remove} />}
    />
  );
}
