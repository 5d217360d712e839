import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { Trans } from '@soat/shared/i18n';
import { Field } from '@soat/shared/ui';
import { Checkbox } from '@soat/shared/ui-controls';
import { useFieldTexts } from '@soat/shared/form-fields';
import { TERMS_LINKS } from './terms-links';

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

/** The terms box itself (see ./terms-checkbox.tsx, which fetches it). */
export function TermsCheckboxBox<T extends FieldValues & { aceptaTerminos: boolean }>({
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
