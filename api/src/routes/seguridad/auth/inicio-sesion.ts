import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { normalizeEmail } from '@soat/shared/rules/contact';
import { HttpError } from '../../../lib/http-error.js';
import { lowercasedBodyField, routeRateLimit } from '../../../lib/route-rate-limit.js';
import { nowInSeconds } from '../../../plugins/app/security/token-service.js';
import { SignInBody, SignInResponse } from '../../../schemas/auth.js';
import { ErrorResponse, commonErrorResponses } from '../../../schemas/common.js';

export const badCredentialsMessage = 'Correo o clave incorrectos.';

export function accountBlockedMessage(waitSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(waitSeconds / 60));
  return `Hubo demasiados intentos fallidos con esta cuenta. Por seguridad, espera ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'} o restablece tu clave con «¿Olvidaste tu clave?».`;
}

const signInRoute: FastifyPluginAsyncTypebox = async (app) => {
  const { usersRepository, passwordHasher, tokenService, signInGuard } = app;

  app.post('/auth/inicio-sesion', {
    // Per IP and account (brute force on one account), on top of the global per-IP limit.
    preHandler: routeRateLimit(app, 'sign-in', app.config.rateLimits.signIn, lowercasedBodyField('usuario')),
    schema: {
      operationId: 'iniciarSesion',
      tags: ['seguridad'],
      summary: 'Iniciar sesión con correo y clave',
      description:
        'Devuelve un token de acceso de vida corta. Un correo desconocido y una clave incorrecta reciben la misma respuesta 401. Tras 10 intentos fallidos en 15 minutos la cuenta se bloquea 15 minutos (429), salvo desde las direcciones donde su dueño ya inició sesión; restablecer la clave levanta el bloqueo.',
      body: SignInBody,
      response: { 200: SignInResponse, 401: ErrorResponse, ...commonErrorResponses },
    },
    handler: async (request, reply) => {
      const email = normalizeEmail(request.body.usuario);
      const now = new Date();
      // Blocked after many failures from addresses the owner never signed in from.
      const wait = await signInGuard.blockedSeconds(email, request.ip, now);
      if (wait > 0) {
        request.log.info({ event: 'sign-in', outcome: 'account-blocked' }, 'sign-in blocked for the account');
        void reply.header('retry-after', String(wait));
        throw new HttpError(429, accountBlockedMessage(wait));
      }
      const user = await usersRepository.findByEmail(email);
      // Unknown emails are verified against a dummy hash: same answer, similar timing.
      const valid = await passwordHasher.verify(user?.passwordHash, request.body.clave);
      if (!user || !valid) {
        await signInGuard.recordFailure(email, now);
        request.log.info({ event: 'sign-in', outcome: 'failure' }, 'sign-in failed');
        throw new HttpError(401, badCredentialsMessage);
      }
      await signInGuard.recordSuccess(user.id, request.ip, now);
      request.log.info({ event: 'sign-in', outcome: 'success', userId: user.id }, 'signed in');
      return {
        accessToken: tokenService.issueAccessToken(user, nowInSeconds()),
        user: user.email,
        nombreCompleto: user.fullName,
      };
    },
  });
};

export default signInRoute;
