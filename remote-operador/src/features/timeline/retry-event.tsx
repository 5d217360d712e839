import { useState } from 'react';
import { useTranslation } from '@soat/shared/i18n';
import { Box, Button, Flex } from '@soat/shared/ui';
import { FormError } from '../../components/form-error';
import { InlineDialog } from '../../components/inline-dialog';
import { errorMessage } from '../../lib/error-message';
import { OPERATOR_NAMESPACE } from '../../lib/namespace';
import {
  OperatorApiError,
  resendElectronicDocument,
  retryRuntReport,
  type TimelineEvent,
} from '../../lib/operator-api';

/** The events an operator may retry in place, and the text keys of each. */
const RETRIES = {
  'reporte-runt.fallido': { keys: 'retryRunt', run: (id: string) => retryRuntReport(id) },
  'documento.rechazado': { keys: 'retryDocument', run: (id: string) => resendElectronicDocument(id) },
} as const;

interface Props {
  event: TimelineEvent;
  onDone: (message: string) => void;
  onSessionEnded: () => void;
}

/** A failed RUNT report or a rejected document: retried through its queue's route, after a confirmation. */
export function RetryEvent({ event, onDone, onSessionEnded }: Props) {
  const { t } = useTranslation(OPERATOR_NAMESPACE);
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const retry = event.referencia ? RETRIES[event.tipo as keyof typeof RETRIES] : undefined;
  if (!retry || !event.referencia) return null;
  const reference = event.referencia;

  const confirm = async () => {
    setSending(true);
    setError(null);
    try {
      await retry.run(reference);
      setOpen(false);
      onDone(t(`actions.${retry.keys}.done`));
    } catch (failure) {
      if (failure instanceof OperatorApiError && failure.status === 401) return onSessionEnded();
      setError(errorMessage(t, failure));
    } finally {
      setSending(false);
    }
  };

  return (
    <Box mt="1">
      <Button size="xs" variant="outline" aria-expanded={open} onClick={() => setOpen(true)}>
        {t(`actions.${retry.keys}.button`)}
      </Button>
      {open && (
        <InlineDialog role="alertdialog" title={t(`actions.${retry.keys}.title`)} onClose={() => setOpen(false)}>
          <FormError message={error} />
          <Flex gap="2" wrap="wrap">
            <Button size="sm" loading={sending} loadingText={t('actions.sending')} onClick={() => void confirm()}>
              {t(`actions.${retry.keys}.confirm`)}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setOpen(false)}>
              {t('purchases.cancel')}
            </Button>
          </Flex>
        </InlineDialog>
      )}
    </Box>
  );
}
