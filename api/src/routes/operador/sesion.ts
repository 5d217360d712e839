import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { normalizeEmail } from '@soat/shared/rules/contact';
import type { FastifyReply, FastifyRequest } from 'fastify';
import QRCode from 'qrcode';
import type { Operator } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';
import { lowercasedBodyField, routeRateLimit } from '../../lib/route-rate-limit.js';
import { operatorSessionSeconds, recoveryCodeHash } from '../../plugins/app/security/operator-sessions.js';
import { ErrorResponse, commonErrorResponses } from '../../schemas/common.js';
import {
  CurrentOperator,
  OperatorChallenge,
  OperatorSessionResponse,
  OperatorSignInBody,
  SecondFactorBody,
} from '../../schemas/operador.js';
import { anyRole, callerOf, operatorGuard } from './acceso.js';

// Signing in as an operator (ADR 044): the password, then a TOTP code (the first one confirms the enrolment
// and gives the recovery codes). Failures of either step count towards the operator's lockout.

export const badOperatorCredentialsMessage = 'Correo o clave incorrectos.';
export const badSecondFactorMessage =
  'El código no es válido o ya se usó, o el desafío venció: vuelve a iniciar sesión si pasaron más de 5 minutos.';

export function operatorLockedMessage(waitSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(waitSeconds / 60));
  return `Hubo demasiados intentos fallidos con esta cuenta de operador. Por seguridad, espera ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'} o pide ayuda a un administrador.`;
}

/** An operator as the sign-in answers it. */
export const operatorView = (operator: Operator) => ({
  id: operator.id,
  nombre: operator.name,
  correoElectronico: operator.email,
  rol: operator.role,
});

const sessionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { operatorsRepository, operatorSessions, passwordHasher, signInGuard } = app;
  const rule = app.config.accountSignIn;
  const signInLimit = routeRateLimit(
    app,
    'operator-sign-in',
    app.config.rateLimits.signIn,
    lowercasedBodyField('correoElectronico'),
  );
  const secondFactorLimit = routeRateLimit(
    app,
    'operator-second-factor',
    app.config.rateLimits.signIn,
    lowercasedBodyField('desafio'),
  );

  /** Seconds the operator stays locked, or 0. */
  const lockedSeconds = (operator: Operator, now: Date) =>
    operator.lockedUntil && operator.lockedUntil > now
      ? Math.ceil((operator.lockedUntil.getTime() - now.getTime()) / 1000)
      : 0;
  const refuseLocked = (request: FastifyRequest, reply: FastifyReply, wait: number): never => {
    request.log.info({ event: 'operator-sign-in', outcome: 'locked' }, 'operator sign-in blocked');
    void reply.header('retry-after', String(wait));
    throw new HttpError(429, operatorLockedMessage(wait));
  };

  app.post('/sesion', {
    preHandler: signInLimit,
    schema: {
      operationId: 'iniciarSesionOperador',
      tags: ['operador'],
      summary: 'Iniciar sesión como operador (clave)',
      description:
        'Primer paso: correo y clave del operador. Responde un desafío de 5 minutos para el segundo factor; si el operador aún no confirmó su segundo factor (etapa enrolar), también el secreto TOTP y su código QR. Un correo desconocido, una clave incorrecta o un operador desactivado reciben la misma respuesta 401. Tras 10 fallos (de la clave o del código) la cuenta se bloquea 15 minutos (429 con Retry-After).',
      body: OperatorSignInBody,
      response: { 200: OperatorChallenge, 401: ErrorResponse, ...commonErrorResponses },
    },
    handler: async (request, reply) => {
      const email = normalizeEmail(request.body.correoElectronico);
      const now = new Date();
      const operator = await operatorsRepository.findByEmail(email);
      if (operator) {
        const wait = lockedSeconds(operator, now);
        if (wait > 0) refuseLocked(request, reply, wait);
      } else {
        // Emails no operator has are counted and blocked alike (the customers' guard, under a key of their
        // own), so the answers never tell which emails are operators.
        const wait = await signInGuard.blockedSeconds(`operador:${email}`, request.ip, now);
        if (wait > 0) refuseLocked(request, reply, wait);
      }
      const valid = await passwordHasher.verify(operator?.passwordHash, request.body.clave);
      if (!operator || !valid || !operator.active) {
        if (operator) {
          await operatorsRepository.recordFailure(
            operator,
            rule,
            now,
            operator.active ? 'clave incorrecta' : 'operador desactivado',
          );
        } else {
          await signInGuard.recordFailure(`operador:${email}`, now);
          await operatorsRepository.recordUnknownFailure(email);
        }
        request.log.info({ event: 'operator-sign-in', outcome: 'failure' }, 'operator sign-in failed');
        throw new HttpError(401, badOperatorCredentialsMessage);
      }
      void reply.header('cache-control', 'no-store');
      const desafio = operatorSessions.issueChallenge(operator);
      if (operator.totpConfirmed) return { desafio, etapa: 'codigo' as const };
      // Not enrolled yet: a new secret each time, until a code from it is entered.
      const { secret, uri } = operatorSessions.newTotpSecret(operator.email);
      await operatorsRepository.setTotpSecret(operator.id, secret);
      const qrSvg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
      return { desafio, etapa: 'enrolar' as const, enrolamiento: { otpauthUri: uri, qrSvg, secreto: secret } };
    },
  });

  app.post('/sesion/segundo-factor', {
    preHandler: secondFactorLimit,
    schema: {
      operationId: 'confirmarSegundoFactorOperador',
      tags: ['operador'],
      summary: 'Iniciar sesión como operador (segundo factor)',
      description:
        'Segundo paso: el desafío y el código de 6 dígitos de la aplicación autenticadora (cada código sirve una vez) o un código de recuperación (XXXX-XXXX, de un solo uso). Devuelve el token de la sesión del operador (15 minutos, audiencia «operador»); el código que confirma el enrolamiento devuelve además los 10 códigos de recuperación, que no vuelven a mostrarse. 401 si el código o el desafío no sirven; 429 si la cuenta está bloqueada.',
      body: SecondFactorBody,
      response: { 200: OperatorSessionResponse, 401: ErrorResponse, ...commonErrorResponses },
    },
    handler: async (request, reply) => {
      const now = new Date();
      const operatorId = operatorSessions.verifyChallenge(request.body.desafio);
      const operator = operatorId ? await operatorsRepository.findById(operatorId) : undefined;
      if (!operator || !operator.active) throw new HttpError(401, badSecondFactorMessage);
      const wait = lockedSeconds(operator, now);
      if (wait > 0) refuseLocked(request, reply, wait);

      const code = request.body.codigo.trim();
      let accepted = false;
      let recoveryCodes: string[] | undefined;
      const step = operator.totpSecret ? operatorSessions.matchTotp(operator.totpSecret, code, now) : undefined;
      if (step !== undefined && !operator.totpConfirmed) {
        const fresh = operatorSessions.newRecoveryCodes();
        accepted = await operatorsRepository.acceptTotp(operator, step, fresh.hashes);
        if (accepted) recoveryCodes = fresh.codes;
      } else if (step !== undefined) {
        accepted = await operatorsRepository.acceptTotp(operator, step);
      } else if (/^[A-Za-z0-9]{4}-[A-Za-z0-9]{4}$/.test(code)) {
        accepted = await operatorsRepository.useRecoveryCode(operator, recoveryCodeHash(code));
      }
      if (!accepted) {
        await operatorsRepository.recordFailure(operator, app.config.accountSignIn, now, 'segundo factor incorrecto');
        request.log.info({ event: 'operator-sign-in', outcome: 'second-factor-failure' }, 'operator code refused');
        throw new HttpError(401, badSecondFactorMessage);
      }
      request.log.info(
        { event: 'operator-sign-in', outcome: 'success', operatorId: operator.id },
        'operator signed in',
      );
      void reply.header('cache-control', 'no-store');
      return {
        accessToken: operatorSessions.issueSession(operator),
        expiraEn: operatorSessionSeconds,
        operador: operatorView(operator),
        ...(recoveryCodes ? { codigosRecuperacion: recoveryCodes } : {}),
      };
    },
  });

  app.get('/sesion', {
    onRequest: operatorGuard(app, { roles: anyRole }),
    schema: {
      operationId: 'obtenerSesionOperador',
      tags: ['operador'],
      summary: 'El operador de la sesión',
      description:
        'Con la sesión de un operador: quién es y su rol. 401 sin sesión, con una vencida o con un token de cliente.',
      security: [{ operatorSession: [] }],
      response: { 200: CurrentOperator, 401: ErrorResponse, 403: ErrorResponse, 429: ErrorResponse },
    },
    handler: async (request, reply) => {
      const caller = callerOf(request);
      void reply.header('cache-control', 'no-store');
      if (caller.kind !== 'operator') throw new HttpError(401, badOperatorCredentialsMessage);
      return { operador: operatorView(caller.operator) };
    },
  });
};

export default sessionRoutes;
