import { apiUrl, http, type ApiRequest, type ApiResponse } from '@soat/shared/http';

const REQUESTS = '/soat/api/v1/solicitudes';

/** What POST /solicitudes takes; the server prices the vehicle again, so no amount is sent. */
export type NewPurchaseRequest = ApiRequest<typeof REQUESTS, 'post'>;
type CreatedPurchaseRequest = ApiResponse<typeof REQUESTS, 'post', 201>;

/** Creates the purchase request (linked to the account when signed in) and answers its id. */
export async function createPurchaseRequest(request: NewPurchaseRequest): Promise<string> {
  const created = await http().post(apiUrl(REQUESTS), { json: request }).json<CreatedPurchaseRequest>();
  return created.idSolicitudSoat;
}
