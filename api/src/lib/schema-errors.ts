import type { FastifyRequest } from 'fastify';
import { invalidBodyMessage } from './error-response.js';
import { HttpError, type FieldError } from './http-error.js';
import { toFieldErrors } from './validation-errors.js';

/**
 * For routes with `attachValidation`: the schema's field errors, so the handler can add the
 * rules a schema cannot express and answer everything at once. A body that is not even an
 * object is rejected right away.
 */
export function schemaFieldErrors(request: FastifyRequest): FieldError[] {
  const body: unknown = request.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new HttpError(400, invalidBodyMessage);
  }
  const validation = request.validationError?.validation;
  return validation ? toFieldErrors(validation) : [];
}
