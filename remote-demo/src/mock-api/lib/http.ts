// Small helpers every mock module uses to read a request and answer it.
import { HttpResponse } from 'msw';

/** A body or query the mock cannot use: answered 400 by `route`, never thrown into the page. */
export class BadRequest extends Error {}

/** Wraps a resolver so a malformed request answers 400 with its reason instead of throwing. */
export function route<Args extends { request: Request }>(
  resolver: (args: Args) => Promise<Response> | Response,
): (args: Args) => Promise<Response> {
  return async (args) => {
    try {
      return await resolver(args);
    } catch (error) {
      if (error instanceof BadRequest) return HttpResponse.json({ message: error.message }, { status: 400 });
      throw error;
    }
  };
}

/** Answers 200 with a copy of `value`, so later changes to the store never reach a caller. */
export function ok(value: unknown): Response {
  return HttpResponse.json(value === undefined ? null : structuredClone(value));
}

export function queryParam(request: Request, name: string): string | null {
  return new URL(request.url).searchParams.get(name);
}

/** The request's JSON body as an object, or a BadRequest. */
export async function readBody(request: Request): Promise<Record<string, unknown>> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    throw new BadRequest('The body is not JSON.');
  }
  if (!isRecord(body)) throw new BadRequest('The body must be a JSON object.');
  return body;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `body[name]` as an object, or a BadRequest naming the field. */
export function recordField(body: Record<string, unknown>, name: string): Record<string, unknown> {
  const value = body[name];
  if (!isRecord(value)) throw new BadRequest(`"${name}" must be an object.`);
  return value;
}

/** `body[name]` as a string, or a BadRequest naming the field. */
export function stringField(body: Record<string, unknown>, name: string): string {
  const value = body[name];
  if (typeof value !== 'string') throw new BadRequest(`"${name}" must be a string.`);
  return value;
}

/** `body[name]` as a list of objects, or a BadRequest naming the field. */
export function recordsField(body: Record<string, unknown>, name: string): Record<string, unknown>[] {
  const value = body[name];
  if (!Array.isArray(value) || !value.every(isRecord)) throw new BadRequest(`"${name}" must be a list of objects.`);
  return value;
}

/** A new random id for an item created through the mock API (seeded items have fixed ids). */
export function newId(): string {
  return crypto.randomUUID();
}
