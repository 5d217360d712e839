import { useCallback } from 'react';
import { useTranslation } from '@soat/shared/i18n';
import { errorMessage } from '../lib/error-message';
import { OPERATOR_NAMESPACE } from '../lib/namespace';
import { OperatorApiError } from '../lib/operator-api';
import { useSessionEnded } from './use-session-ended';

/**
 * What a page does when a call is refused: a 401 ends the session (back to the sign-in, null: nothing to
 * say), anything else is the message to show, in Spanish.
 */
export function useRefusal() {
  const { t } = useTranslation(OPERATOR_NAMESPACE);
  const sessionEnded = useSessionEnded();
  return useCallback(
    (error: unknown): string | null => {
      if (error instanceof OperatorApiError && error.status === 401) {
        sessionEnded();
        return null;
      }
      return errorMessage(t, error);
    },
    [sessionEnded, t],
  );
}
