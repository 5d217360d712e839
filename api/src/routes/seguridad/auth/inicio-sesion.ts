import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { normalizeEmail } from '@soat/shared/rules/contact';
import { HttpError } from '../../../lib/http-error.js';
import { lowercasedBodyField, routeRateLimit } from '../../../lib/route-rate-limit.js';
import { nowInSeconds } from '../../../plugins/app/token-service.js';
import { SignInBody, SignInResponse } from '../../../schemas/auth.js';
import { ErrorResponse, commonErrorResponses } from '../../../schemas/common.js';

export const badCredentialsMessage = 'Correo o clave incorrectos.';

const signInRoute: FastifyPluginAsyncTypebox = async (app) => {
  const { usersRepository, passwordHasher, tokenService } = app;

  app.post('/auth/inicio-sesion', {
    // Per IP and account (brute force on one account), on top of the global per-IP limit.
    preHandler: routeRateLimit(app, 'sign-in', app.config.rateLimits.signIn, lowercasedBodyField('usuario')),
    schema: {
      tags: ['seguridad'],
      summary: 'Iniciar sesión con correo y clave',
      description:
        'Devuelve un token de acceso de vida corta. Un correo desconocido y una clave incorrecta reciben la misma respuesta 401.',
      body: SignInBody,
      response: { 200: SignInResponse, 401: ErrorResponse, ...commonErrorResponses },
    },
    handler: async (request) => {
      const user = await usersRepository.findByEmail(normalizeEmail(request.body.usuario));
      // Unknown emails are verified against a dummy hash: same answer, similar timing.
      const valid = await passwordHasher.verify(user?.passwordHash, request.body.clave);
      if (!user || !valid) {
        request.log.info({ event: 'sign-in', outcome: 'failure' }, 'sign-in failed');
        throw new HttpError(401, badCredentialsMessage);
      }
      request.log.info({ event: 'sign-in', outcome: 'success', userId: user.id }, 'signed in');
      return {
        accessToken: tokenService.issueAccessToken(user.id, nowInSeconds()),
        user: user.email,
        nombreCompleto: user.fullName,
      };
    },
  });
};

export default signInRoute;
