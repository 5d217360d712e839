// Renders a page of this remote as the host would (`renderPage` of @soat/shared/testing), with
// this remote's Spanish texts; each test says what the test API answers (`testApi.use(api.…)`).
import { setUpRemotePage, type SentRequest } from '@soat/shared/testing';
import es from '../../public/assets/i18n/es.json';
import { SOAT_NAMESPACE } from '../lib/namespace';

export { renderPage, TEST_API } from '@soat/shared/testing';

/** Spanish texts and the test API; call it in `beforeAll`. */
export function setUpPage(): Promise<void> {
  return setUpRemotePage(SOAT_NAMESPACE, es);
}

/** What `recordRequests()` saw, without the headers (method, path and body), to compare whole with `toEqual`. */
export function withoutHeaders(sent: SentRequest[]): Omit<SentRequest, 'headers'>[] {
  return sent.map(({ method, path, body }) => ({ method, path, body }));
}
