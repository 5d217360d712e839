import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { PaymentMethod } from '../../domain/payment-messages.js';
import { HttpError, badRequest } from '../../lib/http-error.js';
import { writeAudit } from '../../repositories/operator-audit.js';
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
import { actorOf, anyRole, operatorGuard } from './acceso.js';

export const taskNotFoundMessage = 'No encontramos esa tarea.';
export const taskResolvedBeforeMessage = 'Esa tarea ya estaba resuelta.';
export const resolutionMessage =
  'Escribe qué se hizo (de 3 a 500 caracteres): el número de la consignación, por ejemplo.';

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
      metodo: payment.method as PaymentMethod,
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

const tasksRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Every role: the holder's contact data is what it takes to make the refund.
  const guard = operatorGuard(app, { roles: anyRole });

  app.get('/tareas', {
    onRequest: guard,
    schema: {
      operationId: 'listarTareas',
      tags: ['operador'],
      summary: 'Tareas de los operadores',
      description:
        'Con la sesión de un operador (cualquier rol): los reembolsos que debe hacer una persona (pagos PSE, o tarjetas que la pasarela no anuló), con el valor, el pago y los datos de contacto del tomador; las abiertas primero, de la más antigua a la más reciente. 401 sin sesión de operador o con una vencida; 403 con la clave de máquina; limitada por dirección (429).',
      security: [{ operatorSession: [] }],
      querystring: TaskQuery,
      response: { 200: TaskList, 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 429: ErrorResponse },
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
        'Con la sesión de un operador (cualquier rol): registra que el dinero fue devuelto (la consignación o la devolución hecha por el panel de la pasarela). La solicitud queda reembolsada y el tomador recibe un correo. Queda en la auditoría, con quién lo hizo y la resolución. 404 si la tarea no existe; 409 si ya estaba resuelta.',
      security: [{ operatorSession: [] }],
      params: TaskParams,
      body: ResolveTaskBody,
      response: {
        200: OperatorTask,
        401: ErrorResponse,
        403: ErrorResponse,
        404: ErrorResponse,
        409: ErrorResponse,
        ...commonErrorResponses,
      },
    },
    handler: async (request) => {
      const resolution = request.body.resolucion.trim().replace(/\s+/g, ' ');
      if (resolution.length < 3) throw badRequest([{ campo: 'resolucion', mensaje: resolutionMessage }]);
      const actor = actorOf(request);
      const resolved = await app.refunds.resolveTask(request.params.idTarea, resolution, (tx, record) =>
        writeAudit(tx, actor, {
          action: 'reembolso.marcado',
          target: record.refund.id,
          reason: resolution,
          before: { estado: 'en-gestion', idTarea: request.params.idTarea },
          after: { estado: record.refund.status, idTarea: request.params.idTarea },
        }),
      );
      if (resolved === 'not-found') throw new HttpError(404, taskNotFoundMessage);
      if (resolved === 'resolved-before') throw new HttpError(409, taskResolvedBeforeMessage);
      return toTask(resolved);
    },
  });
};

export default tasksRoutes;
