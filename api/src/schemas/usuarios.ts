import Type from 'typebox';
import { MOBILE_PATTERN } from '@soat/shared/rules/contact';
import { DOCUMENT_TYPES } from '@soat/shared/rules/identity-document';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@soat/shared/rules/password';
import { FULL_NAME_MAX_LENGTH, FULL_NAME_MIN_LENGTH } from '@soat/shared/rules/person-name';
import { Email, ShownMessage } from './common.js';

const Password = (description: string) =>
  Type.String({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH, description });

export const SignUpBody = Type.Object(
  {
    nombreCompleto: Type.String({
      minLength: FULL_NAME_MIN_LENGTH,
      maxLength: FULL_NAME_MAX_LENGTH,
      pattern: '^[^\\u0000-\\u001f\\u007f]*$',
      description: 'Nombre completo (2 a 120 caracteres).',
    }),
    tipoDocumento: Type.Enum([...DOCUMENT_TYPES], {
      description: 'CC cédula de ciudadanía, CE cédula de extranjería, NIT, PA pasaporte, TI tarjeta de identidad.',
    }),
    numeroDocumento: Type.String({
      minLength: 1,
      maxLength: 20,
      description:
        'CC y CE: 6 a 10 dígitos; TI: 10 u 11 dígitos; PA: 6 a 12 letras o números; NIT: 9 dígitos y dígito de verificación (900123456-8).',
    }),
    correoElectronico: Email,
    celular: Type.String({
      pattern: MOBILE_PATTERN.source,
      maxLength: 20,
      description: 'Celular colombiano: 10 dígitos que empiezan por 3.',
    }),
    clave: Password('8 a 128 caracteres; no puede ser una clave común ni el correo.'),
    aceptaTerminos: Type.Literal(true, { description: 'Debe ser true: acepta los términos y condiciones.' }),
  },
  { additionalProperties: false },
);

export const SignUpResponse = Type.Object(
  {
    message: ShownMessage,
    usuario: Type.Object({
      correoElectronico: Type.String({ maxLength: 254 }),
      nombreCompleto: Type.String({ maxLength: 200 }),
    }),
  },
  { description: 'Cuenta creada.' },
);

export const ResetRequestBody = Type.Object(
  {
    correoElectronico: Email,
    frontOffice: Type.Literal(true, { description: 'Siempre true: la solicitud viene del portal.' }),
  },
  { additionalProperties: false },
);

export const ResetConfirmBody = Type.Object(
  {
    token: Type.String({ minLength: 1, maxLength: 512, description: 'Token recibido en el enlace del correo.' }),
    claveNueva: Password('Nueva clave; mismas reglas que al crear la cuenta.'),
  },
  { additionalProperties: false },
);
