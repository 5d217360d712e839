import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { signIn } from '@soat/shared/auth';
import { applyFieldErrors, FormField, formResolver } from '@soat/shared/forms';
import { useTranslation } from '@soat/shared/i18n';
import { Button, Input, Stack } from '@soat/shared/ui';
import { PasswordInput } from '../../components/password-input';
import { signInSchema, type SignInInput, type SignInValues } from './sign-in-schema';

/** Email and password; on success the session store changes and the page moves on. */
export function SignInForm({ initialEmail }: { initialEmail: string }) {
  const { t } = useTranslation('auth');
  const resolver = useMemo(() => formResolver(signInSchema(t)), [t]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignInInput, unknown, SignInValues>({ resolver, defaultValues: { usuario: initialEmail, clave: '' } });

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
        <FormField label={t('fields.email')} error={errors.usuario?.message} required>
          <Input type="email" autoComplete="username" {...register('usuario')} />
        </FormField>
        <FormField label={t('fields.password')} error={errors.clave?.message} required>
          <PasswordInput autoComplete="current-password" {...register('clave')} />
        </FormField>
        <Button type="submit" loading={isSubmitting} loadingText={t('signIn.submitting')}>
          {t('signIn.submit')}
        </Button>
      </Stack>
    </form>
  );
}
