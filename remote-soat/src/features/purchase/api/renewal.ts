import { apiUrl, http, type ApiResponse } from '@soat/shared/http';
import { RENEWALS } from '../renewal-page-data';

/** What a renewal reminder's link prefills: the plate, the vehicle, the holder and the new policy's first day. */
export type Renewal = ApiResponse<typeof RENEWALS, 'post'>;

export function getRenewal(token: string): Promise<Renewal> {
  return http().post(apiUrl(RENEWALS), { json: { token } }).json<Renewal>();
}
