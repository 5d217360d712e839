import { RATING_COMMENT_MAX_LENGTH, RATING_MAX_STARS, RATING_MIN_STARS } from '@soat/shared/rules/rating';
import Type from 'typebox';

// The ratings service's shapes (ADR 012). The fields' rules are the shared ones
// (`@soat/shared/rules/rating`): the handlers answer their Spanish messages.

const nullable = <T extends Type.TSchema>(schema: T, description: string) =>
  Type.Union([schema, Type.Null()], { description });

/** Integrator references and names: short texts, checked by the handler (trimmed). */
export const REFERENCE_MAX_LENGTH = 100;
export const NAME_MAX_LENGTH = 60;

const RatingTokenField = Type.String({
  // 43 characters; longer is no token (the handler answers a wrong one), only a bound on what is read
  maxLength: 200,
  description:
    'El token del enlace de calificación (`/calificacion?token=…`): 43 caracteres base64url. Se envía en el cuerpo, nunca en la dirección.',
  examples: ['q3Zb0w8yJ4mB5n7cE1xT9uVaKpR2sD6fGhL0oWiYzQe'],
});

const Stars = Type.Integer({
  format: 'int32',
  minimum: RATING_MIN_STARS,
  maximum: RATING_MAX_STARS,
  description: `Estrellas: un número entero de ${RATING_MIN_STARS} a ${RATING_MAX_STARS}.`,
});

const SentAt = Type.String({ format: 'date-time', maxLength: 40, description: 'Cuándo se envió la calificación.' });

export const RatingTokenBody = Type.Object({ token: RatingTokenField }, { additionalProperties: false });

export const RatingBody = Type.Object(
  {
    token: RatingTokenField,
    estrellas: Stars,
    comentario: Type.Optional(
      nullable(
        // the handler checks the length without the spaces at the ends: this bound only stops the absurd
        Type.String({ maxLength: 10 * RATING_COMMENT_MAX_LENGTH }),
        `Comentario opcional, como máximo ${RATING_COMMENT_MAX_LENGTH} caracteres sin los espacios de los extremos; vacío equivale a ninguno. Se guarda y se muestra siempre como texto.`,
      ),
    ),
    recomendaria: Type.Boolean({ description: '¿Recomendaría el servicio? Obligatorio.' }),
  },
  { additionalProperties: false },
);

export const RatingAnswer = Type.Object(
  {
    estrellas: Stars,
    comentario: nullable(
      Type.String({ maxLength: 2 * RATING_COMMENT_MAX_LENGTH }),
      'El comentario tal como se guardó (sin espacios en los extremos), o null.',
    ),
    recomendaria: Type.Boolean(),
    enviadaEn: SentAt,
  },
  { description: 'La calificación enviada.' },
);

export const RatingTokenState = Type.Object(
  {
    estado: Type.Enum(['pendiente', 'calificada'], {
      description: 'pendiente: se puede calificar; calificada: ya se envió la calificación (se muestra lo enviado).',
    }),
    referencia: Type.String({
      maxLength: REFERENCE_MAX_LENGTH,
      description: 'Lo que se califica: el número de la póliza o la referencia del integrador.',
    }),
    nombre: nullable(Type.String({ maxLength: 200 }), 'El nombre de pila de la persona, si se conoce.'),
    venceEn: Type.String({ format: 'date-time', maxLength: 40, description: 'Hasta cuándo sirve el enlace.' }),
    calificacion: nullable(RatingAnswer, 'La calificación enviada, si ya se envió.'),
  },
  { description: 'Qué se califica con este token y, si ya se usó, lo que se envió.' },
);

export const RatingSummary = Type.Object(
  {
    promedio: nullable(
      Type.Number({ minimum: RATING_MIN_STARS, maximum: RATING_MAX_STARS }),
      'Promedio de estrellas con un decimal; null si aún no hay calificaciones.',
    ),
    total: Type.Integer({
      format: 'int64',
      minimum: 0,
      maximum: Number.MAX_SAFE_INTEGER,
      description: 'Cuántas calificaciones hay.',
    }),
    recomiendan: nullable(
      Type.Integer({ format: 'int32', minimum: 0, maximum: 100 }),
      'Porcentaje (entero) de quienes recomendarían el servicio; null si aún no hay calificaciones.',
    ),
    distribucion: Type.Array(
      Type.Object({
        estrellas: Stars,
        cantidad: Type.Integer({
          format: 'int64',
          minimum: 0,
          maximum: Number.MAX_SAFE_INTEGER,
          description: 'Calificaciones con esas estrellas.',
        }),
      }),
      {
        maxItems: RATING_MAX_STARS,
        description: 'Cuántas calificaciones hay de 5 a 1 estrellas, en ese orden (incluye los ceros).',
      },
    ),
  },
  { description: 'Resumen público de las calificaciones del servicio.' },
);

export const MintTokenBody = Type.Object(
  {
    // the handler checks both lengths once trimmed: these bounds only stop the absurd
    referencia: Type.String({
      maxLength: 10 * REFERENCE_MAX_LENGTH,
      description: `La referencia del integrador para lo que se califica (un pedido, una venta), de 1 a ${REFERENCE_MAX_LENGTH} caracteres. Se muestra en la página de calificación.`,
      examples: ['PEDIDO-2026-000123'],
    }),
    nombre: Type.Optional(
      nullable(
        Type.String({ maxLength: 10 * NAME_MAX_LENGTH }),
        `El nombre de pila de la persona que califica (opcional, como máximo ${NAME_MAX_LENGTH} caracteres).`,
      ),
    ),
  },
  { additionalProperties: false },
);

export const MintedToken = Type.Object(
  {
    token: Type.String({
      maxLength: 43,
      description: 'El token (43 caracteres base64url). Se muestra una sola vez: el portal solo guarda su huella.',
    }),
    venceEn: Type.String({ format: 'date-time', maxLength: 40, description: 'Hasta cuándo sirve (7 días).' }),
    enlace: Type.String({ maxLength: 2000, description: 'La página de calificación del portal para este token.' }),
  },
  { description: 'Un token de calificación nuevo, de un solo uso.' },
);
