import { useCallback, useEffect, useState } from 'react';
import { fetchMyPolicies, type MyPolicies } from './api/my-policies';

export type MyPoliciesState = { status: 'loading' } | { status: 'loaded'; data: MyPolicies } | { status: 'failed' };

/**
 * The signed-in customer's policies and requests, asked for once the page is on
 * screen (never while rendering, so nothing is fetched for a prerender); `reload`
 * asks again after a failure. The HTTP client shows the failure's message.
 */
export function useMyPolicies(): { state: MyPoliciesState; reload: () => void } {
  const [state, setState] = useState<MyPoliciesState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    fetchMyPolicies().then(
      (data) => current && setState({ status: 'loaded', data }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [attempt]);
  const reload = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((previous) => previous + 1);
  }, []);
  return { state, reload };
}
