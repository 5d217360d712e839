// Renders a page of this remote as the host would (`renderPage` of @soat/shared/testing), with
// this remote's Spanish texts, and a test API answering as each test says.
import { setUpRemotePage } from '@soat/shared/testing';
import es from '../../public/assets/i18n/es.json';
import { OPERATOR_NAMESPACE } from '../lib/namespace';

export { renderPage, TEST_API } from '@soat/shared/testing';

/** Spanish texts and the test API; call it in `beforeAll`. */
export function setUpPage(): Promise<void> {
  return setUpRemotePage(OPERATOR_NAMESPACE, es);
}
