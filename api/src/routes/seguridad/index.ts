import type { FastifyInstance } from 'fastify';
import signInRoute from './auth/inicio-sesion.js';
import tokenSignInRoute from './auth/inicio-sesion-con-token.js';
import resetConfirmRoute from './usuarios/confirmar-restablecimiento-clave.js';
import signUpRoute from './usuarios/crear-usuario.js';
import resetRequestRoute from './usuarios/restablecer-clave.js';

/** The security service; paths fixed by the portal spec under /seguridad/api/v1. */
export default async function securityRoutes(app: FastifyInstance) {
  await app.register(signInRoute);
  await app.register(tokenSignInRoute);
  await app.register(signUpRoute);
  await app.register(resetRequestRoute);
  await app.register(resetConfirmRoute);
}
