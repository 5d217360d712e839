import Type from 'typebox';

// The ratings as the back office reads them (issue 44, point 7): the list with its comments, filtered, and how
// the stars spread week by week.

const Instant = Type.String({ format: 'date-time', maxLength: 40 });

export const OperatorRatingsQuery = Type.Object({
  // a query's values are text (the API coerces no types)
  estrellas: Type.Optional(Type.Enum(['1', '2', '3', '4', '5'], { description: 'Solo las de estas estrellas.' })),
  comentario: Type.Optional(
    Type.Enum(['con', 'sin'], { description: 'con: solo las que tienen comentario; sin: las que no.' }),
  ),
  desde: Type.Optional(Type.String({ format: 'date-time', maxLength: 40, description: 'Desde (incluido).' })),
  hasta: Type.Optional(Type.String({ format: 'date-time', maxLength: 40, description: 'Hasta (incluido).' })),
});

export const OperatorRatingItem = Type.Object({
  id: Type.String({ format: 'uuid', maxLength: 36 }),
  estrellas: Type.Integer({ format: 'int32', minimum: 1, maximum: 5 }),
  comentario: Type.Union([Type.String({ maxLength: 500 }), Type.Null()]),
  recomendaria: Type.Boolean(),
  referencia: Type.String({
    maxLength: 200,
    description: 'Lo calificado: el número de la póliza, o la referencia del integrador.',
  }),
  origen: Type.String({ maxLength: 40, description: 'poliza o integrador.' }),
  creadaEn: Instant,
});

export const RatingWeek = Type.Object({
  semana: Type.String({ format: 'date', maxLength: 10, description: 'El lunes de la semana, en Colombia.' }),
  conteos: Type.Array(Type.Integer({ format: 'int64', minimum: 0, maximum: 1_000_000_000 }), {
    minItems: 5,
    maxItems: 5,
    description: 'Cuántas calificaciones de 1, 2, 3, 4 y 5 estrellas, en ese orden.',
  }),
});

export const OperatorRatingList = Type.Object(
  {
    total: Type.Integer({
      format: 'int64',
      minimum: 0,
      maximum: 1_000_000_000,
      description: 'Cuántas cumplen los filtros (la lista trae las 200 más recientes a lo sumo).',
    }),
    calificaciones: Type.Array(OperatorRatingItem, { maxItems: 200 }),
    distribucion: Type.Array(RatingWeek, {
      maxItems: 60,
      description: 'Por semana, de la más antigua a la más reciente, con las semanas sin calificaciones en cero.',
    }),
  },
  { description: 'Las calificaciones, de la más reciente a la más antigua, y su distribución por semana.' },
);
