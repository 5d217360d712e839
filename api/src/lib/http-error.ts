/** One field problem, as the front end shows it next to the input. */
export interface FieldError {
  campo: string;
  mensaje: string;
}

/** An error whose message is safe to show: it becomes `{ message, errores? }` with its status. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly errores: FieldError[] | undefined;

  constructor(statusCode: number, message: string, errors?: FieldError[]) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.errores = errors;
  }
}

export const invalidDataMessage = 'Revisa los datos marcados.';

export function badRequest(errors: FieldError[], message = invalidDataMessage): HttpError {
  return new HttpError(400, message, errors);
}
