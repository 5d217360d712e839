import { apiUrl, http, type ApiResponse, type HttpContext } from '@soat/shared/http';

const UNSUBSCRIBE = '/soat/api/v1/recordatorios/bajas';

export type Unsubscribed = ApiResponse<typeof UNSUBSCRIBE, 'post'>;

// A link that is no longer good is an answer the page gives itself: no error notification beside it.
const context: HttpContext = { handledStatuses: [400] };

/** Stops the renewal reminders of the address the link names (no session: the link is the proof). */
export function unsubscribe(token: string): Promise<Unsubscribed> {
  return http().post(apiUrl(UNSUBSCRIBE), { json: { token }, context }).json<Unsubscribed>();
}
