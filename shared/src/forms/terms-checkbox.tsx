import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { Trans } from '@soat/shared/i18n';
import { PATHS } from '@soat/shared/router';
import { Field, Link } from '@soat/shared/ui';
import { Checkbox } from '@soat/shared/ui-controls';
import { useFieldTexts } from './field-texts';

// Inline links, so the sentence's full stop stays on its line (as inline-flex boxes,
// the link recipe's default, it wrapped onto a line of its own).
const inlineLink = (href: string) => <Link display="inline" href={href} target="_blank" rel="noopener" />;

/** The `<terms>` and `<privacy>` links of a terms sentence (`<Trans components={TERMS_LINKS}>`). */
export const TERMS_LINKS = {
  terms: inlineLink(`${PATHS.quienesSomos}#terminos`),
  privacy: inlineLink(`${PATHS.quienesSomos}#datos-personales`),
};

/**
 * The acceptance of the terms and of the personal-data policy (Ley 1581 de 2012), as the
 * form's required `aceptaTerminos` box, with the shared sentence (`fields:terms`, with TERMS_LINKS).
 */
export function TermsCheckbox<T extends FieldValues & { aceptaTerminos: boolean }>({
  control,
}: {
  control: Control<T>;
}) {
  const t = useFieldTexts();
  return (
    <Controller
      name={'aceptaTerminos' as Path<T>}
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
              <Trans t={t} i18nKey="terms" components={TERMS_LINKS} />
            </Checkbox.Label>
          </Checkbox.Root>
          <Field.ErrorText>{fieldState.error?.message}</Field.ErrorText>
        </Field.Root>
      )}
    />
  );
}
