import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { normalizeEmail } from '@soat/shared/rules/contact';
import { checkDocumentNumber } from '@soat/shared/rules/identity-document';
import { checkFullName } from '@soat/shared/rules/person-name';
import { signUpRuleErrors } from '../../../domain/sign-up-rules.js';
import { HttpError, badRequest } from '../../../lib/http-error.js';
import { routeRateLimit } from '../../../lib/route-rate-limit.js';
import { schemaFieldErrors } from '../../../lib/schema-errors.js';
import { ErrorResponse, commonErrorResponses } from '../../../schemas/common.js';
import { SignUpBody, SignUpResponse } from '../../../schemas/usuarios.js';

export const emailTakenMessage = 'Ya existe una cuenta con ese correo electrónico.';

const emailTaken = () =>
  new HttpError(409, emailTakenMessage, [
    { campo: 'correoElectronico', mensaje: 'Este correo ya está registrado. Inicia sesión o recupera tu clave.' },
  ]);

const signUpRoute: FastifyPluginAsyncTypebox = async (app) => {
  const { usersRepository, passwordHasher } = app;

  app.post('/usuarios', {
    onRequest: routeRateLimit(app, 'sign-up', app.config.rateLimits.signUp),
    // Schema errors reach the handler, which adds the cross-field rules and answers them together.
    attachValidation: true,
    schema: {
      operationId: 'crearUsuario',
      tags: ['seguridad'],
      summary: 'Crear una cuenta',
      description:
        'Valida cada campo (documento según su tipo, NIT con dígito de verificación, celular, clave no común) y responde un error por campo.',
      body: SignUpBody,
      response: { 201: SignUpResponse, 409: ErrorResponse, ...commonErrorResponses },
    },
    handler: async (request, reply) => {
      const schemaErrors = schemaFieldErrors(request);
      const flagged = new Set(schemaErrors.map((error) => error.campo));
      const errors = [...schemaErrors, ...signUpRuleErrors(request.body, flagged)];
      if (errors.length > 0) throw badRequest(errors);

      const body = request.body;
      const email = normalizeEmail(body.correoElectronico);
      if (await usersRepository.findByEmail(email)) throw emailTaken();
      // stored as the shared rules store them (they passed above)
      const document = checkDocumentNumber(body.tipoDocumento, body.numeroDocumento);
      const name = checkFullName(body.nombreCompleto);
      const now = new Date();
      const user = await usersRepository.create({
        email,
        fullName: name.ok ? name.value : body.nombreCompleto.trim(),
        documentType: body.tipoDocumento,
        documentNumber: document.ok ? document.value : body.numeroDocumento,
        mobile: body.celular,
        passwordHash: await passwordHasher.hash(body.clave),
        termsAcceptedAt: now,
        sessionsValidFrom: now,
      });
      if (!user) throw emailTaken();
      request.log.info({ event: 'sign-up', userId: user.id }, 'account created');
      return reply.code(201).send({
        message: 'Cuenta creada.',
        usuario: { correoElectronico: user.email, nombreCompleto: user.fullName },
      });
    },
  });
};

export default signUpRoute;
