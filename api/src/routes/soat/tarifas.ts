import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import Type from 'typebox';
import { tariffYearFor, tariffYears } from '@soat/shared/rules/tariff';
import { todayInColombia } from '@soat/shared/rules/validity';
import { tariffsPage } from '../../domain/tariffs.js';
import { etagOf, matchesEtag, notModified } from '../../lib/etag.js';
import { badRequest } from '../../lib/http-error.js';
import { onlyQueryParameters } from '../../lib/query-parameters.js';
import { ErrorResponse } from '../../schemas/common.js';
import { TariffsQuery, TariffsResponse } from '../../schemas/soat.js';

/** The table changes once a year: browsers and proxies may keep it an hour and then revalidate. */
export const tariffsCacheControl = 'public, max-age=3600';

const yearFormatMessage = 'Escribe el año con cuatro dígitos, por ejemplo 2026.';

const listOfYears = (years: number[]) =>
  years.length > 1 ? `${years.slice(0, -1).join(', ')} y ${years[years.length - 1]}` : years.join('');

export function missingYearMessage(year: number): string {
  return `No tenemos la tabla de tarifas del ${year}. Consulta la de ${listOfYears(tariffYears())}.`;
}

const tariffsRoute: FastifyPluginAsyncTypebox = async (app) => {
  // A year's table never changes while the API runs: its answer is built, serialised and hashed
  // once, on the first request for that year (only years the data has are kept).
  const answers = new Map<number, { body: string; etag: string }>();

  app.get('/tarifas', {
    preValidation: onlyQueryParameters('anio'),
    attachValidation: true,
    schema: {
      operationId: 'listarTarifas',
      tags: ['soat'],
      summary: 'Tabla oficial de tarifas SOAT',
      description:
        'Las tarifas de un año por categoría, en orden de código (prima y contribución ADRES solo donde la tabla las publica; si no, su subtotal), con la tasa RUNT, el total, el rango diferencial por riesgo, las fuentes y las coberturas por víctima. Sin `anio`, la tabla del año en curso (o la más reciente). Respuesta pública y cacheable, con ETag.',
      querystring: TariffsQuery,
      response: {
        200: TariffsResponse,
        304: Type.Null({ description: 'Sin cambios desde la versión de If-None-Match.' }),
        400: ErrorResponse,
        429: ErrorResponse,
      },
    },
    // the security headers say no-store to every answer; this one is public data (route hooks run last)
    onSend: async (_request, reply, payload) => {
      if (reply.statusCode === 200 || reply.statusCode === 304) reply.header('cache-control', tariffsCacheControl);
      return payload;
    },
    handler: async (request, reply) => {
      if (request.validationError) throw badRequest([{ campo: 'anio', mensaje: yearFormatMessage }]);
      const year = request.query.anio ? Number(request.query.anio) : tariffYearFor(todayInColombia());
      let answer = answers.get(year);
      if (!answer) {
        const page = tariffsPage(year);
        if (!page) throw badRequest([{ campo: 'anio', mensaje: missingYearMessage(year) }], missingYearMessage(year));
        // the route's own serializer (its response schema), as Fastify would serialise the page
        const body = String(reply.serialize(page));
        answer = { body, etag: etagOf(body) };
        answers.set(year, answer);
      }
      void reply.header('etag', answer.etag);
      if (matchesEtag(request.headers['if-none-match'], answer.etag)) return notModified(reply);
      // already JSON, sent as it is (the typed reply only takes the page object)
      return (reply as FastifyReply).type('application/json; charset=utf-8').send(answer.body);
    },
  });
};

export default tariffsRoute;
