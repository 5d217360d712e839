// The back office's queues (issue 44, point 5) as the operators' API answers them under /operador/api/v1.
import { callWithSession } from '../../lib/operator-api';

export interface RefundTask {
  idTarea: string;
  motivo: string;
  creadaEn: string;
  resueltaEn: string | null;
  resolucion: string | null;
  reembolso: {
    idReembolso: string;
    estado: string;
    valor: number;
    metodo: 'TARJETA' | 'PSE';
    codigoBancoPse: string | null;
    referenciaPago: string;
    idTransaccion: string | null;
  };
  solicitud: { idSolicitudSoat: string; estado: string; placa: string };
  tomador: {
    tipoDocumento: string;
    numeroDocumento: string;
    nombres: string;
    apellidos: string;
    correoElectronico: string;
    celular: string | null;
  };
}

export interface RuntReport {
  idReporte: string;
  estado: string;
  numeroPoliza: string;
  placa: string;
  intentos: number;
  ultimoError: string | null;
  creadoEn: string;
}

export interface RejectedInvoice {
  idDocumento: string;
  tipo: 'factura' | 'nota-credito';
  numero: string | null;
  numeroPoliza: string;
  intentos: number;
  erroresDian: string[];
  ultimoError: string | null;
  creadoEn: string;
}

export interface FailedEmail {
  idCorreo: string;
  tipo: string;
  destinatario: string | null;
  intentos: number;
  ultimoError: string | null;
  creadoEn: string;
  abandonadoEn: string;
}

export interface StalePayment {
  idPago: string;
  referenciaPago: string;
  metodo: 'TARJETA' | 'PSE';
  valor: number;
  estadoPasarela: string | null;
  placa: string;
  creadoEn: string;
}

/** A queue as a page lists it: its items, oldest first, and how many it holds. */
export interface Queue<T> {
  items: T[];
  total: number;
}

export const fetchRefundTasks = async (): Promise<Queue<RefundTask>> => {
  const { tareas } = await callWithSession<{ tareas: RefundTask[] }>('GET', 'tareas');
  return { items: tareas, total: tareas.length };
};

/** Marks a refund task done: the request becomes «reembolsada» and the holder gets the email. */
export const markRefunded = (taskId: string, resolution: string) =>
  callWithSession<RefundTask>('POST', `tareas/${encodeURIComponent(taskId)}/resolver`, { resolucion: resolution });

export const fetchFailedRuntReports = async (): Promise<Queue<RuntReport>> => {
  const { reportes } = await callWithSession<{ reportes: RuntReport[] }>('GET', 'reportes-runt');
  return { items: reportes, total: reportes.length };
};

export const retryRuntReport = (reportId: string) =>
  callWithSession<{ reintentados: number }>('POST', 'reportes-runt/reintentar', { idReporte: reportId });

export const fetchRejectedInvoices = async (): Promise<Queue<RejectedInvoice>> => {
  const { documentos } = await callWithSession<{ documentos: RejectedInvoice[] }>('GET', 'facturas');
  return { items: documentos, total: documentos.length };
};

export const resendInvoice = (documentId: string) =>
  callWithSession<{ reenviado: boolean }>('POST', `facturas/${encodeURIComponent(documentId)}/reenviar`);

export const fetchFailedEmails = async (): Promise<Queue<FailedEmail>> => {
  const { correos, total } = await callWithSession<{ correos: FailedEmail[]; total: number }>(
    'GET',
    'correos-fallidos',
  );
  return { items: correos, total };
};

export const fetchStalePayments = async (): Promise<Queue<StalePayment>> => {
  const { pagos, total } = await callWithSession<{ pagos: StalePayment[]; total: number }>('GET', 'pagos-pendientes');
  return { items: pagos, total };
};
