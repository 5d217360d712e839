// The back office's queues (issue 44, point 5) as the operators' API answers them under /operador/api/v1,
// typed from the generated contract.
import type { ApiPath, ApiResponse } from '@soat/shared/http';
import { callWithSession } from '../../lib/operator-api';

type QueueAnswer<Path extends ApiPath> = ApiResponse<Path, 'get'>;

export type RefundTask = QueueAnswer<'/operador/api/v1/tareas'>['tareas'][number];
export type RuntReport = QueueAnswer<'/operador/api/v1/reportes-runt'>['reportes'][number];
export type RejectedInvoice = QueueAnswer<'/operador/api/v1/facturas'>['documentos'][number];
export type FailedEmail = QueueAnswer<'/operador/api/v1/correos-fallidos'>['correos'][number];
export type StalePayment = QueueAnswer<'/operador/api/v1/pagos-pendientes'>['pagos'][number];

/** A queue as a page lists it: its items, oldest first, and how many it holds. */
export interface Queue<T> {
  items: T[];
  total: number;
}

export const fetchRefundTasks = async (): Promise<Queue<RefundTask>> => {
  const { tareas } = await callWithSession<QueueAnswer<'/operador/api/v1/tareas'>>('GET', 'tareas');
  return { items: tareas, total: tareas.length };
};

/** Marks a refund task done: the request becomes «reembolsada» and the holder gets the email. */
export const markRefunded = (taskId: string, resolution: string) =>
  callWithSession<ApiResponse<'/operador/api/v1/tareas/{idTarea}/resolver', 'post'>>(
    'POST',
    `tareas/${encodeURIComponent(taskId)}/resolver`,
    { resolucion: resolution },
  );

export const fetchFailedRuntReports = async (): Promise<Queue<RuntReport>> => {
  const { reportes } = await callWithSession<QueueAnswer<'/operador/api/v1/reportes-runt'>>('GET', 'reportes-runt');
  return { items: reportes, total: reportes.length };
};

export const fetchRejectedInvoices = async (): Promise<Queue<RejectedInvoice>> => {
  const { documentos } = await callWithSession<QueueAnswer<'/operador/api/v1/facturas'>>('GET', 'facturas');
  return { items: documentos, total: documentos.length };
};

export const fetchFailedEmails = async (): Promise<Queue<FailedEmail>> => {
  const { correos, total } = await callWithSession<QueueAnswer<'/operador/api/v1/correos-fallidos'>>(
    'GET',
    'correos-fallidos',
  );
  return { items: correos, total };
};

export const fetchStalePayments = async (): Promise<Queue<StalePayment>> => {
  const { pagos, total } = await callWithSession<QueueAnswer<'/operador/api/v1/pagos-pendientes'>>(
    'GET',
    'pagos-pendientes',
  );
  return { items: pagos, total };
};
