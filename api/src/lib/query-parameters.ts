import type { FastifyRequest } from 'fastify';
import { badRequest } from './http-error.js';

export const unknownParameterMessage = 'Este parámetro no existe en esta ruta.';

/**
 * A preValidation hook refusing query parameters a route does not take. The schema would
 * drop them silently (removeAdditional), and a misspelt filter must not widen what is answered.
 */
export function onlyQueryParameters(...known: string[]) {
  return async (request: FastifyRequest) => {
    const unknown = Object.keys((request.query as Record<string, unknown> | undefined) ?? {}).filter(
      (name) => !known.includes(name),
    );
    if (unknown.length > 0)
      throw badRequest(unknown.map((field) => ({ campo: field, mensaje: unknownParameterMessage })));
  };
}
