import { apiUrl, http, type ApiResponse } from '@soat/shared/http';

const MY_POLICIES = '/soat/api/v1/mis-polizas';

export type MyPolicies = ApiResponse<typeof MY_POLICIES, 'get'>;
export type MyPolicy = MyPolicies['polizas'][number];
export type MyPurchaseRequest = MyPolicies['solicitudes'][number];

/** What the signed-in customer bought with this account (the HTTP client adds the session's token). */
export async function fetchMyPolicies(): Promise<MyPolicies> {
  return http().get(apiUrl(MY_POLICIES)).json<MyPolicies>();
}
