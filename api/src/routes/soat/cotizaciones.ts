import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { normalizePlate } from '@soat/shared/rules/plate';
import { todayInColombia } from '@soat/shared/rules/validity';
import { computeQuote } from '../../domain/tariffs.js';
import { badRequest } from '../../lib/http-error.js';
import { schemaFieldErrors } from '../../lib/schema-errors.js';
import { commonErrorResponses } from '../../schemas/common.js';
import { Quote, QuoteBody } from '../../schemas/soat.js';

// The shared rules check these fields themselves, with the words the quote form shows:
// their schema errors would only repeat them less precisely.
const ruleFields = new Set(['placa', 'vehiculo', 'inicioVigencia']);

const quoteRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/cotizaciones', {
    attachValidation: true,
    schema: {
      tags: ['soat'],
      summary: 'Cotizar un SOAT',
      description:
        'Clasifica el vehículo con las reglas compartidas (clase, servicio, cilindraje, modelo, pasajeros, toneladas) y lo valora con la tabla oficial del año de hoy: prima y contribución ADRES donde la tabla las publica, subtotal, tasa RUNT y total. Valida la placa según la clase y el inicio de la vigencia (desde hoy hasta 30 días después, o el día siguiente al fin del SOAT vigente que el portal expidió). Un error por campo (`vehiculo.cilindraje`, …).',
      body: QuoteBody,
      response: { 200: Quote, ...commonErrorResponses },
    },
    handler: async (request) => {
      const schemaErrors = schemaFieldErrors(request).filter((error) => !ruleFields.has(error.campo));
      const body = request.body as Record<string, unknown>;
      const today = todayInColombia();
      const plate = typeof body.placa === 'string' ? normalizePlate(body.placa) : '';
      // possibly a few seconds old (see createQuotePolicyEndCache): the purchase reads it afresh
      const currentPolicyEnd = plate ? await app.policyQueries.quotedPolicyEnd(plate, today) : null;
      const result = computeQuote(body, { today, currentPolicyEnd });
      const errores = [...schemaErrors, ...(result.ok ? [] : result.errores)];
      if (errores.length > 0 || !result.ok) throw badRequest(errores);
      return result.quote;
    },
  });
};

export default quoteRoute;
