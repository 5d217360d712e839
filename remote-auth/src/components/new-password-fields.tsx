import { FormFieldFor } from '@soat/shared/form-fields';
import { type FieldValues, type Path, type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from '@soat/shared/i18n';
import { PasswordInput } from './password-input';
import { PasswordStrength } from './password-strength';

interface NewPasswordFieldsProps<TValues extends FieldValues & { confirmacionClave: string }> {
  form: UseFormReturn<TValues, unknown, FieldValues>;
  /** the form field holding the new password (its confirmation is `confirmacionClave`) */
  name: Path<TValues>;
  /** what the user typed elsewhere (name, email): a password built from them is weak */
  userInputs?: string[];
}

/**
 * A new password with its strength meter, and its confirmation. The form
 * checks both (the shared password rules, and that they match).
 */
export function NewPasswordFields<TValues extends FieldValues & { confirmacionClave: string }>({
  form,
  name,
  userInputs = [],
}: NewPasswordFieldsProps<TValues>) {
  const { t } = useTranslation('auth');
  const { register, control } = form;
  const password = useWatch({ control, name }) as string;
  const confirmation = 'confirmacionClave' as Path<TValues>;
  return (
    <>
      <FormFieldFor
        control={control}
        name={name}
        label={t('fields.newPassword')}
        helper={t('fields.passwordHelper')}
        required
      >
        <PasswordInput autoComplete="new-password" {...register(name)} />
        <PasswordStrength password={password} userInputs={userInputs} />
      </FormFieldFor>
      <FormFieldFor control={control} name={confirmation} label={t('fields.confirmPassword')} required>
        <PasswordInput autoComplete="new-password" {...register(confirmation)} />
      </FormFieldFor>
    </>
  );
}
