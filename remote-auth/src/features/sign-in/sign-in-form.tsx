import { useForm } from 'react-hook-form';
import { signIn } from '@soat/shared/auth';
import { useTranslation } from '@soat/shared/i18n';
import { Button, Input, Stack } from '@soat/shared/ui';
import { FormField } from '../../components/form-field';
import { PasswordInput } from '../../components/password-input';
import { applyFieldErrors } from '../../lib/api-errors';
import { emailRules } from '../../lib/form-rules';

interface Values {
  usuario: string;
  clave: string;
}

/** Email and password; on success the session store changes and the page moves on. */
export function SignInForm({ initialEmail }: { initialEmail: string }) {
  const { t } = useTranslation('auth');
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ defaultValues: { usuario: initialEmail, clave: '' } });

  const submit = handleSubmit(async ({ usuario, clave }) => {
    try {
      await signIn({ usuario: usuario.trim(), clave });
    } catch (error) {
      // the HTTP client has already shown the general message; the input stays as typed
      applyFieldErrors(error, ['usuario', 'clave'], setError);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('signIn.title')}>
      <Stack gap="4">
        <FormField label={t('fields.email')} error={errors.usuario?.message} required>
          <Input type="email" autoComplete="username" {...register('usuario', emailRules(t))} />
        </FormField>
        <FormField label={t('fields.password')} error={errors.clave?.message} required>
          <PasswordInput
            autoComplete="current-password"
            {...register('clave', { required: t('validation.required') })}
          />
        </FormField>
        <Button type="submit" loading={isSubmitting} loadingText={t('signIn.submitting')}>
          {t('signIn.submit')}
        </Button>
      </Stack>
    </form>
  );
}
