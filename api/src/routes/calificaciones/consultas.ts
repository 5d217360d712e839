import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { badRequest, type FieldError } from '../../lib/http-error.js';
import { schemaFieldErrors } from '../../lib/schema-errors.js';
import { RatingTokenBody, RatingTokenState } from '../../schemas/calificaciones.js';
import { ErrorResponse, commonErrorResponses } from '../../schemas/common.js';
import { invalidToken, tokenOf } from './messages.js';

const readRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/consultas', {
    attachValidation: true,
    schema: {
      operationId: 'leerTokenCalificacion',
      tags: ['calificaciones'],
      summary: 'Leer un token de calificación',
      description:
        'Dice qué se califica con el token del enlace (referencia y nombre de pila), hasta cuándo sirve y si ya se calificó; si ya se usó, devuelve lo que se envió (no es un error). 401 si el token no existe, fue alterado o venció. El token va en el cuerpo (POST), nunca en la dirección.',
      body: RatingTokenBody,
      response: { 200: RatingTokenState, 401: ErrorResponse, ...commonErrorResponses },
    },
    handler: async (request) => {
      schemaFieldErrors(request);
      const errors: FieldError[] = [];
      const token = tokenOf(request, errors);
      if (errors.length > 0) throw badRequest(errors);
      const state = await app.ratingService.read(token);
      if (!state) throw invalidToken();
      return state;
    },
  });
};

export default readRoute;
