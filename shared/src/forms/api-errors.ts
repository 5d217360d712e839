import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { apiErrorBody } from '@soat/shared/http';

/**
 * Puts the API's field messages (`errores: [{ campo, mensaje }]`) on the form's
 * fields. Returns whether any applied; the general message is already shown
 * by the HTTP client's alert.
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): boolean {
  const errors = apiErrorBody(error)?.errores ?? [];
  let applied = false;
  for (const { campo, mensaje } of errors) {
    const field = fields.find((name) => name === campo);
    if (!field) continue;
    // the first field the form has takes the focus
    setError(field, { type: 'server', message: mensaje }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
}
