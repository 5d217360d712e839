import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { normalizeEmail } from '@soat/shared/rules/contact';
import type { Operator } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';
import { ErrorResponse, commonErrorResponses } from '../../schemas/common.js';
import {
  NewOperatorBody,
  OperatorAccountList,
  OperatorAccountResponse,
  OperatorChangeBody,
  OperatorParams,
} from '../../schemas/operador.js';
import { actorOf, callerOf, operatorGuard } from './acceso.js';

export const operatorExistsMessage = 'Ya hay un operador con ese correo.';
export const operatorNotFoundMessage = 'No encontramos ese operador.';
export const selfDisableMessage = 'No puedes desactivar tu propia cuenta: pídeselo a otro administrador.';

/** An operator as the administrators see it (never its hashes nor its secret). */
export const operatorAccount = (operator: Operator) => ({
  id: operator.id,
  nombre: operator.name,
  correoElectronico: operator.email,
  rol: operator.role,
  activo: operator.active,
  segundoFactor: operator.totpConfirmed,
  creadoEn: operator.createdAt.toISOString(),
});

/** The administrators' management of operators (ADR 044); every change is audited. */
const operatorAccountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const guard = operatorGuard(app, { roles: ['administrador'] });

  app.get('/operadores', {
    onRequest: guard,
    schema: {
      operationId: 'listarOperadores',
      tags: ['operador'],
      summary: 'Operadores',
      description:
        'Solo administradores: los operadores, con su rol, si están activos y si ya confirmaron su segundo factor. 401 sin sesión de operador; 403 con otro rol o con la clave de máquina.',
      security: [{ operatorSession: [] }],
      response: { 200: OperatorAccountList, 401: ErrorResponse, 403: ErrorResponse, 429: ErrorResponse },
    },
    handler: async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      return { operadores: (await app.operatorsRepository.list()).map(operatorAccount) };
    },
  });

  app.post('/operadores', {
    onRequest: guard,
    schema: {
      operationId: 'crearOperador',
      tags: ['operador'],
      summary: 'Crear un operador',
      description:
        'Solo administradores: crea un operador con una clave inicial; en su primer inicio de sesión enrola su segundo factor. Queda en la auditoría. 409 si el correo ya es de otro operador.',
      security: [{ operatorSession: [] }],
      body: NewOperatorBody,
      response: {
        201: OperatorAccountResponse,
        401: ErrorResponse,
        403: ErrorResponse,
        409: ErrorResponse,
        ...commonErrorResponses,
      },
    },
    handler: async (request, reply) => {
      const created = await app.operatorsRepository.create(
        {
          name: request.body.nombre.trim(),
          email: normalizeEmail(request.body.correoElectronico),
          role: request.body.rol,
          passwordHash: await app.passwordHasher.hash(request.body.clave),
        },
        actorOf(request),
      );
      if (!created) throw new HttpError(409, operatorExistsMessage);
      return reply.code(201).send({ operador: operatorAccount(created) });
    },
  });

  app.patch('/operadores/:id', {
    onRequest: guard,
    schema: {
      operationId: 'cambiarOperador',
      tags: ['operador'],
      summary: 'Activar o desactivar un operador',
      description:
        'Solo administradores: activo false desactiva al operador (sus sesiones dejan de servir de inmediato); true lo reactiva y levanta su bloqueo. Queda en la auditoría. 404 si no existe; 409 si es la propia cuenta.',
      security: [{ operatorSession: [] }],
      params: OperatorParams,
      body: OperatorChangeBody,
      response: {
        200: OperatorAccountResponse,
        401: ErrorResponse,
        403: ErrorResponse,
        404: ErrorResponse,
        409: ErrorResponse,
        ...commonErrorResponses,
      },
    },
    handler: async (request) => {
      const caller = callerOf(request);
      if (caller.kind === 'operator' && caller.operator.id === request.params.id && !request.body.activo) {
        throw new HttpError(409, selfDisableMessage);
      }
      const changed = await app.operatorsRepository.setActive(request.params.id, request.body.activo, actorOf(request));
      if (!changed) throw new HttpError(404, operatorNotFoundMessage);
      return { operador: operatorAccount(changed) };
    },
  });
};

export default operatorAccountRoutes;
