// The operations panels (issue 46, point 2) as the operators' API answers them, typed from the generated contract.
import type { ApiResponse } from '@soat/shared/http';
import { callWithSession } from '../../lib/operator-api';

export type OperationsAnswer = ApiResponse<'/operador/api/v1/operaciones', 'get'>;
export type OperationsPanel = OperationsAnswer['paneles'][number];
export type PanelSeries = OperationsPanel['series'][number];
export type PanelUnit = OperationsPanel['unidad'];

/** The ranges the page offers, in hours (the API takes these and no other). */
export const RANGES = ['1', '6', '24', '168'] as const;
export type Range = (typeof RANGES)[number];

export const fetchOperations = (hours: Range) => callWithSession<OperationsAnswer>('GET', `operaciones?horas=${hours}`);
