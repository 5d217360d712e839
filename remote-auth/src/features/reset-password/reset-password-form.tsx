import { useForm, useWatch } from 'react-hook-form';
import { apiErrorBody } from '@soat/shared/http';
import { useTranslation } from '@soat/shared/i18n';
import { Button, Stack } from '@soat/shared/ui';
import { FormField } from '../../components/form-field';
import { PasswordInput } from '../../components/password-input';
import { PasswordStrength } from '../../components/password-strength';
import { applyFieldErrors } from '../../lib/api-errors';
import { newPasswordRules } from '../../lib/form-rules';
import { confirmPasswordReset } from './api/confirm-password-reset';

interface Values {
  claveNueva: string;
  confirmacionClave: string;
}

interface Props {
  token: string;
  onDone: () => void;
  onInvalidLink: () => void;
}

export function ResetPasswordForm({ token, onDone, onInvalidLink }: Props) {
  const { t } = useTranslation('auth');
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ defaultValues: { claveNueva: '', confirmacionClave: '' } });
  const password = useWatch({ control, name: 'claveNueva' });

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
        <FormField label={t('fields.newPassword')} error={errors.claveNueva?.message} helper={t('fields.passwordHelper')} required>
          <PasswordInput autoComplete="new-password" {...register('claveNueva', newPasswordRules(t))} />
          <PasswordStrength password={password} userInputs={[]} />
        </FormField>
        <FormField label={t('fields.confirmPassword')} error={errors.confirmacionClave?.message} required>
          <PasswordInput
            autoComplete="new-password"
            {...register('confirmacionClave', {
              required: t('validation.required'),
              validate: (value, values) => value === values.claveNueva || t('validation.passwordsDiffer'),
            })}
          />
        </FormField>
        <Button type="submit" loading={isSubmitting} loadingText={t('reset.submitting')}>
          {t('reset.submit')}
        </Button>
      </Stack>
    </form>
  );
}
