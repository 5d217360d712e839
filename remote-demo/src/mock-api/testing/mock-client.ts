// A tiny client for the mock API's tests: each call builds a Request and reads the reply.
import { createMockApi, type MockApiOptions } from '../create-mock-api';

export const BASE_URL = 'http://localhost:3004/';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read replies of many shapes
export interface Reply<Body = any> {
  status: number;
  body: Body;
}

async function read(response: Response): Promise<Reply> {
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text === '' ? undefined : JSON.parse(text);
  } catch {
    // a plain-text answer such as NOT FOUND
  }
  return { status: response.status, body };
}

export function createTestApi(options: MockApiOptions = { delays: false }) {
  const api = createMockApi(options);
  const send = async (method: string, path: string, body?: unknown): Promise<Reply> => {
    const init: RequestInit = { method };
    if (body instanceof FormData) init.body = body;
    else if (typeof body === 'string') init.body = body;
    else if (body !== undefined) {
      init.body = JSON.stringify(body);
      init.headers = { 'Content-Type': 'application/json' };
    }
    return read(await api.fetch(new Request(new URL(path, BASE_URL), init)));
  };
  return {
    api,
    store: api.store,
    get: (path: string) => send('GET', path),
    post: (path: string, body?: unknown) => send('POST', path, body),
    put: (path: string, body?: unknown) => send('PUT', path, body),
    patch: (path: string, body?: unknown) => send('PATCH', path, body),
    delete: (path: string) => send('DELETE', path),
  };
}
