import { Controller, type Control } from 'react-hook-form';
import { Trans, useTranslation } from '@soat/shared/i18n';
import { PATHS } from '@soat/shared/router';
import { Field, Link } from '@soat/shared/ui';
import { Checkbox } from '@soat/shared/ui-controls';
import { SOAT_NAMESPACE } from '../../lib/namespace';
import type { HolderFormValues } from './holder-schema';

/** The acceptance of the policy's terms and of the personal-data policy (Ley 1581 de 2012). */
export function HolderTermsCheckbox({ control }: { control: Control<HolderFormValues> }) {
  const { t } = useTranslation(SOAT_NAMESPACE);
  // inline links, so the sentence's full stop stays on its line
  const link = (href: string) => <Link display="inline" href={href} target="_blank" rel="noopener" />;
  return (
    <Controller
      name="aceptaTerminos"
      control={control}
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
                i18nKey="purchase.holder.terms"
                components={{
                  terms: link(`${PATHS.quienesSomos}#terminos`),
                  privacy: link(`${PATHS.quienesSomos}#datos-personales`),
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
