import { apiUrl, http, isHTTPError, type ApiRequest, type ApiResponse, type HttpContext } from '@soat/shared/http';

const CONSULTS = '/soat/api/v1/consultas';

export type ConsultRequest = ApiRequest<typeof CONSULTS, 'post'>;
export type ConsultAnswer = ApiResponse<typeof CONSULTS, 'post'>;

// "No policies" is an answer the page gives itself, not a failure: no error notification.
const context: HttpContext = { handledStatuses: [404] };

/**
 * The policies of a plate held by that document; null when there are none (the
 * API's 404, the same whether or not the plate has other policies). Other
 * refusals are thrown: their field errors belong on the form.
 */
export async function consultPolicies(request: ConsultRequest): Promise<ConsultAnswer | null> {
  try {
    return await http().post(apiUrl(CONSULTS), { json: request, context }).json<ConsultAnswer>();
  } catch (error) {
    if (isHTTPError(error) && error.response.status === 404) return null;
    throw error;
  }
}
