import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { applyFieldErrors, FormFieldFor, SubmitButton } from '@soat/shared/form-fields';
import { useTranslation } from '@soat/shared/i18n';
import { Link as RouterLink, PATHS } from '@soat/shared/router';
import { Alert, Input, Link, Stack } from '@soat/shared/ui';
import { AuthCard } from '../../components/auth-card';
import { requestPasswordReset } from './api/request-password-reset';
import { type ForgotPasswordInput, forgotPasswordResolver, type ForgotPasswordValues } from './forgot-password-check';

export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const resolver = useMemo(() => forgotPasswordResolver(t), [t]);
  const { register, control, handleSubmit, setError } = useForm<ForgotPasswordInput, unknown, ForgotPasswordValues>({
    resolver,
    defaultValues: { correoElectronico: '' },
  });

  const submit = handleSubmit(async ({ correoElectronico }) => {
    try {
      await requestPasswordReset(correoElectronico);
      setSentTo(correoElectronico);
    } catch (error) {
      applyFieldErrors(error, ['correoElectronico'], setError);
    }
  });

  return (
    <AuthCard title={t('forgot.title')} description={t('forgot.description')}>
      <Stack gap="6">
        {sentTo ? (
          <Alert.Root status="success" variant="subtle">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('forgot.sent.title')}</Alert.Title>
              <Alert.Description>{t('forgot.sent.message', { email: sentTo })}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : (
          <form onSubmit={submit} noValidate aria-label={t('forgot.title')}>
            <Stack gap="4">
              <FormFieldFor control={control} name="correoElectronico" label={t('fields.email')} required>
                <Input type="email" autoComplete="email" {...register('correoElectronico')} />
              </FormFieldFor>
              <SubmitButton control={control} loadingText={t('forgot.submitting')}>
                {t('forgot.submit')}
              </SubmitButton>
            </Stack>
          </form>
        )}
        <Link asChild alignSelf="start">
          <RouterLink to={PATHS.iniciarSesion}>{t('forgot.backToSignIn')}</RouterLink>
        </Link>
      </Stack>
    </AuthCard>
  );
}
