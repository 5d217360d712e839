import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../../lib/http-error.js';

export const unsupportedCharsetMessage =
  'El cuerpo de la solicitud debe estar en UTF-8. Envíalo como application/json; charset=utf-8.';

const declaredCharset = (contentType: string | undefined) =>
  /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(contentType ?? '')?.[1];

/**
 * Bodies are JSON in UTF-8 (RFC 8259) and are read as such: a body declared in another charset
 * (utf-16, latin1…) would be misread, so it is refused with a 415 before parsing.
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
}

export default fp(utf8JsonPlugin, { name: 'utf8-json' });
