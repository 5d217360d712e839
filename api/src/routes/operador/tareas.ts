import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, badRequest } from '../../lib/http-error.js';
import { routeRateLimit } from '../../lib/route-rate-limit.js';
import type { RefundRecord } from '../../repositories/refund-repository.js';
import { ErrorResponse, commonErrorResponses } from '../../schemas/common.js';
import {
  OperatorTask,
  ResolveTaskBody,
  TaskList,
  TaskParams,
  TaskQuery,
  type OperatorTaskResponse,
} from '../../schemas/operador.js';

export const badOperatorKeyMessage = 'La clave de operador (cabecera X-Api-Key) falta o no es válida.';
export const taskNotFoundMessage = 'No encontramos esa tarea.';
export const taskResolvedBeforeMessage = 'Esa tarea ya estaba resuelta.';
export const resolutionMessage =
  'Escribe qué se hizo (de 3 a 500 caracteres): el número de la consignación, por ejemplo.';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/** Whether the request carries the operators' key: its SHA-256 compared in constant time with the configured one. */
export function hasOperatorKey(request: FastifyRequest, keySha256: string): boolean {
  const key = request.headers['x-api-key'];
  return typeof key === 'string' && key !== '' && timingSafeEqual(sha256(key), Buffer.from(keySha256, 'hex'));
}

function toTask({ refund, payment, request, task }: RefundRecord): OperatorTaskResponse {
  return {
    idTarea: task!.id,
    motivo: task!.reason,
    creadaEn: task!.createdAt.toISOString(),
    resueltaEn: task!.resolvedAt?.toISOString() ?? null,
    resolucion: task!.resolution,
    reembolso: {
      idReembolso: refund.id,
      estado: refund.status,
      valor: payment.amountInCents / 100,
      metodo: payment.method as 'TARJETA' | 'PSE',
      codigoBancoPse: payment.pseBankCode,
      referenciaPago: payment.reference,
      idTransaccion: payment.transactionId,
    },
    solicitud: {
      idSolicitudSoat: request.id,
      estado: request.status,
      placa: request.plate,
      inicioVigencia: request.startsOn,
      finVigencia: request.endsOn,
    },
    tomador: {
      tipoDocumento: request.holderDocumentType as OperatorTaskResponse['tomador']['tipoDocumento'],
      numeroDocumento: request.holderDocumentNumber,
      nombres: request.holderFirstNames,
      apellidos: request.holderLastNames,
      correoElectronico: request.holderEmail,
      celular: request.holderMobile,
    },
  };
}

/** The hooks of every operator route: the limit per address, before the key is read (wrong keys count too), then the key. */
export function operatorGuard(app: FastifyInstance) {
  const limit = routeRateLimit(app, 'operator', app.config.rateLimits.operator);
  const requireKey = async (request: FastifyRequest) => {
    if (!hasOperatorKey(request, app.config.operatorKeySha256)) {
      request.log.warn({ event: 'operator-key-refused' }, 'operator endpoint refused: no valid key');
      throw new HttpError(401, badOperatorKeyMessage);
    }
  };
  return [limit, requireKey];
}

const tasksRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const guard = operatorGuard(app);

  app.get('/tareas', {
    onRequest: guard,
    schema: {
      operationId: 'listarTareas',
      tags: ['operador'],
      summary: 'Tareas de los operadores',
      description:
        'Con la clave de operador en X-Api-Key: los reembolsos que debe hacer una persona (pagos PSE, o tarjetas que la pasarela no anuló), con el valor, el pago y los datos de contacto del tomador; las abiertas primero, de la más antigua a la más reciente. 401 sin clave o con una clave que no es válida; limitada por dirección (429).',
      security: [{ operatorKey: [] }],
      querystring: TaskQuery,
      response: { 200: TaskList, 400: ErrorResponse, 401: ErrorResponse, 429: ErrorResponse },
    },
    handler: async (request, reply) => {
      const tasks = await app.refunds.tasks({ open: request.query.estado !== 'todas' });
      void reply.header('cache-control', 'no-store');
      return { tareas: tasks.map(toTask) };
    },
  });

  app.post('/tareas/:idTarea/resolver', {
    onRequest: guard,
    schema: {
      operationId: 'resolverTarea',
      tags: ['operador'],
      summary: 'Resolver una tarea de reembolso',
      description:
        'Con la clave de operador: registra que el dinero fue devuelto (la consignación o la devolución hecha por el panel de la pasarela). La solicitud queda reembolsada y el tomador recibe un correo. 404 si la tarea no existe; 409 si ya estaba resuelta.',
      security: [{ operatorKey: [] }],
      params: TaskParams,
      body: ResolveTaskBody,
      response: {
        200: OperatorTask,
        401: ErrorResponse,
        404: ErrorResponse,
        409: ErrorResponse,
        ...commonErrorResponses,
      },
    },
    handler: async (request) => {
      const resolution = request.body.resolucion.trim().replace(/\s+/g, ' ');
      if (resolution.length < 3) throw badRequest([{ campo: 'resolucion', mensaje: resolutionMessage }]);
      const resolved = await app.refunds.resolveTask(request.params.idTarea, resolution);
      if (resolved === 'not-found') throw new HttpError(404, taskNotFoundMessage);
      if (resolved === 'resolved-before') throw new HttpError(409, taskResolvedBeforeMessage);
      return toTask(resolved);
    },
  });
};

export default tasksRoutes;
