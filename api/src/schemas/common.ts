import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '@soat/shared/rules/contact';
import Type from 'typebox';

// Answers only, never validated: bounds well above any message the API writes, for its readers.
export const FieldErrorSchema = Type.Object({
  campo: Type.String({ maxLength: 100, description: 'Nombre del campo del cuerpo con el problema.' }),
  mensaje: Type.String({ maxLength: 500, description: 'Qué corregir, en español.' }),
});

/** A sentence the API writes for a person to read, at most this long. */
export const ShownMessage = Type.String({ maxLength: 1000, description: 'Mensaje para mostrar a la persona.' });

/** Every error answer of the API has this shape. */
export const ErrorResponse = Type.Object(
  {
    message: ShownMessage,
    errores: Type.Optional(Type.Array(FieldErrorSchema, { maxItems: 100 })),
  },
  { description: 'Error con mensaje en español y, si aplica, un error por campo.' },
);

export const MessageResponse = Type.Object(
  { message: ShownMessage },
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
// (a certificate or an invoice's zip weighs some tens of kilobytes: the bound is far above)
export const BinaryFile = Type.Unsafe<Buffer>({
  type: 'string',
  format: 'binary',
  maxLength: 10_000_000,
  description: 'El archivo.',
});
