import type { ReactNode } from 'react';
import { Navigate, PATHS } from '@soat/shared/router';
import { operatorToken } from '../lib/operator-session';

/**
 * The back office's pages need an operator session: without a valid token the page goes to the sign-in.
 * Only a convenience (the API refuses every operator route without one).
 */
export function RequireOperator({ children }: { children: ReactNode }) {
  if (!operatorToken.read()) return <Navigate to={PATHS.operadorIngresar} replace />;
  return children;
}
