import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { checkComment, checkRecommends, checkStars } from '@soat/shared/rules/rating';
import { HttpError, badRequest, type FieldError } from '../../lib/http-error.js';
import { schemaFieldErrors } from '../../lib/schema-errors.js';
import { RatingAnswer, RatingBody } from '../../schemas/calificaciones.js';
import { ErrorResponse, commonErrorResponses } from '../../schemas/common.js';
import { invalidToken, tokenOf, usedTokenMessage } from './messages.js';

const submitRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/', {
    // only /api/calificaciones (the summary and the token reads are its siblings)
    prefixTrailingSlash: 'no-slash',
    attachValidation: true,
    schema: {
      operationId: 'crearCalificacion',
      tags: ['calificaciones'],
      summary: 'Enviar una calificación',
      description:
        'Guarda la calificación del titular del token: estrellas de 1 a 5, un comentario opcional (máximo 500 caracteres) y si recomendaría el servicio. Cada token califica una sola vez: 403 si ya se usó (dos envíos a la vez guardan uno solo); 401 si el token no existe, fue alterado o venció. 400 con un error por campo si algún dato no es válido, sin guardar nada.',
      body: RatingBody,
      response: { 201: RatingAnswer, 401: ErrorResponse, 403: ErrorResponse, ...commonErrorResponses },
    },
    handler: async (request, reply) => {
      schemaFieldErrors(request);
      const body = request.body as Record<string, unknown>;
      // the shared rules speak for every field (the schema only documents them)
      const errors: FieldError[] = [];
      const token = tokenOf(request, errors);
      const stars = checkStars(body.estrellas);
      if (!stars.ok) errors.push({ campo: 'estrellas', mensaje: stars.message });
      const comment = checkComment(body.comentario);
      if (!comment.ok) errors.push({ campo: 'comentario', mensaje: comment.message });
      const recommends = checkRecommends(body.recomendaria);
      if (!recommends.ok) errors.push({ campo: 'recomendaria', mensaje: recommends.message });
      if (errors.length > 0 || !stars.ok || !comment.ok || !recommends.ok) throw badRequest(errors);

      const result = await app.ratingService.submit(token, {
        stars: stars.value,
        comment: comment.value,
        recommends: recommends.value,
      });
      if (result.outcome === 'invalid') throw invalidToken();
      if (result.outcome === 'used') throw new HttpError(403, usedTokenMessage);
      request.log.info({ event: 'rating-stored', stars: result.rating.estrellas }, 'rating stored');
      return reply.code(201).send(result.rating);
    },
  });
};

export default submitRoute;
