import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '@soat/shared/rules/contact';
import Type from 'typebox';

export const FieldErrorSchema = Type.Object({
  campo: Type.String({ description: 'Nombre del campo del cuerpo con el problema.' }),
  mensaje: Type.String({ description: 'Qué corregir, en español.' }),
});

/** Every error answer of the API has this shape. */
export const ErrorResponse = Type.Object(
  {
    message: Type.String({ description: 'Mensaje para mostrar a la persona.' }),
    errores: Type.Optional(Type.Array(FieldErrorSchema)),
  },
  { description: 'Error con mensaje en español y, si aplica, un error por campo.' },
);

export const MessageResponse = Type.Object(
  { message: Type.String() },
  { description: 'Mensaje para mostrar a la persona.' },
);

// The shared email rule (the front ends check the same): its pattern and length.
export const Email = Type.String({
  pattern: EMAIL_PATTERN.source,
  maxLength: EMAIL_MAX_LENGTH,
  description: 'Correo electrónico; no distingue mayúsculas de minúsculas.',
  examples: ['ana.gomez@example.com'],
});

/** Error answers shared by the JSON-body routes, for the OpenAPI document and serialization. */
export const commonErrorResponses = {
  400: ErrorResponse,
  413: ErrorResponse,
  415: ErrorResponse,
  429: ErrorResponse,
  500: ErrorResponse,
};

/** A file answered as it is (a PDF): never serialized as JSON. */
export const BinaryFile = Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'El archivo.' });
