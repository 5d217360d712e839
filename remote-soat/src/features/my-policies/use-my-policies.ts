import { useApiData, type ApiData } from '@soat/shared/http';
import { fetchMyPolicies, type MyPolicies } from './api/my-policies';

export type MyPoliciesState = ApiData<MyPolicies>;

/**
 * The signed-in customer's policies and requests, asked for once the page is on
 * screen (never while rendering, so nothing is fetched for a prerender); `reload`
 * asks again after a failure. The HTTP client shows the failure's message.
 */
export function useMyPolicies(): { state: MyPoliciesState; reload: () => void } {
  const { state, reload } = useApiData('mis-polizas', fetchMyPolicies);
  return { state, reload };
}
