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
 * The box is drawn from its own input's state, not from the form's: a page that arrived before the app
 * runs (docs/decisions/009) shows the tick a visitor gives it at once, and never one it does not hold.
 */
const DRAWN_FROM_THE_BOX = {
  '& [data-part=control] svg': { visibility: 'hidden' },
  '&:has(input:checked) [data-part=control]': {
    bg: 'colorPalette.solid',
    color: 'colorPalette.contrast',
    borderColor: 'colorPalette.solid',
  },
  '&:has(input:checked) [data-part=control] svg': { visibility: 'visible' },
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
            css={DRAWN_FROM_THE_BOX}
          >
            <Checkbox.HiddenInput name={field.name} ref={field.ref} onBlur={field.onBlur} />
            <Checkbox.Control mt="0.5">
              <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="3" aria-hidden="true">
                <polyline points="20 6 9 17 4 12" />
              </svg>
            </Checkbox.Control>
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
