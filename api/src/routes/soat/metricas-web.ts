import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { knownWebVitalRoute, WEB_VITAL_MAX_CLS, type WebVitalDevice } from '@soat/shared/rules/web-vitals';
import Type from 'typebox';
import { badRequest } from '../../lib/http-error.js';
import { schemaFieldErrors } from '../../lib/schema-errors.js';
import { observeWebVital } from '../../plugins/app/platform/web-vitals-metrics.js';
import { jsonBodyParser } from '../../plugins/external/utf8-json.js';
import { commonErrorResponses } from '../../schemas/common.js';
import { WebVitalsBatch } from '../../schemas/metricas-web.js';

export const clsMessage = `El CLS es un número de 0 a ${WEB_VITAL_MAX_CLS}.`;

/** An interaction slower than this is logged with what was interacted with (web.dev's "good" INP: 200 ms). */
const SLOW_INTERACTION_MS = 200;

/**
 * The Web Vitals customers' browsers measured (ADR 046): observed in the metrics' histograms, never stored.
 * A beacon (`navigator.sendBeacon`) sends its JSON as text/plain, which this route alone reads as JSON.
 */
const webVitalsRoute: FastifyPluginAsyncTypebox = async (app) => {
  // this plugin's scope only: every other route keeps answering text/plain with a 415
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, jsonBodyParser(app));
  const { webVitals } = app.config.rateLimits;

  app.post('/metricas-web', {
    attachValidation: true,
    // its own limit per address, in place of the global one (config/rate-limits.ts)
    config: { rateLimit: { max: webVitals.max, timeWindow: webVitals.timeWindowMs } },
    schema: {
      operationId: 'recibirMetricasWeb',
      tags: ['soat'],
      summary: 'Métricas web de una vista de página',
      description:
        'Lo que midió el navegador de un cliente en una vista de página (LCP, INP, CLS y TTFB), por patrón de ruta y tipo de dispositivo: se cuenta en los histogramas de las métricas de operación y no se guarda. Acepta el cuerpo como application/json o text/plain (navigator.sendBeacon). Una ruta que no está en la lista se cuenta como «otra». Sin datos personales ni cookies. 204 sin cuerpo; 400 con un error por campo si algún dato no es válido, sin contar nada.',
      body: WebVitalsBatch,
      consumes: ['application/json', 'text/plain'],
      response: { 204: Type.Null({ description: 'Recibidas.' }), ...commonErrorResponses },
    },
    handler: async (request, reply) => {
      const errors = schemaFieldErrors(request);
      const body = request.body;
      if (
        errors.length === 0 &&
        body.metricas.some((metric) => metric.nombre === 'CLS' && metric.valor > WEB_VITAL_MAX_CLS)
      )
        errors.push({ campo: 'metricas', mensaje: clsMessage });
      if (errors.length > 0) throw badRequest(errors);

      const labels = { route: knownWebVitalRoute(body.ruta), device: body.dispositivo as WebVitalDevice };
      for (const metric of body.metricas) {
        observeWebVital(app.metrics.webVitals, labels, metric.nombre, metric.valor);
        if (metric.nombre === 'INP' && metric.valor > SLOW_INTERACTION_MS)
          request.log.info(
            {
              event: 'web-vitals-slow-interaction',
              ...labels,
              inpMs: Math.round(metric.valor),
              target: metric.objetivo,
            },
            'slow interaction measured by a browser',
          );
      }
      return reply.code(204).send(null);
    },
  });
};

export default webVitalsRoute;
