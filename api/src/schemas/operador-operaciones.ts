import Type, { type Static } from 'typebox';

/** The ranges the page offers, in hours (a query string's text). */
export const OPERATIONS_RANGES = ['1', '6', '24', '168'] as const;

// The operations page (ADR 047): the fixed panels of domain/operations-panels.ts, read from Prometheus.

export const OperationsQuery = Type.Object({
  horas: Type.Optional(
    Type.Enum(OPERATIONS_RANGES, {
      description: 'Cuántas horas hasta ahora muestran los paneles: 1, 6, 24 (por omisión) o 168 (una semana).',
    }),
  ),
});

/** At most this many instants per series (the route asks for about 120), and series per panel. */
export const MAX_POINTS = 200;
export const MAX_SERIES = 300;

const PanelSeries = Type.Object(
  {
    nombre: Type.String({ maxLength: 300, description: 'El nombre de la serie en la leyenda (p. ej. TARJETA, p95).' }),
    etiquetas: Type.Record(Type.String(), Type.String({ maxLength: 300 }), {
      description: 'Las etiquetas de la serie en Prometheus.',
    }),
    valores: Type.Array(Type.Union([Type.Number(), Type.Null()]), {
      maxItems: MAX_POINTS,
      description: 'Un valor por cada instante de `tiempos` (null: sin dato en ese instante).',
    }),
  },
  { additionalProperties: false },
);

const Panel = Type.Object(
  {
    id: Type.String({ maxLength: 60 }),
    titulo: Type.String({ maxLength: 120 }),
    unidad: Type.Enum(['cantidad', 'segundos', 'por-minuto', 'puntaje']),
    series: Type.Array(PanelSeries, { maxItems: MAX_SERIES }),
  },
  { additionalProperties: false },
);

export const OperationsAnswer = Type.Object(
  {
    disponible: Type.Boolean({ description: 'false: Prometheus no está configurado o no respondió (ver `mensaje`).' }),
    mensaje: Type.Optional(Type.String({ maxLength: 300 })),
    desde: Type.String({ format: 'date-time', maxLength: 40 }),
    hasta: Type.String({ format: 'date-time', maxLength: 40 }),
    pasoSegundos: Type.Integer({ format: 'int32', minimum: 60, maximum: 7 * 24 * 3600 }),
    tiempos: Type.Array(Type.Integer({ format: 'int64', minimum: 0, maximum: Number.MAX_SAFE_INTEGER }), {
      maxItems: MAX_POINTS,
      description: 'Los instantes de los valores (segundos desde 1970), de `desde` a `hasta` cada `pasoSegundos`.',
    }),
    paneles: Type.Array(Panel, { maxItems: 50 }),
  },
  { additionalProperties: false },
);

export type OperationsAnswer = Static<typeof OperationsAnswer>;
