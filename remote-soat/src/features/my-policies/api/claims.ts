import { apiUrl, http, type ApiRequest, type ApiResponse, type HttpContext } from '@soat/shared/http';

const CLAIMS = '/soat/api/v1/mis-polizas/reclamos';
const CONFIRM = '/soat/api/v1/mis-polizas/reclamos/confirmar';

export type ClaimRequest = ApiRequest<typeof CLAIMS, 'post'>;
type ClaimRequested = ApiResponse<typeof CLAIMS, 'post', 202>;
export type ClaimConfirmed = ApiResponse<typeof CONFIRM, 'post'>;

/** Asks for the link that adds purchases made without an account (it goes to the holder's email). */
export async function requestClaim(request: ClaimRequest): Promise<string> {
  return (await http().post(apiUrl(CLAIMS), { json: request }).json<ClaimRequested>()).message;
}

// A link no longer good is an answer the page gives itself: no error notification beside it.
const context: HttpContext = { handledStatuses: [404] };
// Sent before the session check has answered, a refusal of the session is the check's to tell, quietly
// (no reload, no alert): this request only learns it first.
const beforeSessionCheck: HttpContext = { handledStatuses: [404], sessionCheck: true };

/**
 * Uses the emailed link: the purchases it names join this account. `early`: sent as the page's code
 * arrives, before the session check has confirmed the stored session.
 */
export function confirmClaim(token: string, { early = false } = {}): Promise<ClaimConfirmed> {
  return http()
    .post(apiUrl(CONFIRM), { json: { token }, context: early ? beforeSessionCheck : context })
    .json<ClaimConfirmed>();
}
