import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { badRequest } from '../../lib/http-error.js';
import { operatorRatings } from '../../repositories/operator-ratings.js';
import { ErrorResponse } from '../../schemas/common.js';
import { OperatorRatingList, OperatorRatingsQuery } from '../../schemas/operador-calificaciones.js';
import { anyRole, operatorGuard } from './acceso.js';

export const ratingsRangeMessage = 'La fecha «desde» debe ser anterior a «hasta».';

/** The ratings for the back office (issue 44, point 7): any operator reads them, as the queues. */
const operatorRatingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/calificaciones', {
    onRequest: operatorGuard(app, { roles: anyRole }),
    schema: {
      operationId: 'listarCalificacionesOperador',
      tags: ['operador'],
      summary: 'Calificaciones del servicio',
      description:
        'Con la sesión de un operador (cualquier rol): las calificaciones de la más reciente a la más antigua (200 a lo sumo) con su comentario y lo calificado, cuántas cumplen los filtros, y por semana (lunes, en Colombia) cuántas de 1 a 5 estrellas. Filtros: estrellas, comentario (con o sin), desde y hasta (ISO 8601); sin «desde», las últimas 12 semanas del gráfico. 401 sin sesión de operador; 403 con la clave de máquina; limitada por dirección (429).',
      security: [{ operatorSession: [] }],
      querystring: OperatorRatingsQuery,
      response: {
        200: OperatorRatingList,
        400: ErrorResponse,
        401: ErrorResponse,
        403: ErrorResponse,
        429: ErrorResponse,
      },
    },
    handler: async (request, reply) => {
      const { estrellas, comentario, desde, hasta } = request.query;
      const from = desde === undefined ? undefined : new Date(desde);
      const to = hasta === undefined ? undefined : new Date(hasta);
      if (from && to && from > to) throw badRequest([{ campo: 'desde', mensaje: ratingsRangeMessage }]);
      const { total, rows, weeks } = await operatorRatings(
        app.db,
        { stars: estrellas === undefined ? undefined : Number(estrellas), comment: comentario, from, to },
        app.clock.now(),
      );
      void reply.header('cache-control', 'no-store');
      return {
        total,
        calificaciones: rows.map(({ rating, reference, origin }) => ({
          id: rating.id,
          estrellas: rating.stars,
          comentario: rating.comment,
          recomendaria: rating.recommends,
          referencia: reference,
          origen: origin,
          creadaEn: rating.createdAt.toISOString(),
        })),
        distribucion: weeks.map(({ week, counts }) => ({ semana: week, conteos: counts })),
      };
    },
  });
};

export default operatorRatingRoutes;
