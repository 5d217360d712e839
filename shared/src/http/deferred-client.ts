import type { Input, KyInstance, Options, ResponsePromise } from 'ky';

/** The request methods of ky's instance that the portal uses. */
export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete' | 'head';

/** The HTTP client: ky's request methods, each answering ky's promise of the response with its body methods. */
export type HttpClient = Pick<KyInstance, HttpMethod>;

const BODY_METHODS = ['json', 'text', 'formData', 'arrayBuffer', 'blob', 'bytes'] as const;
type BodyMethod = (typeof BODY_METHODS)[number];
type Read = (...args: unknown[]) => Promise<unknown>;

/**
 * A request made once `instance` resolves, shaped as ky's: a promise of the
 * response with body methods. A body method called before then is passed on in
 * the same tick the request is made: ky waits one tick before it sends, so it
 * still sets the matching Accept header.
 */
function deferredRequest(
  instance: Promise<KyInstance>,
  method: HttpMethod,
  input: Input,
  options?: Options,
): ResponsePromise {
  let request: ResponsePromise | undefined;
  const waiting: ((made: ResponsePromise) => void)[] = [];
  const response = instance.then((ky) => {
    request = ky[method](input, options);
    for (const read of waiting.splice(0)) read(request);
    return request;
  });
  // Who reads the body never awaits the response itself, as with ky (whose body
  // methods await it): that leaves no unhandled rejection behind.
  response.catch(() => {});
  const bodyMethod =
    (type: BodyMethod): Read =>
    (...args) => {
      const read = (made: ResponsePromise) => new Promise((resolve) => resolve((made[type] as Read)(...args)));
      if (request) return read(request);
      return new Promise((resolve, reject) => {
        waiting.push((made) => read(made).then(resolve, reject));
        instance.catch(reject);
      });
    };
  return Object.assign(
    response,
    Object.fromEntries(BODY_METHODS.map((type) => [type, bodyMethod(type)])),
  ) as unknown as ResponsePromise;
}

/**
 * A client that answers at once and sends each request through the ky instance
 * `instance()` resolves to, so that ky itself can load with the first request.
 */
export function deferredClient(instance: () => Promise<KyInstance>): HttpClient {
  const method =
    (name: HttpMethod) =>
    (input: Input, options?: Options): ResponsePromise =>
      deferredRequest(instance(), name, input, options);
  return {
    get: method('get'),
    post: method('post'),
    put: method('put'),
    patch: method('patch'),
    delete: method('delete'),
    head: method('head'),
  } as HttpClient;
}
