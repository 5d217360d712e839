import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormField } from '@soat/shared/forms';
import { useTranslation } from '@soat/shared/i18n';
import { Button, Flex, Input, Stack } from '@soat/shared/ui';
import { FormError } from '../../components/form-error';
import { OPERATOR_NAMESPACE } from '../../lib/namespace';
import { OperatorApiError } from '../../lib/operator-api';
import { useRefusal } from '../../hooks/use-refusal';
import { markRefunded } from './queues-api';

export const REFERENCE_MAX = 100;
export const NOTE_MAX = 300;

/**
 * What the API records as the task's resolution (in the audit trail, and in Spanish whatever the page's
 * language): the bank's reference, then the note if any.
 */
export function resolutionOf(reference: string, note: string): string {
  const withReference = `Referencia bancaria ${reference.trim()}`;
  const trimmedNote = note.trim().replace(/\s+/g, ' ');
  return trimmedNote ? `${withReference} · Nota: ${trimmedNote}` : withReference;
}

interface Props {
  taskId: string;
  onDone: () => void;
  onCancel: () => void;
}

/**
 * «Marcar reembolsado»: the bank's reference (required) and an optional note, sent once however often it
 * is submitted. A refusal keeps what was typed and says why in Spanish (a task marked by someone else: 409).
 */
export function MarkRefundForm({ taskId, onDone, onCancel }: Props) {
  const { t } = useTranslation(OPERATOR_NAMESPACE);
  const refusal = useRefusal();
  const busy = useRef(false);
  const [reference, setReference] = useState('');
  const [note, setNote] = useState('');
  const [referenceError, setReferenceError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const referenceInput = useRef<HTMLInputElement>(null);

  // opened from its button: the keyboard goes on to the reference
  useEffect(() => referenceInput.current?.focus(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy.current) return;
    setError(null);
    if (reference.trim() === '') {
      setReferenceError(t('queues.refunds.referenceRequired'));
      return;
    }
    setReferenceError(undefined);
    busy.current = true;
    setSending(true);
    try {
      await markRefunded(taskId, resolutionOf(reference, note));
      onDone();
      return;
    } catch (refused) {
      if (refused instanceof OperatorApiError) {
        const field = refused.fieldErrors.find(({ campo }) => campo === 'resolucion');
        if (field) setReferenceError(field.mensaje);
      }
      setError(refusal(refused));
    }
    busy.current = false;
    setSending(false);
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('queues.refunds.formLabel')}>
      <Stack gap="3">
        <FormError message={error} />
        <FormField
          label={t('queues.refunds.reference')}
          helper={t('queues.refunds.referenceHelper')}
          error={referenceError}
          required
        >
          <Input
            ref={referenceInput}
            name="referencia"
            autoComplete="off"
            maxLength={REFERENCE_MAX}
            value={reference}
            onChange={(event) => setReference(event.target.value)}
          />
        </FormField>
        <FormField label={t('queues.refunds.note')}>
          <Input name="nota" maxLength={NOTE_MAX} value={note} onChange={(event) => setNote(event.target.value)} />
        </FormField>
        <Flex gap="3" wrap="wrap">
          <Button type="submit" loading={sending} loadingText={t('queues.refunds.submitting')}>
            {t('queues.refunds.submit')}
          </Button>
          <Button type="button" variant="outline" onClick={onCancel} disabled={sending}>
            {t('queues.refunds.cancel')}
          </Button>
        </Flex>
      </Stack>
    </form>
  );
}
