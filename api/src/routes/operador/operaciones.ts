import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OPERATIONS_PANELS, type OperationsPanel } from '../../domain/operations-panels.js';
import { PrometheusUnavailable, queryRange, type RangeSeries, type RangeWindow } from '../../lib/prometheus-client.js';
import { onlyQueryParameters } from '../../lib/query-parameters.js';
import { ErrorResponse } from '../../schemas/common.js';
import { MAX_SERIES, OperationsAnswer, OperationsQuery } from '../../schemas/operador-operaciones.js';
import { anyRole, operatorGuard } from './acceso.js';

export const prometheusNotConfiguredMessage =
  'Los paneles de operación no están disponibles: este servidor no tiene configurado Prometheus (PROMETHEUS_URL).';
export const prometheusUnavailableMessage =
  'Los paneles de operación no están disponibles: Prometheus no respondió. Intenta de nuevo en unos minutos.';

/** How long each query may take: the page waits for all of them at once. */
const QUERY_TIMEOUT_MS = 5000;
/** About this many points per series, whatever the range. */
const POINTS = 120;

/** The range's steps: whole minutes, the last one now (rounded down), `hours` back. */
function rangeWindow(now: Date, hours: number): RangeWindow {
  const step = Math.max(60, Math.ceil((hours * 3600) / POINTS / 60) * 60);
  const end = Math.floor(now.getTime() / 1000 / step) * step;
  return { start: end - hours * 3600, end, step };
}

/** `{{label}}` in a legend, by the series' value of that label. */
const legendOf = (legend: string, labels: Record<string, string>) =>
  legend.replace(/\{\{\s*(\w+)\s*\}\}/g, (_whole, name: string) => labels[name] ?? '');

async function readPanel(baseUrl: string, panel: OperationsPanel, window: RangeWindow, times: number[]) {
  const answers = await Promise.all(
    panel.consultas.map(async (query) => ({
      query,
      series: await queryRange(baseUrl, query.expr, window, QUERY_TIMEOUT_MS),
    })),
  );
  const series = answers.flatMap(({ query, series }) =>
    series.map(({ labels, values }: RangeSeries) => ({
      nombre: legendOf(query.leyenda, labels),
      etiquetas: labels,
      valores: times.map((time) => values.get(time) ?? null),
    })),
  );
  // more series than a chart can show (a label with unbounded values would be a bug of the metrics): the first ones
  return { id: panel.id, titulo: panel.titulo, unidad: panel.unidad, series: series.slice(0, MAX_SERIES) };
}

/**
 * The operations page's panels (ADR 047), read from Prometheus's HTTP API: the fixed list of
 * domain/operations-panels.ts, never a query sent by the browser. Without Prometheus (not configured, or not
 * answering) the answer says so (`disponible: false`) rather than failing.
 */
const operationsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/operaciones', {
    onRequest: operatorGuard(app, { roles: anyRole }),
    preValidation: onlyQueryParameters('horas'),
    schema: {
      operationId: 'obtenerPanelesDeOperacion',
      tags: ['operador'],
      summary: 'Los paneles de operación, leídos de Prometheus',
      description:
        'Con la sesión de un operador (cualquier rol): ventas por hora y por medio de pago, pagos y reembolsos, las colas y su trabajo más antiguo, la latencia y los errores de la API por ruta y las Web Vitals p75 por ruta, de las últimas `horas`. Sin Prometheus configurado o sin respuesta suya: `disponible: false` y un `mensaje`. 401 sin sesión de operador; 403 con la clave de máquina.',
      security: [{ operatorSession: [] }],
      querystring: OperationsQuery,
      response: {
        200: OperationsAnswer,
        400: ErrorResponse,
        401: ErrorResponse,
        403: ErrorResponse,
        429: ErrorResponse,
      },
    },
    handler: async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const window = rangeWindow(app.clock.now(), Number(request.query.horas ?? '24'));
      const times: number[] = [];
      for (let time = window.start; time <= window.end; time += window.step) times.push(time);
      const range = {
        desde: new Date(window.start * 1000).toISOString(),
        hasta: new Date(window.end * 1000).toISOString(),
        pasoSegundos: window.step,
        tiempos: times,
      };
      const baseUrl = app.config.prometheusUrl;
      if (!baseUrl) return { disponible: false, mensaje: prometheusNotConfiguredMessage, ...range, paneles: [] };
      try {
        const paneles = await Promise.all(OPERATIONS_PANELS.map((panel) => readPanel(baseUrl, panel, window, times)));
        return { disponible: true, ...range, paneles };
      } catch (error) {
        if (!(error instanceof PrometheusUnavailable)) throw error;
        request.log.warn({ event: 'prometheus-unavailable', err: error }, 'operations panels: Prometheus unavailable');
        return { disponible: false, mensaje: prometheusUnavailableMessage, ...range, paneles: [] };
      }
    },
  });
};

export default operationsRoutes;
