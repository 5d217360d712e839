import type { paths } from './api-contract';

/** Every path the API serves, as its OpenAPI document names them. */
export type ApiPath = keyof paths;
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type Operation<P extends ApiPath, M extends Method> = NonNullable<paths[P][M & keyof paths[P]]>;

/** The JSON body an operation takes: `ApiRequest<'/seguridad/api/v1/usuarios', 'post'>`. */
export type ApiRequest<P extends ApiPath, M extends Method> =
  Operation<P, M> extends { requestBody?: { content: { 'application/json': infer Body } } } ? Body : never;

/** The JSON an operation answers with a status (200 unless said). */
export type ApiResponse<P extends ApiPath, M extends Method, Status extends number = 200> =
  Operation<P, M> extends { responses: infer Responses }
    ? Status extends keyof Responses
      ? Responses[Status] extends { content: { 'application/json': infer Body } }
        ? Body
        : never
      : never
    : never;
