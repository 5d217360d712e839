import Type from 'typebox';

export const HealthResponse = Type.Object(
  { estado: Type.Union([Type.Literal('ok'), Type.Literal('sin-base-de-datos')]) },
  { description: 'ok, o sin-base-de-datos (503) si la base de datos no responde.' },
);

export const OutboxQuery = Type.Object({
  para: Type.String({ minLength: 1, maxLength: 254, description: 'Destinatario cuyos correos se listan.' }),
});

export const OutboxResponse = Type.Object({
  correos: Type.Array(
    Type.Object({
      id: Type.String(),
      para: Type.String(),
      asunto: Type.String(),
      texto: Type.String(),
      html: Type.String(),
      creadoEn: Type.String({ format: 'date-time' }),
    }),
  ),
});
