import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { passwordProblem } from '../../../domain/password-policy.js';
import { badRequest, invalidDataMessage, type FieldError } from '../../../lib/http-error.js';
import { routeRateLimit } from '../../../lib/route-rate-limit.js';
import { schemaFieldErrors } from '../../../lib/schema-errors.js';
import { MessageResponse, commonErrorResponses } from '../../../schemas/common.js';
import { ResetConfirmBody } from '../../../schemas/usuarios.js';

export const invalidResetLinkMessage = 'El enlace para restablecer la clave no es válido o expiró.';
export const passwordUpdatedMessage = 'Tu clave fue actualizada. Ya puedes iniciar sesión.';

const tokenError: FieldError = {
  campo: 'token',
  mensaje: 'Pide un nuevo enlace para restablecer la clave: este ya se usó, venció o no es válido.',
};

const resetConfirmRoute: FastifyPluginAsyncTypebox = async (app) => {
  const { passwordResetService } = app;

  app.put('/usuarios/confirmar-restablecimiento-clave', {
    // Per IP: slows down guessing of reset tokens.
    onRequest: routeRateLimit(app, 'reset-confirm', app.config.rateLimits.resetConfirm),
    attachValidation: true,
    schema: {
      operationId: 'confirmarRestablecimientoClave',
      tags: ['seguridad'],
      summary: 'Cambiar la clave con el token del enlace',
      description:
        'El token es de un solo uso y vence pronto. Al cambiar la clave, los tokens de acceso anteriores dejan de renovarse y se envía un aviso por correo. No inicia sesión.',
      body: ResetConfirmBody,
      response: { 200: MessageResponse, ...commonErrorResponses },
    },
    handler: async (request) => {
      const errors = schemaFieldErrors(request).map((error) => (error.campo === 'token' ? tokenError : error));
      const flagged = new Set(errors.map((error) => error.campo));
      const { token, claveNueva } = request.body;
      const account = flagged.has('token') ? undefined : await passwordResetService.findAccount(token);
      if (!flagged.has('token') && !account) errors.push(tokenError);
      if (!flagged.has('claveNueva')) {
        const problem = passwordProblem(claveNueva, account?.email);
        if (problem) errors.push({ campo: 'claveNueva', mensaje: problem });
      }
      const linkIsBad = errors.some((error) => error.campo === 'token');
      if (errors.length > 0) throw badRequest(errors, linkIsBad ? invalidResetLinkMessage : invalidDataMessage);

      // The token may have been used by a concurrent request since the lookup above.
      const user = await passwordResetService.completeReset(token, claveNueva);
      if (!user) throw badRequest([tokenError], invalidResetLinkMessage);
      request.log.info({ event: 'password-reset', userId: user.id }, 'password reset');
      return { message: passwordUpdatedMessage };
    },
  });
};

export default resetConfirmRoute;
