// The API as a page loader reaches it on the server (PageLoaderContext of @soat/shared/page-server):
// server to server, with a time limit, answering a status and a JSON body and never throwing for a 4xx.
import type { PageLoaderAnswer, PageLoaderContext } from '@soat/shared/page-server';

/** A GET's last answer with an ETag, sent again for a 304 (`revalidated`). */
type Remembered = Map<string, { etag: string; body: unknown }>;

/**
 * `apiUrl`: the API's base URL as this server reaches it; `timeoutMs`: a request that takes longer fails;
 * `revalidated`: when given, a GET asks again with the ETag of its last answer and takes a 304 as that answer.
 */
export function loaderApi({
  apiUrl,
  fetch,
  timeoutMs,
  revalidated,
}: {
  apiUrl: string;
  fetch: typeof globalThis.fetch;
  timeoutMs: number;
  revalidated?: Remembered;
}): Pick<PageLoaderContext, 'get' | 'post'> {
  async function ask(apiPath: string, body?: unknown): Promise<PageLoaderAnswer> {
    const known = body === undefined ? revalidated?.get(apiPath) : undefined;
    const response = await fetch(new URL(apiPath.replace(/^\//, ''), apiUrl), {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(known ? { 'if-none-match': known.etag } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (response.status === 304 && known) return { status: 200, body: known.body };
    if (!response.headers.get('content-type')?.includes('json')) {
      await response.body?.cancel();
      return { status: response.status, body: null };
    }
    const answer = { status: response.status, body: await response.json() };
    const etag = response.headers.get('etag');
    if (revalidated && body === undefined && response.ok && etag) revalidated.set(apiPath, { etag, body: answer.body });
    return answer;
  }
  return { get: (apiPath) => ask(apiPath), post: (apiPath, body) => ask(apiPath, body ?? null) };
}
