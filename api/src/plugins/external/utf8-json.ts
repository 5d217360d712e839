import type { FastifyBodyParser, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../../lib/http-error.js';
import { jsonNestingDepth } from '../../lib/json-nesting.js';

export const unsupportedCharsetMessage =
  'El cuerpo de la solicitud debe estar en UTF-8. Envíalo como application/json; charset=utf-8.';

/** No body of this API nests deeper than 3 levels; 20 leaves room and stops bodies built to exhaust the stack. */
export const maxJsonDepth = 20;
export const tooDeepMessage = `El cuerpo de la solicitud tiene demasiados niveles anidados (máximo ${maxJsonDepth}).`;

const declaredCharset = (contentType: string | undefined) =>
  /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(contentType ?? '')?.[1];

/**
 * Bodies are JSON in UTF-8 (RFC 8259) and are read as such: a body declared in another charset
 * (utf-16, latin1…) would be misread, so it is refused with a 415 before parsing. A body nested
 * deeper than `maxJsonDepth` is a 400 before it is parsed, so no later check (control characters,
 * schemas, handlers) ever walks thousands of levels: 3,000 nested arrays in 6 KB overflowed the
 * stack of a recursive check and answered 500.
 * A callback hook: it runs on every request, and an async hook costs a promise each.
 */
async function utf8JsonPlugin(app: FastifyInstance) {
  // Only JSON bodies: anything else (text/plain included) is a 415, not a confusing 400.
  app.removeContentTypeParser('text/plain');
  app.addHook('preParsing', (request, _reply, payload, done) => {
    const charset = declaredCharset(request.headers['content-type']);
    if (charset && !/^utf-?8$/i.test(charset)) done(new HttpError(415, unsupportedCharsetMessage));
    else done(null, payload);
  });
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, jsonBodyParser(app));
}

/**
 * Fastify's own JSON parser, behind the depth check; 'error' as serverOptions' onProtoPoisoning and
 * onConstructorPoisoning (app.ts) set for the whole server. A route that takes JSON sent as text/plain
 * (a browser's beacon) parses it with this one too.
 */
export function jsonBodyParser(app: FastifyInstance): FastifyBodyParser<string> {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  return (request, body, done) => {
    if (jsonNestingDepth(body, maxJsonDepth) > maxJsonDepth) done(new HttpError(400, tooDeepMessage), undefined);
    else parseJson(request, body, done);
  };
}

export default fp(utf8JsonPlugin, { name: 'utf8-json' });
