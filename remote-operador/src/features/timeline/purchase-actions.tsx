import { useState, type FormEvent } from 'react';
import { FormField } from '@soat/shared/forms';
import { useTranslation } from '@soat/shared/i18n';
import { Box, Button, Flex, Input, Stack } from '@soat/shared/ui';
import { FormError } from '../../components/form-error';
import { InlineDialog } from '../../components/inline-dialog';
import { errorMessage } from '../../lib/error-message';
import { OPERATOR_NAMESPACE } from '../../lib/namespace';
import { correctHolderEmail, OperatorApiError, resendCertificate } from '../../lib/operator-api';
import { emailProblem, REASON_MAX, reasonProblem } from '../../lib/purchase-rules';

interface Props {
  purchaseId: string;
  hasPolicy: boolean;
  /** Said once an action was done (read out), and the timeline loaded again. */
  onDone: (message: string) => void;
  onSessionEnded: () => void;
}

type Open = 'none' | 'resend' | 'email';

/**
 * The actions on a purchase, each behind a confirmation: resend the policy's certificate, and correct the
 * holder's email with a reason. Both are kept in the audit trail.
 */
export function PurchaseActions({ purchaseId, hasPolicy, onDone, onSessionEnded }: Props) {
  const { t } = useTranslation(OPERATOR_NAMESPACE);
  const [open, setOpen] = useState<Open>('none');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [email, setEmail] = useState('');
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<{ correoElectronico?: string; motivo?: string }>({});

  const close = () => {
    setOpen('none');
    setError(null);
    setProblems({});
  };

  const refused = (failure: unknown) => {
    if (failure instanceof OperatorApiError && failure.status === 401) return onSessionEnded();
    if (failure instanceof OperatorApiError && failure.fieldErrors.length > 0) {
      setProblems(Object.fromEntries(failure.fieldErrors.map(({ campo, mensaje }) => [campo, mensaje])));
    }
    setError(errorMessage(t, failure));
  };

  const resend = async () => {
    setSending(true);
    setError(null);
    try {
      const { message } = await resendCertificate(purchaseId);
      close();
      onDone(message);
    } catch (failure) {
      refused(failure);
    } finally {
      setSending(false);
    }
  };

  const correct = async (event: FormEvent) => {
    event.preventDefault();
    const found = { correoElectronico: emailProblem(t, email), motivo: reasonProblem(t, reason) };
    setProblems(found);
    setError(null);
    if (found.correoElectronico || found.motivo) return;
    setSending(true);
    try {
      const answer = await correctHolderEmail(purchaseId, { correoElectronico: email.trim(), motivo: reason.trim() });
      close();
      setEmail('');
      setReason('');
      onDone(t('actions.emailCorrected', { email: answer.correoElectronico }));
    } catch (failure) {
      refused(failure);
    } finally {
      setSending(false);
    }
  };

  return (
    <Box as="section" aria-label={t('actions.label')}>
      <Flex gap="3" wrap="wrap">
        <Button
          variant="outline"
          size="sm"
          disabled={!hasPolicy}
          aria-expanded={open === 'resend'}
          onClick={() => setOpen('resend')}
        >
          {t('actions.resend')}
        </Button>
        <Button variant="outline" size="sm" aria-expanded={open === 'email'} onClick={() => setOpen('email')}>
          {t('actions.correctEmail')}
        </Button>
      </Flex>
      {open === 'resend' && (
        <InlineDialog
          headingLevel="h2"
          role="alertdialog"
          title={t('actions.resendTitle')}
          description={t('actions.resendDescription')}
          onClose={close}
        >
          <FormError message={error} />
          <Flex gap="2" wrap="wrap">
            <Button size="sm" loading={sending} loadingText={t('actions.sending')} onClick={() => void resend()}>
              {t('actions.resendConfirm')}
            </Button>
            <Button size="sm" variant="ghost" onClick={close}>
              {t('purchases.cancel')}
            </Button>
          </Flex>
        </InlineDialog>
      )}
      {open === 'email' && (
        <InlineDialog
          headingLevel="h2"
          title={t('actions.emailTitle')}
          description={t('actions.emailDescription')}
          onClose={close}
        >
          <form onSubmit={(event) => void correct(event)} noValidate aria-label={t('actions.emailTitle')}>
            <Stack gap="3">
              <FormError message={error} />
              <FormField label={t('actions.newEmail')} error={problems.correoElectronico} required>
                <Input
                  type="email"
                  name="correoElectronico"
                  value={email}
                  onChange={(event) => setEmail(event.target.value)}
                />
              </FormField>
              <FormField
                label={t('purchases.reason')}
                error={problems.motivo}
                helper={t('purchases.reasonRule')}
                required
              >
                <Input
                  name="motivo"
                  maxLength={REASON_MAX}
                  value={reason}
                  onChange={(event) => setReason(event.target.value)}
                />
              </FormField>
              <Flex gap="2" wrap="wrap">
                <Button type="submit" size="sm" loading={sending} loadingText={t('actions.sending')}>
                  {t('actions.emailConfirm')}
                </Button>
                <Button type="button" size="sm" variant="ghost" onClick={close}>
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
