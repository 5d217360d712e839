import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { applyFieldErrors, SubmitButton } from '@soat/shared/form-fields';
import { apiErrorBody } from '@soat/shared/http';
import { useTranslation } from '@soat/shared/i18n';
import { Stack } from '@soat/shared/ui';
import { NewPasswordFields } from '../../components/new-password-fields';
import { confirmPasswordReset } from './api/confirm-password-reset';
import { type ResetPasswordInput, resetPasswordResolver, type ResetPasswordValues } from './reset-password-check';

interface Props {
  token: string;
  onDone: () => void;
  onInvalidLink: () => void;
}

export function ResetPasswordForm({ token, onDone, onInvalidLink }: Props) {
  const { t } = useTranslation('auth');
  const resolver = useMemo(() => resetPasswordResolver(t), [t]);
  const form = useForm<ResetPasswordInput, unknown, ResetPasswordValues>({
    resolver,
    defaultValues: { claveNueva: '', confirmacionClave: '' },
  });
  const { handleSubmit, setError, control } = form;

  const submit = handleSubmit(async ({ claveNueva }) => {
    try {
      await confirmPasswordReset(token, claveNueva);
      onDone();
    } catch (error) {
      if (apiErrorBody(error)?.errores?.some((item) => item.campo === 'token')) onInvalidLink();
      else applyFieldErrors(error, ['claveNueva'], setError);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('reset.title')}>
      <Stack gap="4">
        <NewPasswordFields form={form} name="claveNueva" />
        <SubmitButton control={control} loadingText={t('reset.submitting')}>
          {t('reset.submit')}
        </SubmitButton>
      </Stack>
    </form>
  );
}
