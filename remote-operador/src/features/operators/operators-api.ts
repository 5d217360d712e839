// The administrators' management of operators (issue 44, point 1), typed from the generated contract.
import type { ApiRequest, ApiResponse } from '@soat/shared/http';
import { callWithSession } from '../../lib/operator-api';

type LIST = '/operador/api/v1/operadores';
type ONE = '/operador/api/v1/operadores/{id}';

export type OperatorAccount = ApiResponse<LIST, 'get'>['operadores'][number];
export type NewOperator = ApiRequest<LIST, 'post'>;

/** Every operator, with its role, whether it is active and whether its second factor is confirmed. */
export const fetchOperators = async (): Promise<OperatorAccount[]> =>
  (await callWithSession<ApiResponse<LIST, 'get'>>('GET', 'operadores')).operadores;

/** Creates an operator with an initial password; its second factor is enrolled at its first sign-in. */
export const createOperator = async (operator: NewOperator): Promise<OperatorAccount> =>
  (await callWithSession<ApiResponse<LIST, 'post', 201>>('POST', 'operadores', operator)).operador;

/** Disables an operator (its sessions stop at once) or enables it again. */
export const setOperatorActive = async (id: string, activo: boolean): Promise<OperatorAccount> =>
  (await callWithSession<ApiResponse<ONE, 'patch'>>('PATCH', `operadores/${encodeURIComponent(id)}`, { activo }))
    .operador;
