import { useCallback } from 'react';
import { PATHS, useNavigate } from '@soat/shared/router';
import { operatorToken, SESSION_ENDED } from '../lib/operator-session';

/** What a page does when the API refuses the session (401): back to the sign-in, the token forgotten. */
export function useSessionEnded() {
  const navigate = useNavigate();
  return useCallback(() => {
    operatorToken.clear();
    void navigate(PATHS.operadorIngresar, { replace: true, state: SESSION_ENDED });
  }, [navigate]);
}
