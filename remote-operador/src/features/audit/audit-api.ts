// The audit trail (issue 44, point 6) as the operators' API answers it, typed from the generated contract.
import type { ApiResponse } from '@soat/shared/http';
import { setDayRange } from '../../lib/day-range';
import { callWithSession, downloadWithSession } from '../../lib/operator-api';

type AuditAnswer = ApiResponse<'/operador/api/v1/auditoria', 'get'>;
export type AuditEntry = AuditAnswer['entradas'][number];

/** The action families an entry's action starts with (`sesion` finds `sesion.iniciada`). */
export const ACTION_FAMILIES = ['sesion', 'compra', 'reembolso', 'reporte-runt', 'factura', 'operador'] as const;

/** The filters as the form holds them; the dates as a date field gives them (`2026-11-29`, a day in Colombia). */
export interface AuditFilters {
  operador: string;
  accion: string;
  desde: string;
  hasta: string;
}

export const NO_FILTERS: AuditFilters = { operador: '', accion: '', desde: '', hasta: '' };

/** The trail's address under /operador/api/v1 for `filters` (empty ones left out), as JSON or as CSV. */
export function auditPath(filters: AuditFilters, format?: 'csv'): string {
  const query = new URLSearchParams();
  const operator = filters.operador.trim();
  if (operator) query.set('operador', operator);
  if (filters.accion) query.set('accion', filters.accion);
  setDayRange(query, filters);
  if (format) query.set('formato', format);
  const text = query.toString();
  return text ? `auditoria?${text}` : 'auditoria';
}

/** The entries for `filters`, newest first. */
export const fetchAudit = async (filters: AuditFilters): Promise<AuditEntry[]> =>
  (await callWithSession<AuditAnswer>('GET', auditPath(filters))).entradas;

/** The same entries as the API's CSV file. */
export const downloadAuditCsv = (filters: AuditFilters) => downloadWithSession(auditPath(filters, 'csv'), 'text/csv');
