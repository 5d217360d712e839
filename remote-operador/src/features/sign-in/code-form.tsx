import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormField } from '@soat/shared/forms';
import { useTranslation } from '@soat/shared/i18n';
import { Button, HStack, Input, Stack } from '@soat/shared/ui';
import { FormError } from '../../components/form-error';
import { errorMessage } from '../../lib/error-message';
import { OPERATOR_NAMESPACE } from '../../lib/namespace';
import { confirmSecondFactor, type SecondFactorAnswer } from '../../lib/operator-api';
import { normalizeCode } from './sign-in-rules';

interface Props {
  challenge: string;
  submitLabel: string;
  submittingLabel: string;
  onSignedIn: (answer: SecondFactorAnswer) => void;
  onRestart: () => void;
}

/**
 * Second step: the TOTP code, or one of the recovery codes typed instead. A wrong code shows the API's
 * message and keeps what was typed, to fix one digit.
 */
export function CodeForm({ challenge, submitLabel, submittingLabel, onSignedIn, onRestart }: Props) {
  const { t } = useTranslation(OPERATOR_NAMESPACE);
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  // the step replaced the password form: the keyboard goes on in its one field
  useEffect(() => input.current?.focus(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const normalized = normalizeCode(code);
    setError(null);
    setFieldError(code.trim() === '' ? t('validation.required') : normalized ? undefined : t('validation.code'));
    if (!normalized) return;
    setSending(true);
    try {
      onSignedIn(await confirmSecondFactor({ desafio: challenge, codigo: normalized }));
    } catch (refused) {
      setError(errorMessage(t, refused));
      setSending(false);
      input.current?.focus();
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('code.title')}>
      <Stack gap="4">
        <FormError message={error} />
        <FormField label={t('fields.code')} helper={t('fields.codeHelper')} error={fieldError} required>
          <Input
            ref={input}
            name="codigo"
            autoComplete="one-time-code"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={20}
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
        </FormField>
        <HStack gap="3" flexWrap="wrap">
          <Button type="submit" loading={sending} loadingText={submittingLabel}>
            {submitLabel}
          </Button>
          <Button type="button" variant="ghost" onClick={onRestart}>
            {t('code.restart')}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
