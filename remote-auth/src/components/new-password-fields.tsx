import { type FieldValues, type Path, type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from '@soat/shared/i18n';
import { newPasswordRules } from '../lib/form-rules';
import { FormField } from './form-field';
import { PasswordInput } from './password-input';
import { PasswordStrength } from './password-strength';

interface NewPasswordFieldsProps<TValues extends FieldValues & { confirmacionClave: string }> {
  form: UseFormReturn<TValues>;
  /** the form field holding the new password (its confirmation is `confirmacionClave`) */
  name: Path<TValues>;
  /** what the user typed elsewhere (name, email): a password built from them is weak */
  userInputs?: string[];
}

/** A new password with its strength meter, and its confirmation, which must match it. */
export function NewPasswordFields<TValues extends FieldValues & { confirmacionClave: string }>({
  form,
  name,
  userInputs = [],
}: NewPasswordFieldsProps<TValues>) {
  const { t } = useTranslation('auth');
  const { register, control, getFieldState, formState } = form;
  const password = useWatch({ control, name }) as string;
  const confirmation = 'confirmacionClave' as Path<TValues>;
  return (
    <>
      <FormField
        label={t('fields.newPassword')}
        error={getFieldState(name, formState).error?.message}
        helper={t('fields.passwordHelper')}
        required
      >
        <PasswordInput autoComplete="new-password" {...register(name, newPasswordRules(t))} />
        <PasswordStrength password={password} userInputs={userInputs} />
      </FormField>
      <FormField
        label={t('fields.confirmPassword')}
        error={getFieldState(confirmation, formState).error?.message}
        required
      >
        <PasswordInput
          autoComplete="new-password"
          {...register(confirmation, {
            required: t('validation.required'),
            validate: (value, values) => value === values[name] || t('validation.passwordsDiffer'),
          })}
        />
      </FormField>
    </>
  );
}
