import { apiUrl, http, type ApiRequest, type ApiResponse, type HttpContext } from '@soat/shared/http';
import { RENEWALS } from '../renewal-page-data';

/**
 * What a renewal reminder's link prefills: the plate, the vehicle, the new policy's first day and the
 * holder, masked (their name, the rest enough to recognise and no more: the link may reach other hands).
 */
export type Renewal = ApiResponse<typeof RENEWALS, 'post'>;

/** The whole holder of the renewed policy, answered to whoever types their document (issue 41). */
const RENEWAL_HOLDER = '/soat/api/v1/renovaciones/tomador';
export type RenewalHolderRequest = ApiRequest<typeof RENEWAL_HOLDER, 'post'>;
export type RenewalHolder = ApiResponse<typeof RENEWAL_HOLDER, 'post'>['tomador'];

// another document, a link no longer good or too many tries: said on the document's field, no notification beside it
const holderContext: HttpContext = { handledStatuses: [400, 404, 429] };

export function getRenewal(token: string): Promise<Renewal> {
  return http().post(apiUrl(RENEWALS), { json: { token } }).json<Renewal>();
}

export async function getRenewalHolder(request: RenewalHolderRequest): Promise<RenewalHolder> {
  const { tomador } = await http()
    .post(apiUrl(RENEWAL_HOLDER), { json: request, context: holderContext })
    .json<{ tomador: RenewalHolder }>();
  return tomador;
}
