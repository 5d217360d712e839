import { memo, useId, type ReactNode } from 'react';
import { get, useFormState, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { Field, InputPropsProvider } from '@soat/shared/ui';

interface Props {
  label: string;
  error?: string | undefined;
  helper?: string;
  required?: boolean;
  /** The control's id, for a control the field does not make itself (a textarea given the Input's look). */
  id?: string;
  children: ReactNode;
}

/**
 * A labelled control with its helper text and its error message (linked to the control for screen readers).
 * Memoised: a form's state changes often without changing a field's props.
 *
 * The helper text has an id of ours, and the control is told it (`aria-describedby`) in the same render:
 * Chakra's field finds its own helper text only after mounting, in a layout effect, so a page written on
 * the server had no description on its controls, and taking a page over rendered each such field twice
 * inside one task (ADR 018).
 */
export const FormField = memo(function FormField({ label, error, helper, required, id, children }: Props) {
  const helperId = useId();
  const describedBy = helper && !error ? helperId : undefined;
  return (
    <Field.Root invalid={Boolean(error)} required={required} id={id}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <InputPropsProvider value={{ 'aria-describedby': describedBy }}>{children}</InputPropsProvider>
      {describedBy && <Field.HelperText id={describedBy}>{helper}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
});

type ForProps<T extends FieldValues, C, R> = Omit<Props, 'error'> & { control: Control<T, C, R>; name: FieldPath<T> };

/**
 * A FormField that reads its own field's error from the form. A form that reads its errors itself renders
 * again, whole, when a submit ends (react-hook-form tells every reader of `errors`), and that render is in
 * the tap's time (100–150 ms on a phone, ADR 018): with this, only this hook runs again, and the field
 * renders again when its message changes.
 */
export function FormFieldFor<T extends FieldValues, C, R>({ control, name, ...props }: ForProps<T, C, R>) {
  const { errors } = useFormState<T, R>({ control, name, exact: true });
  const error: unknown = get(errors, name);
  return <FormField {...props} error={isMessage(error) ? error.message : undefined} />;
}

const isMessage = (error: unknown): error is { message?: string } => typeof error === 'object' && error !== null;
