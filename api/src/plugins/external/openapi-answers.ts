import type { FastifySchema, RouteOptions } from 'fastify';
import Type from 'typebox';
import { ErrorResponse } from '../../schemas/common.js';

/**
 * The headers @fastify/rate-limit puts on every answer of a limited route (the global limit counts every
 * request but those of routes with `config.rateLimit: false`), and the one every 429 adds, the global
 * limiter's and the routes' own (lib/route-rate-limit.ts) alike. Header names are case-insensitive.
 */
const rateLimitHeaders = {
  'X-RateLimit-Limit': Type.Integer({
    format: 'int32',
    minimum: 0,
    maximum: 1_000_000,
    description: 'Solicitudes permitidas en la ventana del límite.',
  }),
  'X-RateLimit-Remaining': Type.Integer({
    format: 'int32',
    minimum: 0,
    maximum: 1_000_000,
    description: 'Solicitudes que quedan en la ventana.',
  }),
  'X-RateLimit-Reset': Type.Integer({
    format: 'int32',
    minimum: 0,
    maximum: 86_400,
    description: 'Segundos hasta que la ventana empieza de nuevo.',
  }),
};
const retryAfter = {
  'Retry-After': Type.Integer({
    format: 'int32',
    minimum: 0,
    maximum: 86_400,
    description: 'Segundos que esperar antes de intentar de nuevo.',
  }),
};

type ResponseSchemas = Record<string, object>;

/** An answer's schema with the headers it carries: only for the document, never for serializing. */
function withHeaders(schema: object, status: number, limited: boolean): object {
  if (!limited || status >= 500) return schema;
  return { ...schema, headers: { ...rateLimitHeaders, ...(status === 429 ? retryAfter : {}) } };
}

/**
 * The answers every route gives besides its own, added to its OpenAPI operation (never to the schema
 * Fastify serializes with): a 500 from the error handler (plugins/external/error-handler.ts) and, on a
 * rate-limited route, a 429 and the rate-limit headers. Both bodies are the shared error body.
 */
export function documentCommonAnswers({
  schema,
  url,
  route,
}: {
  schema: FastifySchema;
  url: string;
  route: RouteOptions;
}): { schema: FastifySchema; url: string } {
  if (!schema) return { schema, url };
  const limited = (route.config as { rateLimit?: unknown } | undefined)?.rateLimit !== false;
  const own = (schema.response ?? {}) as ResponseSchemas;
  const all: ResponseSchemas = { ...own, 500: own[500] ?? ErrorResponse };
  if (limited) all[429] = own[429] ?? ErrorResponse;
  const response = Object.fromEntries(
    Object.entries(all).map(([status, answer]) => [status, withHeaders(answer, Number(status), limited)]),
  );
  return { schema: { ...schema, response }, url };
}
