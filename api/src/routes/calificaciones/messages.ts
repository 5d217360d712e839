import type { FastifyRequest } from 'fastify';
import { HttpError, type FieldError } from '../../lib/http-error.js';

// The answers the shared client acts on (ADR 012): a 401 or 403 of /api/calificaciones whose message
// says "token" sends the portal's browser to /calificacion?invalid=true.

export const invalidTokenMessage = 'El token de calificación no es válido o ha vencido.';
export const usedTokenMessage = 'Este token de calificación ya se usó: la calificación ya fue enviada.';
export const missingTokenMessage = 'Falta el token de calificación del enlace.';

export const invalidToken = () => new HttpError(401, invalidTokenMessage);

/** The body's token, or a field error when there is none (a body that is not an object was refused before). */
export function tokenOf(request: FastifyRequest, errors: FieldError[]): string {
  const token = (request.body as Record<string, unknown>).token;
  if (typeof token === 'string') return token;
  errors.push({ campo: 'token', mensaje: missingTokenMessage });
  return '';
}
