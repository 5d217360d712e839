import { Controller, type Control } from 'react-hook-form';
import { Trans, useTranslation } from '@soat/shared/i18n';
import { PATHS } from '@soat/shared/router';
import { Checkbox, Field, Link } from '@soat/shared/ui';
import type { SignUpValues } from './sign-up-values';

/** The acceptance of the terms and of the personal-data policy (Ley 1581 de 2012). */
export function TermsCheckbox({ control }: { control: Control<SignUpValues> }) {
  const { t } = useTranslation('auth');
  return (
    <Controller
      name="aceptaTerminos"
      control={control}
      rules={{ validate: (value) => value || t('validation.terms') }}
      render={({ field, fieldState }) => (
        <Field.Root invalid={fieldState.invalid} required>
          <Checkbox.Root
            checked={field.value}
            onCheckedChange={({ checked }) => field.onChange(checked === true)}
            invalid={fieldState.invalid}
            alignItems="flex-start"
          >
            <Checkbox.HiddenInput name={field.name} ref={field.ref} onBlur={field.onBlur} />
            <Checkbox.Control mt="0.5" />
            <Checkbox.Label fontWeight="normal">
              <Trans
                t={t}
                i18nKey="signUp.terms"
                components={{
                  terms: <Link href={`${PATHS.quienesSomos}#terminos`} target="_blank" rel="noopener" />,
                  privacy: <Link href={`${PATHS.quienesSomos}#datos-personales`} target="_blank" rel="noopener" />,
                }}
              />
            </Checkbox.Label>
          </Checkbox.Root>
          <Field.ErrorText>{fieldState.error?.message}</Field.ErrorText>
        </Field.Root>
      )}
    />
  );
}
