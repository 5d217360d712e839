import type { WebVitalName } from '@soat/shared/rules/web-vitals';

/**
 * The operations page's panels (issue 46, point 2; ADR 047), defined once: the back office's page asks the
 * API for them by name (`GET /operador/api/v1/operaciones`, which queries Prometheus), and the Grafana
 * dashboard is generated from this same list (`scripts/grafana.ts`). A query never comes from a browser.
 *
 * The gauges the API reads from the database (queues, oldest items) are the same on every instance, so
 * their panels take the `max` over instances, never the `sum`; the counters and histograms are summed.
 */

/** How a panel's values read: a count, seconds, a count per minute, or a unitless score (CLS). */
export type PanelUnit = 'cantidad' | 'segundos' | 'por-minuto' | 'puntaje';

export interface PanelQuery {
  /** PromQL, evaluated by Prometheus over the page's range. */
  expr: string;
  /**
   * The series' name in the legend: fixed text, or `{{label}}` for each series' value of that label
   * (Grafana's legend format; the page does the same).
   */
  leyenda: string;
}

export interface OperationsPanel {
  id: string;
  /** The Spanish title (the page shows its translation by `id`; Grafana shows this one). */
  titulo: string;
  unidad: PanelUnit;
  consultas: PanelQuery[];
}

/** Each Web Vital's histogram (platform/web-vitals-metrics.ts) and how its values read: every vital has a panel. */
const WEB_VITALS: Record<WebVitalName, { metric: string; unidad: PanelUnit }> = {
  LCP: { metric: 'soat_web_vitals_lcp_seconds', unidad: 'segundos' },
  INP: { metric: 'soat_web_vitals_inp_seconds', unidad: 'segundos' },
  CLS: { metric: 'soat_web_vitals_cls', unidad: 'puntaje' },
  TTFB: { metric: 'soat_web_vitals_ttfb_seconds', unidad: 'segundos' },
};

/** A Web Vital's p75 by route over 15 minutes (the alerts' window for INP and LCP). */
const webVitalPanels = (): OperationsPanel[] =>
  Object.entries(WEB_VITALS).map(([vital, { metric, unidad }]) => ({
    id: `web-vitals-${vital.toLowerCase()}`,
    titulo: `${vital} p75 por ruta`,
    unidad,
    consultas: [
      { expr: `histogram_quantile(0.75, sum by (le, route) (rate(${metric}_bucket[15m])))`, leyenda: '{{route}}' },
    ],
  }));

export const OPERATIONS_PANELS: readonly OperationsPanel[] = [
  {
    id: 'ventas-por-hora',
    titulo: 'Ventas por hora',
    unidad: 'cantidad',
    consultas: [
      { expr: 'sum(increase(soat_payments_total{outcome="APROBADO"}[1h]))', leyenda: 'Pagos aprobados' },
      { expr: 'sum(increase(soat_policies_issued_total[1h]))', leyenda: 'Pólizas expedidas' },
    ],
  },
  {
    id: 'ventas-por-medio',
    titulo: 'Ventas por medio de pago (por hora)',
    unidad: 'cantidad',
    consultas: [
      { expr: 'sum by (method) (increase(soat_payments_total{outcome="APROBADO"}[1h]))', leyenda: '{{method}}' },
    ],
  },
  {
    id: 'pagos-por-resultado',
    titulo: 'Pagos por resultado (por hora)',
    unidad: 'cantidad',
    consultas: [{ expr: 'sum by (outcome) (increase(soat_payments_total[1h]))', leyenda: '{{outcome}}' }],
  },
  {
    id: 'reembolsos',
    titulo: 'Reembolsos por resultado (por hora)',
    unidad: 'cantidad',
    consultas: [{ expr: 'sum by (outcome) (increase(soat_refunds_total[1h]))', leyenda: '{{outcome}}' }],
  },
  {
    id: 'colas-pendientes',
    titulo: 'Colas: trabajos pendientes',
    unidad: 'cantidad',
    consultas: [{ expr: 'max by (queue) (soat_jobs_pending)', leyenda: '{{queue}}' }],
  },
  {
    id: 'colas-mas-antiguo',
    titulo: 'Colas: espera del trabajo más antiguo',
    unidad: 'segundos',
    consultas: [{ expr: 'max by (queue) (soat_job_oldest_pending_seconds)', leyenda: '{{queue}}' }],
  },
  {
    id: 'latencia-api',
    titulo: 'Latencia de la API (p95 y p99)',
    unidad: 'segundos',
    consultas: [
      {
        expr: 'histogram_quantile(0.95, sum by (le) (rate(http_request_duration_seconds_bucket[5m])))',
        leyenda: 'p95',
      },
      {
        expr: 'histogram_quantile(0.99, sum by (le) (rate(http_request_duration_seconds_bucket[5m])))',
        leyenda: 'p99',
      },
    ],
  },
  {
    id: 'latencia-por-ruta',
    titulo: 'Latencia p95 por ruta',
    unidad: 'segundos',
    consultas: [
      {
        expr: 'histogram_quantile(0.95, sum by (le, route) (rate(http_request_duration_seconds_bucket[5m])))',
        leyenda: '{{route}}',
      },
    ],
  },
  {
    id: 'errores-por-ruta',
    titulo: 'Errores de la API por ruta (5xx por minuto)',
    unidad: 'por-minuto',
    consultas: [
      {
        expr: 'sum by (route) (rate(http_request_duration_seconds_count{status=~"5.."}[5m])) * 60',
        leyenda: '{{route}}',
      },
    ],
  },
  ...webVitalPanels(),
];

/** The panels' ids, as the API's answer names them. */
export const OPERATIONS_PANEL_IDS = OPERATIONS_PANELS.map((panel) => panel.id);

/** A histogram's or summary's series as Prometheus names them, back to the metric the API registers. */
const SERIES_SUFFIX = /_(bucket|sum|count)$/;

/**
 * The metric names a query reads (`soat_payments_total`; a histogram's `…_bucket` as its metric
 * `http_request_duration_seconds`): what is left once label matchers, ranges, grouping clauses and strings
 * are taken out, less the functions and aggregations (a name followed by a parenthesis).
 */
export function metricNamesOf(expr: string): string[] {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"/g, '')
    .replace(/\{[^}]*\}/g, '')
    .replace(/\[[^\]]*\]/g, '')
    .replace(/\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, '');
  const names = [...bare.matchAll(/\b([a-zA-Z_:][\w:]*)\b(?!\s*\()/g)].map((match) => match[1] as string);
  return [...new Set(names.map((name) => name.replace(SERIES_SUFFIX, '')))];
}
