import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { RatingIntegrator } from '../../config/index.js';
import { HttpError, badRequest, type FieldError } from '../../lib/http-error.js';
import { routeRateLimit } from '../../lib/route-rate-limit.js';
import { schemaFieldErrors } from '../../lib/schema-errors.js';
import { MintTokenBody, MintedToken, NAME_MAX_LENGTH, REFERENCE_MAX_LENGTH } from '../../schemas/calificaciones.js';
import { ErrorResponse, commonErrorResponses } from '../../schemas/common.js';

/** A missing or wrong key. Never says "token": the portal's client must not take it for a rating link's error. */
export const badIntegratorKeyMessage = 'La clave de integrador (cabecera X-Api-Key) falta o no es válida.';
export const referenceMessage = `Escribe la referencia de lo que se califica (entre 1 y ${REFERENCE_MAX_LENGTH} caracteres).`;
export const nameMessage = `Escribe el nombre de pila de la persona como texto, de como máximo ${NAME_MAX_LENGTH} caracteres.`;

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/**
 * The integrator whose key this is, or undefined. Every configured hash is compared, in constant
 * time, whatever matches first: how long it takes says nothing about the key.
 */
export function integratorForKey(integrators: readonly RatingIntegrator[], key: unknown): RatingIntegrator | undefined {
  if (typeof key !== 'string' || key === '') return undefined;
  const digest = sha256(key);
  let found: RatingIntegrator | undefined;
  for (const integrator of integrators) {
    if (timingSafeEqual(digest, Buffer.from(integrator.keySha256, 'hex')) && !found) found = integrator;
  }
  return found;
}

/** Trimmed, with single spaces: as it is stored and shown on the rating page. */
const squeeze = (value: string) => value.trim().replace(/\s+/g, ' ');

const mintRoute: FastifyPluginAsyncTypebox = async (app) => {
  const { ratingIntegrators } = app.config;

  app.post('/tokens', {
    // per address, before anything else: wrong keys count too (integrators call from their servers)
    onRequest: routeRateLimit(app, 'rating-tokens', app.config.rateLimits.ratingTokens),
    attachValidation: true,
    schema: {
      operationId: 'crearTokenCalificacion',
      tags: ['calificaciones'],
      summary: 'Crear un token de calificación (integradores)',
      description:
        'Para el servidor de un integrador, con su clave en la cabecera X-Api-Key: crea un token de un solo uso, válido 7 días, para una referencia suya (un pedido, una venta) y responde el token, su vencimiento y el enlace a la página de calificación del portal. Cada llamada crea un token nuevo, y la respuesta es la misma se haya visto o no la referencia. 401 sin clave o con una clave que no es válida. Limitada por dirección (429). Nunca responde a un navegador de otro origen (sin CORS): la clave vive en el servidor del integrador.',
      security: [{ integratorKey: [] }],
      body: MintTokenBody,
      response: { 201: MintedToken, 401: ErrorResponse, ...commonErrorResponses },
    },
    handler: async (request, reply) => {
      const integrator = integratorForKey(ratingIntegrators, request.headers['x-api-key']);
      if (!integrator) {
        request.log.info({ event: 'rating-token-refused' }, 'rating token refused: no valid integrator key');
        throw new HttpError(401, badIntegratorKeyMessage);
      }
      schemaFieldErrors(request);
      const body = request.body as Record<string, unknown>;
      const errors: FieldError[] = [];
      const reference = typeof body.referencia === 'string' ? squeeze(body.referencia) : '';
      if (reference === '' || [...reference].length > REFERENCE_MAX_LENGTH) {
        errors.push({ campo: 'referencia', mensaje: referenceMessage });
      }
      const name = typeof body.nombre === 'string' ? squeeze(body.nombre) : null;
      const nameGiven = body.nombre === undefined || body.nombre === null || typeof body.nombre === 'string';
      if (!nameGiven || (name !== null && [...name].length > NAME_MAX_LENGTH)) {
        errors.push({ campo: 'nombre', mensaje: nameMessage });
      }
      if (errors.length > 0) throw badRequest(errors);

      const issued = await app.ratingService.issue({
        origin: 'integrador',
        integratorId: integrator.id,
        reference,
        name: name === '' ? null : name,
      });
      request.log.info({ event: 'rating-token-minted', integrator: integrator.id }, 'rating token minted');
      return reply
        .code(201)
        .send({ token: issued.token, venceEn: issued.expiresAt.toISOString(), enlace: issued.link });
    },
  });
};

export default mintRoute;
