import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { tokenAudience, tokenIssuer } from '../../lib/signed-tokens.js';

/**
 * HS256 is pinned for signing and verifying: a token whose header names another
 * algorithm (none, HS512, RS256…) is rejected instead of being trusted.
 */
async function jwtPlugin(app: FastifyInstance) {
  await app.register(fastifyJwt, {
    secret: app.config.jwtSecret,
    sign: { algorithm: 'HS256' },
    verify: {
      algorithms: ['HS256'],
      allowedAud: tokenAudience,
      allowedIss: tokenIssuer,
      // allowedIss/allowedAud only check the claims a token has: without these it may omit them
      requiredClaims: ['iss', 'aud', 'sub', 'iat', 'exp'],
    },
  });
}

export default fp(jwtPlugin, { name: 'jwt' });
