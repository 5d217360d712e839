import type { FastifySchemaValidationError } from 'fastify';
import { HttpError, invalidDataMessage, type FieldError } from './http-error.js';
import { securityHeaders } from './security-headers.js';
import { toFieldErrors } from './validation-errors.js';

export interface ErrorBody {
  message: string;
  errores?: FieldError[];
}

export const notFoundMessage = 'Recurso no encontrado.';
export const unexpectedErrorMessage = 'Ocurrió un error inesperado. Intenta de nuevo más tarde.';
export const invalidBodyMessage = 'El cuerpo de la solicitud debe ser un objeto JSON.';

// Fastify's own error codes for bad requests, with the Spanish message we answer instead.
const frameworkErrors: Record<string, { statusCode: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { statusCode: 400, message: 'El cuerpo de la solicitud no es un JSON válido.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { statusCode: 400, message: 'El cuerpo de la solicitud está vacío.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { statusCode: 400, message: 'La longitud declarada del cuerpo no es correcta.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { statusCode: 413, message: 'El cuerpo de la solicitud es demasiado grande.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    statusCode: 415,
    message: 'El tipo de contenido no es compatible. Envía el cuerpo como application/json.',
  },
  FST_ERR_BAD_URL: { statusCode: 400, message: 'La dirección solicitada no es válida.' },
};

const messagesByStatus: Record<number, string> = {
  400: 'La solicitud no es válida.',
  401: 'No estás autorizado para hacer esta solicitud.',
  403: 'No tienes permiso para hacer esta solicitud.',
  404: notFoundMessage,
  405: 'Método no permitido.',
  408: 'La solicitud tardó demasiado. Intenta de nuevo.',
  413: 'El cuerpo de la solicitud es demasiado grande.',
  415: 'El tipo de contenido no es compatible. Envía el cuerpo como application/json.',
  429: 'Demasiados intentos. Intenta de nuevo en unos minutos.',
};

type AnyError = Error & {
  code?: string;
  statusCode?: number;
  validation?: FastifySchemaValidationError[];
};

/** Schema failures: one entry per field, or a body-level message when the body is not an object. */
export function validationErrorBody(errors: readonly FastifySchemaValidationError[]): ErrorBody {
  const fieldErrors = toFieldErrors(errors);
  return fieldErrors.length > 0
    ? { message: invalidDataMessage, errores: fieldErrors }
    : { message: invalidBodyMessage };
}

/** Maps any thrown error to the status and Spanish body the client gets; never leaks internals. */
export function toErrorResponse(error: AnyError): { statusCode: number; body: ErrorBody } {
  if (error instanceof HttpError) {
    const body: ErrorBody = { message: error.message };
    if (error.errores) body.errores = error.errores;
    return { statusCode: error.statusCode, body };
  }
  if (Array.isArray(error.validation)) {
    return { statusCode: 400, body: validationErrorBody(error.validation) };
  }
  const known = error.code ? frameworkErrors[error.code] : undefined;
  if (known) return { statusCode: known.statusCode, body: { message: known.message } };
  const status = error.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return { statusCode: status, body: { message: messagesByStatus[status] ?? messagesByStatus[400]! } };
  }
  return { statusCode: 500, body: { message: unexpectedErrorMessage } };
}

export const tooManyRequestsMessage = messagesByStatus[429]!;

/**
 * A complete HTTP/1.1 answer, for a request Node's parser refused before Fastify saw it:
 * 431 for oversized headers, 408 for one that took too long, 400 otherwise.
 */
export function rawErrorResponse(error: Error & { code?: string }): string {
  const statusCode = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const message =
    statusCode === 431
      ? 'Los encabezados de la solicitud son demasiado grandes.'
      : statusCode === 408
        ? messagesByStatus[408]!
        : 'La solicitud HTTP no es válida: revisa sus encabezados (por ejemplo Content-Length).';
  const body = JSON.stringify({ message });
  const reason = { 400: 'Bad Request', 408: 'Request Timeout', 431: 'Request Header Fields Too Large' }[statusCode];
  const headers = {
    ...securityHeaders,
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
  };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return `HTTP/1.1 ${statusCode} ${reason}\r\n${lines.join('\r\n')}\r\n\r\n${body}`;
}
