import Type from 'typebox';

export const HealthResponse = Type.Object(
  { estado: Type.Literal('ok') },
  { description: 'El proceso responde (no consulta la base de datos).' },
);

export const ReadyResponse = Type.Object(
  { estado: Type.Literal('listo') },
  { description: 'La base de datos responde: la instancia puede recibir tráfico.' },
);

export const OutboxQuery = Type.Object({
  para: Type.String({ minLength: 1, maxLength: 254, description: 'Destinatario cuyos correos se listan.' }),
});

export const TestAccountQuery = Type.Object({
  correoElectronico: Type.String({ minLength: 1, maxLength: 254, description: 'Correo de la cuenta de prueba.' }),
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
      adjuntos: Type.Array(
        Type.Object({
          id: Type.String(),
          nombre: Type.String({ description: 'Nombre del archivo, p. ej. poliza-SOAT-2026-00000001.pdf.' }),
          tipo: Type.String({ description: 'Tipo de contenido, p. ej. application/pdf.' }),
          url: Type.String({ description: 'Ruta que entrega el archivo.' }),
        }),
      ),
    }),
  ),
});

export const OutboxAttachmentParams = Type.Object({
  idAdjunto: Type.String({ minLength: 1, maxLength: 64, description: 'Identificador del adjunto.' }),
});
