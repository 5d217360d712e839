import type { TFunction } from 'i18next';
import { OperatorApiError } from './operator-api';

/**
 * What the page says when a call is refused: the API's own Spanish message when it sent one (a wrong
 * password, a wrong code), the lock-out with its wait, or the page's words for an unreachable service.
 */
export function errorMessage(t: TFunction, error: unknown): string {
  if (!(error instanceof OperatorApiError)) return t('errors.generic');
  if (error.status === 429) {
    return error.retryAfterSeconds
      ? t('errors.lockedOut', { minutes: Math.max(1, Math.ceil(error.retryAfterSeconds / 60)) })
      : t('errors.lockedOutNoTime');
  }
  if (error.message) return error.message;
  return error.status === 0 ? t('errors.unavailable') : t('errors.generic');
}
