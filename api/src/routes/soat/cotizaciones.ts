import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { normalizePlate } from '@soat/shared/rules/plate';
import { dependsOnDocument, knownCoverEnd, type CoverCaller } from '../../domain/policy-cover.js';
import { computeQuote } from '../../domain/tariffs.js';
import { signedInAccount } from '../../lib/bearer-token.js';
import { optionalDocument } from '../../lib/holder-document.js';
import { HttpError, badRequest } from '../../lib/http-error.js';
import type { RateLimitHook } from '../../lib/route-rate-limit.js';
import { schemaFieldErrors } from '../../lib/schema-errors.js';
import { ErrorResponse, commonErrorResponses } from '../../schemas/common.js';
import { Quote, QuoteBody } from '../../schemas/soat.js';
import { invalidSessionMessage } from './solicitudes.js';
import { laterEnd, readRuntReading } from '../../lib/runt-reading.js';

export interface QuoteRouteOptions {
  /** The consult's limits on guessing a holder's document (lib/consult-rate-limits.ts), shared with it. */
  consultLimits: RateLimitHook;
}

// The shared rules check these fields themselves, with the words the quote form shows:
// their schema errors would only repeat them less precisely.
const ruleFields = new Set(['placa', 'vehiculo', 'inicioVigencia']);

const quoteRoute: FastifyPluginAsyncTypebox<QuoteRouteOptions> = async (app, { consultLimits }) => {
  app.post('/cotizaciones', {
    attachValidation: true,
    schema: {
      operationId: 'cotizar',
      tags: ['soat'],
      summary: 'Cotizar un SOAT',
      description:
        'Clasifica el vehículo con las reglas compartidas (clase, servicio, cilindraje, modelo, pasajeros, toneladas) y lo valora con la tabla oficial del año de hoy: prima y contribución ADRES donde la tabla las publica, subtotal, tasa RUNT y total. Valida la placa según la clase y el inicio de la vigencia: desde hoy hasta 30 días después o, si el que cotiza da el documento del tomador de un SOAT vigente de la placa comprado en el portal (o tiene la sesión de la cuenta que lo compró), el día siguiente a su fin. A los demás no les dice nada de los SOAT de la placa (ADR 010). Con documento, y si la placa tiene un SOAT vigente, cuenta en los límites de la consulta de pólizas (429). Un error por campo (`vehiculo.cilindraje`, …).',
      body: QuoteBody,
      security: [{}, { bearerAuth: [] }],
      response: { 200: Quote, 401: ErrorResponse, ...commonErrorResponses },
    },
    handler: async (request, reply) => {
      const account = await signedInAccount(app, request);
      if (account === 'invalid') throw new HttpError(401, invalidSessionMessage);
      const schemaErrors = schemaFieldErrors(request).filter((error) => !ruleFields.has(error.campo));
      const flagged = new Set(schemaErrors.map((error) => error.campo));
      const body = request.body as Record<string, unknown>;
      const { document, errores: documentErrors } = optionalDocument(body, flagged);
      const today = app.clock.today();
      const plate = typeof body.placa === 'string' ? normalizePlate(body.placa) : '';
      const caller: CoverCaller = { document, userId: account?.id };
      // Without a document or a session nothing is read: the quote is the one for a plate never insured.
      // Possibly a few seconds old (see createQuoteCoverCache): the purchase reads it afresh.
      const covers =
        plate && (document || account) && documentErrors.length === 0
          ? await app.policyQueries.quotedCovers(plate, today)
          : [];
      if (dependsOnDocument(covers, caller)) await consultLimits(request, reply);
      // a RUNT reading (ADR 031) tells of another insurer's SOAT in force: the new one starts the day after
      const reading = body.lecturaRunt === undefined ? null : readRuntReading(app, body.lecturaRunt, plate);
      const currentPolicyEnd = laterEnd(knownCoverEnd(covers, caller), reading?.polizaVigenteHasta);
      const result = computeQuote(body, { today, currentPolicyEnd });
      const errors = [...schemaErrors, ...documentErrors, ...(result.ok ? [] : result.errores)];
      if (errors.length > 0 || !result.ok) throw badRequest(errors);
      return result.quote;
    },
  });
};

export default quoteRoute;
