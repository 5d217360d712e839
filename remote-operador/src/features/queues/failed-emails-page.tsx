import { useTranslation } from '@soat/shared/i18n';
import { Stack, Text } from '@soat/shared/ui';
import { OPERATOR_NAMESPACE } from '../../lib/namespace';
import { age } from './queue-format';
import { Detail, QueuePage } from './queue-page';
import { fetchFailedEmails, type FailedEmail } from './queues-api';

function EmailItem({ email }: { email: FailedEmail }) {
  const { t } = useTranslation(OPERATOR_NAMESPACE);
  return (
    <Stack gap="2">
      <Text as="h2" fontWeight="bold" fontSize="lg">
        {t('queues.emails.itemTitle', { kind: email.tipo })}
      </Text>
      <Stack as="dl" gap="1">
        <Detail label={t('queues.emails.recipient')}>{email.destinatario ?? t('queues.none')}</Detail>
        <Detail label={t('queues.attempts')}>{email.intentos}</Detail>
        <Detail label={t('queues.lastError')}>{email.ultimoError ?? t('queues.none')}</Detail>
        <Detail label={t('queues.waiting')}>{age(t, email.creadoEn)}</Detail>
      </Stack>
    </Stack>
  );
}

/** `/operador/colas/correos`: the emails no more attempts will send (read only). */
export function FailedEmailsPage() {
  return (
    <QueuePage
      name="emails"
      load={fetchFailedEmails}
      since={(email) => email.creadoEn}
      itemKey={(email) => email.idCorreo}
      renderItem={(email) => <EmailItem email={email} />}
    />
  );
}
