import Type from 'typebox';

const AccessToken = Type.String({ maxLength: 4096, description: 'JWT de acceso (HS256), de vida corta.' });
const LoginName = Type.String({
  maxLength: 254,
  description: 'Correo con el que la persona inicia sesión (en minúsculas).',
});
const FullName = Type.String({ maxLength: 200, description: 'Nombre completo de la persona.' });

export const SignInBody = Type.Object(
  {
    usuario: Type.String({ minLength: 1, maxLength: 254, description: 'Correo electrónico de la cuenta.' }),
    clave: Type.String({ minLength: 1, maxLength: 128, description: 'Clave de la cuenta.' }),
  },
  { additionalProperties: false },
);

export const SignInResponse = Type.Object(
  { accessToken: AccessToken, user: LoginName, nombreCompleto: FullName },
  { description: 'Sesión iniciada.' },
);

export const TokenSignInBody = Type.Object(
  { accessToken: Type.String({ minLength: 1, maxLength: 4096, description: 'Token de acceso vigente.' }) },
  { additionalProperties: false },
);

export const TokenSignInResponse = Type.Object(
  { user: LoginName, nombreCompleto: FullName, accessToken: AccessToken },
  { description: 'Sesión renovada con un token nuevo.' },
);
