import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { signIn } from '@soat/shared/auth';
import { applyFieldErrors, FormFieldFor, SubmitButton } from '@soat/shared/form-fields';
import { useTranslation } from '@soat/shared/i18n';
import { Input, Stack } from '@soat/shared/ui';
import { PasswordInput } from '../../components/password-input';
import { type SignInInput, signInResolver, type SignInValues } from './sign-in-check';

/** Email and password; on success the session store changes and the page moves on. */
export function SignInForm({ initialEmail }: { initialEmail: string }) {
  const { t } = useTranslation('auth');
  const resolver = useMemo(() => signInResolver(t), [t]);
  const { register, control, handleSubmit, setError } = useForm<SignInInput, unknown, SignInValues>({
    resolver,
    defaultValues: { usuario: initialEmail, clave: '' },
  });

  const submit = handleSubmit(async (credentials) => {
    try {
      await signIn(credentials);
    } catch (error) {
      // the HTTP client has already shown the general message; the input stays as typed
      applyFieldErrors(error, ['usuario', 'clave'], setError);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('signIn.title')}>
      <Stack gap="4">
        <FormFieldFor control={control} name="usuario" label={t('fields.email')} required>
          <Input type="email" autoComplete="username" {...register('usuario')} />
        </FormFieldFor>
        <FormFieldFor control={control} name="clave" label={t('fields.password')} required>
          <PasswordInput autoComplete="current-password" {...register('clave')} />
        </FormFieldFor>
        <SubmitButton control={control} loadingText={t('signIn.submitting')}>
          {t('signIn.submit')}
        </SubmitButton>
      </Stack>
    </form>
  );
}
