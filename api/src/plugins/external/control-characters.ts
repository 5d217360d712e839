import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest, type FieldError } from '../../lib/http-error.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Body fields that may hold several lines (a comment, say): tabs and line breaks are allowed there. */
    multilineFields?: readonly string[];
  }
}

// C0 and C1 control characters and the Unicode line separators. NUL in particular: PostgreSQL
// refuses it in text, which turned a typo into a 500 with a stack trace.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const singleLine = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
// the same, less tab, line feed and carriage return
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const multiLine = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029]/;

export const controlCharacterMessage =
  'No puede contener caracteres de control, como el carácter nulo o saltos de línea.';

/** Whether any text in `value`, at any depth, matches: walked with a stack of its own, never recursion. */
function hasControlCharacter(value: unknown, pattern: RegExp): boolean {
  if (typeof value === 'string') return pattern.test(value);
  if (value === null || typeof value !== 'object') return false;
  const pending: object[] = [value];
  while (pending.length > 0) {
    const item = pending.pop() as Record<string, unknown>;
    // for…in, not Object.values: no array per object on every request's body
    for (const key in item) {
      const child = item[key];
      if (typeof child === 'string') {
        if (pattern.test(child)) return true;
      } else if (child !== null && typeof child === 'object') {
        pending.push(child);
      }
    }
  }
  return false;
}

/**
 * Adds the top-level fields of a body, query or path whose text holds a control character. The
 * route's multi-line fields are looked up only for a field that has one (`routeOptions` is built
 * anew on each access): what passes the single-line check passes the multi-line one too.
 */
function addOffendingFields(errors: FieldError[], input: unknown, multiline?: () => readonly string[] | undefined) {
  if (input === null || typeof input !== 'object') return;
  for (const [field, value] of Object.entries(input)) {
    if (!hasControlCharacter(value, singleLine)) continue;
    if (multiline?.()?.includes(field) && !hasControlCharacter(value, multiLine)) continue;
    errors.push({ campo: field, mensaje: controlCharacterMessage });
  }
}

/**
 * Every text input of every route (body, query string and path) refuses control characters
 * with a 400 and a message on the field, before any schema or handler sees it.
 * A callback hook: it runs on every request, and an async hook costs a promise each.
 */
async function controlCharactersPlugin(app: FastifyInstance) {
  app.addHook('preValidation', (request: FastifyRequest, _reply, done) => {
    // the common case, every input clean, in one walk; the fields are named only when one is not
    if (
      !hasControlCharacter(request.body, singleLine) &&
      !hasControlCharacter(request.query, singleLine) &&
      !hasControlCharacter(request.params, singleLine)
    ) {
      done();
      return;
    }
    const errors: FieldError[] = [];
    addOffendingFields(errors, request.body, () => request.routeOptions.config.multilineFields);
    addOffendingFields(errors, request.query);
    addOffendingFields(errors, request.params);
    done(errors.length > 0 ? badRequest(errors) : undefined);
  });
}

export default fp(controlCharactersPlugin, { name: 'control-characters' });
