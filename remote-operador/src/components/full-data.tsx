import { useState, type FormEvent } from 'react';
import { FormField } from '@soat/shared/forms';
import { useTranslation } from '@soat/shared/i18n';
import { Box, Button, Flex, Input, Stack, Text } from '@soat/shared/ui';
import { FormError } from './form-error';
import { InlineDialog } from './inline-dialog';
import { errorMessage } from '../lib/error-message';
import { OPERATOR_NAMESPACE } from '../lib/namespace';
import { fetchFullHolder, OperatorApiError, type FullHolder } from '../lib/operator-api';
import { REASON_MAX, reasonProblem } from '../lib/purchase-rules';

const FIELDS = [
  'tipoDocumento',
  'numeroDocumento',
  'nombres',
  'apellidos',
  'correoElectronico',
  'celular',
  'direccion',
  'ciudad',
] as const satisfies readonly (keyof FullHolder)[];

/** The holder's full data, as a list of terms. */
function HolderData({ holder }: { holder: FullHolder }) {
  const { t } = useTranslation(OPERATOR_NAMESPACE);
  return (
    <Box as="dl" aria-label={t('fullData.shownLabel')} mt="3" display="grid" gridTemplateColumns="auto 1fr" gap="1 4">
      {FIELDS.map((field) => (
        <Box key={field} display="contents">
          <Text as="dt" fontWeight="semibold">
            {t(`fullData.fields.${field}`)}
          </Text>
          <Text as="dd">{holder[field]}</Text>
        </Box>
      ))}
    </Box>
  );
}

interface Props {
  purchaseId: string;
  /** A refused session (401): the page sends the operator back to the sign-in. */
  onSessionEnded: () => void;
  /** The dialog's heading level: h2 where it opens right under the page's h1 (a purchase's timeline). */
  headingLevel?: 'h2' | 'h3';
}

/**
 * «Ver datos completos»: a dialog asks for the reason (10 to 500 characters, kept in the audit trail), then
 * the holder's data shows unmasked under the purchase.
 */
export function FullData({ purchaseId, onSessionEnded, headingLevel }: Props) {
  const { t } = useTranslation(OPERATOR_NAMESPACE);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [holder, setHolder] = useState<FullHolder | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = reasonProblem(t, reason);
    setProblem(found);
    setError(null);
    if (found) return;
    setSending(true);
    try {
      const answer = await fetchFullHolder(purchaseId, reason.trim());
      setHolder(answer.tomador);
      setOpen(false);
    } catch (refused) {
      if (refused instanceof OperatorApiError && refused.status === 401) return onSessionEnded();
      const fieldMessage =
        refused instanceof OperatorApiError ? refused.fieldErrors.find(({ campo }) => campo === 'motivo') : undefined;
      if (fieldMessage) setProblem(fieldMessage.mensaje);
      setError(errorMessage(t, refused));
    } finally {
      setSending(false);
    }
  };

  if (holder) return <HolderData holder={holder} />;
  return (
    <Box>
      <Button variant="outline" size="sm" aria-expanded={open} onClick={() => setOpen(true)}>
        {t('fullData.open')}
      </Button>
      {open && (
        <InlineDialog
          headingLevel={headingLevel}
          title={t('fullData.title')}
          description={t('fullData.description')}
          onClose={() => setOpen(false)}
        >
          <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('fullData.title')}>
            <Stack gap="3">
              <FormError message={error} />
              <FormField label={t('purchases.reason')} error={problem} helper={t('purchases.reasonRule')} required>
                <Input
                  name="motivo"
                  maxLength={REASON_MAX}
                  value={reason}
                  onChange={(event) => setReason(event.target.value)}
                />
              </FormField>
              <Flex gap="2" wrap="wrap">
                <Button type="submit" size="sm" loading={sending} loadingText={t('fullData.sending')}>
                  {t('fullData.submit')}
                </Button>
                <Button type="button" size="sm" variant="ghost" onClick={() => setOpen(false)}>
                  {t('purchases.cancel')}
                </Button>
              </Flex>
            </Stack>
          </form>
        </InlineDialog>
      )}
    </Box>
  );
}
