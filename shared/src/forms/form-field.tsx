import type { ReactNode } from 'react';
import { Field } from '@soat/shared/ui';

interface Props {
  label: string;
  error?: string | undefined;
  helper?: string;
  required?: boolean;
  children: ReactNode;
}

/** A labelled control with its helper text and its error message (linked to the control for screen readers). */
export function FormField({ label, error, helper, required, children }: Props) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
