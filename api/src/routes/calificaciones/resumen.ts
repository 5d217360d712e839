import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import Type from 'typebox';
import { etagOf, matchesEtag, notModified } from '../../lib/etag.js';
import { RatingSummary } from '../../schemas/calificaciones.js';
import { ErrorResponse } from '../../schemas/common.js';

/** Public figures: a minute fresh, then served stale for up to ten while they are checked again. */
export const summaryCacheControl = 'public, max-age=60, stale-while-revalidate=600';

const summaryRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/resumen', {
    schema: {
      operationId: 'leerResumenCalificaciones',
      tags: ['calificaciones'],
      summary: 'Resumen público de las calificaciones',
      description:
        'El promedio de estrellas (un decimal), cuántas calificaciones hay, qué porcentaje recomendaría el servicio y cuántas hay de 5 a 1 estrellas. Respuesta pública y cacheable un minuto, con ETag.',
      response: {
        200: RatingSummary,
        304: Type.Null({ description: 'Sin cambios desde la versión de If-None-Match.' }),
        429: ErrorResponse,
      },
    },
    // the security headers say no-store to every answer; this one is public data (route hooks run last)
    onSend: async (_request, reply, payload) => {
      if (reply.statusCode === 200 || reply.statusCode === 304) reply.header('cache-control', summaryCacheControl);
      return payload;
    },
    handler: async (request, reply) => {
      const summary = await app.ratingService.summary();
      // the route's own serializer (its response schema), as Fastify would serialise the summary
      const body = String(reply.serialize(summary));
      const etag = etagOf(body);
      void reply.header('etag', etag);
      if (matchesEtag(request.headers['if-none-match'], etag)) return notModified(reply);
      // already JSON, sent as it is (the typed reply only takes the summary object)
      return (reply as FastifyReply).type('application/json; charset=utf-8').send(body);
    },
  });
};

export default summaryRoute;
