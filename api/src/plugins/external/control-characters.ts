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

function hasControlCharacter(value: unknown, pattern: RegExp): boolean {
  if (typeof value === 'string') return pattern.test(value);
  if (Array.isArray(value)) return value.some((item) => hasControlCharacter(item, pattern));
  if (value !== null && typeof value === 'object') {
    return Object.values(value).some((item) => hasControlCharacter(item, pattern));
  }
  return false;
}

/** The top-level fields of a body, query or path whose text holds a control character. */
function offendingFields(input: unknown, multiline: ReadonlySet<string>): FieldError[] {
  if (input === null || typeof input !== 'object') return [];
  return Object.entries(input)
    .filter(([field, value]) => hasControlCharacter(value, multiline.has(field) ? multiLine : singleLine))
    .map(([campo]) => ({ campo, mensaje: controlCharacterMessage }));
}

/**
 * Every text input of every route (body, query string and path) refuses control characters
 * with a 400 and a message on the field, before any schema or handler sees it.
 */
async function controlCharactersPlugin(app: FastifyInstance) {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    const multiline = new Set(request.routeOptions.config.multilineFields ?? []);
    const errores = [
      ...offendingFields(request.body, multiline),
      ...offendingFields(request.query, new Set()),
      ...offendingFields(request.params, new Set()),
    ];
    if (errores.length > 0) throw badRequest(errores);
  });
}

export default fp(controlCharactersPlugin, { name: 'control-characters' });
