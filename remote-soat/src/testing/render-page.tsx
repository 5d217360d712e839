// Renders a page of this remote as the host would (`renderPage` of @soat/shared/testing), with
// this remote's Spanish texts, and a test API answering as each test says.
import { setUpRemotePage } from '@soat/shared/testing';
import es from '../../public/assets/i18n/es.json';
import { SOAT_NAMESPACE } from '../lib/namespace';

export { renderPage, TEST_API } from '@soat/shared/testing';

/** Spanish texts and the test API; call it in `beforeAll`. */
export function setUpPage(): Promise<void> {
  return setUpRemotePage(SOAT_NAMESPACE, es);
}

export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
}

/**
 * Answers every request to the test API with `answer` (a fresh Response each
 * time; it may look at what was sent, and at the request itself for its
 * headers) and records what was sent: method, path and JSON body.
 */
export function mockApi(answer: (sent: SentRequest, request: Request) => Response): SentRequest[] {
  const sent: SentRequest[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    const text = await request.clone().text();
    const entry = {
      method: request.method,
      path: new URL(request.url).pathname,
      body: text ? JSON.parse(text) : undefined,
    };
    sent.push(entry);
    return answer(entry, request);
  });
  return sent;
}
