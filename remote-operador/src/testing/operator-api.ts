// The operators' API as the tests answer it: the typed handlers of the shared test API (`api` of
// @soat/shared/testing, read from the generated contract), so a mock that no longer matches the API's
// paths, bodies or answers fails the type check.
import { createToken } from '@soat/shared/testing';
import type { Operator } from '../lib/operator-api';
import { OPERATOR_TOKEN_KEY } from '../lib/operator-session';

/** The operators' routes the back office calls, as the contract names them. */
export const SESSION = '/operador/api/v1/sesion';
export const SECOND_FACTOR = '/operador/api/v1/sesion/segundo-factor';
export const QUEUE_SUMMARY = '/operador/api/v1/resumen';

export const ANA: Operator = {
  id: '6f1c2b9e-4d3a-4e8b-9a51-2c7d0e8f1a34',
  nombre: 'Ana Gómez',
  correoElectronico: 'ana@operacion.co',
  rol: 'supervisor',
};

/** A signed-in operator in this tab: a valid token under the operator's key; returns the token. */
export function signInOperator(): string {
  const token = createToken();
  sessionStorage.setItem(OPERATOR_TOKEN_KEY, token);
  return token;
}
