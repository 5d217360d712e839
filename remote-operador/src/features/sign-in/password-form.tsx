import { useState, type FormEvent } from 'react';
import { FormField } from '@soat/shared/forms';
import { useTranslation } from '@soat/shared/i18n';
import { Button, Input, Stack } from '@soat/shared/ui';
import { FormError } from '../../components/form-error';
import { errorMessage } from '../../lib/error-message';
import { OPERATOR_NAMESPACE } from '../../lib/namespace';
import { OperatorApiError, startSignIn, type PasswordAnswer } from '../../lib/operator-api';
import { checkCredentials, type CredentialErrors } from './sign-in-rules';

interface Props {
  email: string;
  onEmailChange: (email: string) => void;
  onAnswer: (answer: PasswordAnswer) => void;
}

/** First step: email and password. A refusal shows the API's message; what was typed stays. */
export function PasswordForm({ email, onEmailChange, onAnswer }: Props) {
  const { t } = useTranslation(OPERATOR_NAMESPACE);
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<CredentialErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const errors = checkCredentials(t, email, password);
    setFieldErrors(errors);
    setError(null);
    if (Object.keys(errors).length > 0) return;
    setSending(true);
    try {
      onAnswer(await startSignIn({ correoElectronico: email.trim(), clave: password }));
    } catch (refused) {
      if (refused instanceof OperatorApiError && refused.fieldErrors.length > 0) {
        setFieldErrors(
          Object.fromEntries(refused.fieldErrors.map(({ campo, mensaje }) => [campo, mensaje])) as CredentialErrors,
        );
      }
      setError(errorMessage(t, refused));
      setSending(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('signIn.title')}>
      <Stack gap="4">
        <FormError message={error} />
        <FormField label={t('fields.email')} error={fieldErrors.correoElectronico} required>
          <Input
            type="email"
            name="correoElectronico"
            autoComplete="username"
            value={email}
            onChange={(event) => onEmailChange(event.target.value)}
          />
        </FormField>
        <FormField label={t('fields.password')} error={fieldErrors.clave} required>
          <Input
            type="password"
            name="clave"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </FormField>
        <Button type="submit" loading={sending} loadingText={t('signIn.submitting')}>
          {t('signIn.submit')}
        </Button>
      </Stack>
    </form>
  );
}
