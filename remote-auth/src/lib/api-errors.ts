import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { apiErrorBody } from '@soat/shared/http';

/**
 * Puts the API's field messages (`errores: [{ campo, mensaje }]`) on the form's
 * fields. Returns whether any applied; the general message is already shown
 * by the HTTP client's alert.
 */
export function applyFieldErrors<T extends FieldValues>(error: unknown, fields: readonly Path<T>[], setError: UseFormSetError<T>): boolean {
  const errores = apiErrorBody(error)?.errores ?? [];
  let applied = false;
  errores.forEach(({ campo, mensaje }, index) => {
    const field = fields.find((name) => name === campo);
    if (!field) return;
    setError(field, { type: 'server', message: mensaje }, { shouldFocus: index === 0 });
    applied = true;
  });
  return applied;
}
