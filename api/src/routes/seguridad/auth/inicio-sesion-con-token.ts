import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError } from '../../../lib/http-error.js';
import { routeRateLimit } from '../../../lib/route-rate-limit.js';
import { TokenSignInBody, TokenSignInResponse } from '../../../schemas/auth.js';
import { ErrorResponse, commonErrorResponses } from '../../../schemas/common.js';

export const invalidTokenMessage = 'El token de acceso no es válido o expiró.';

const tokenSignInRoute: FastifyPluginAsyncTypebox = async (app) => {
  const { usersRepository, tokenService } = app;

  app.post('/auth/inicio-sesion-con-token', {
    onRequest: routeRateLimit(app, 'token-sign-in', app.config.rateLimits.tokenSignIn),
    schema: {
      operationId: 'iniciarSesionConToken',
      tags: ['seguridad'],
      summary: 'Renovar la sesión con un token de acceso vigente',
      description:
        'Si el token es válido devuelve uno nuevo con el mismo auth_time. Se rechaza pasado el límite absoluto de la sesión o si la clave se restableció después de emitirlo.',
      body: TokenSignInBody,
      response: { 200: TokenSignInResponse, 401: ErrorResponse, ...commonErrorResponses },
    },
    handler: async (request) => {
      const claims = tokenService.verifyAccessToken(request.body.accessToken);
      if (!claims || tokenService.isPastSessionLimit(claims)) throw new HttpError(401, invalidTokenMessage);
      const user = await usersRepository.findById(claims.sub);
      // A password reset raises the session version: tokens issued before it stop renewing,
      // also those issued within the same second (a comparison of `iat` would miss them).
      if (!user || claims.sv !== user.sessionVersion) throw new HttpError(401, invalidTokenMessage);
      return {
        user: user.email,
        nombreCompleto: user.fullName,
        accessToken: tokenService.issueAccessToken(user, claims.auth_time),
      };
    },
  });
};

export default tokenSignInRoute;
