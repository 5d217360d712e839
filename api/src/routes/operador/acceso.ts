import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bearerToken } from '../../lib/bearer-token.js';
import { HttpError } from '../../lib/http-error.js';
import { routeRateLimit } from '../../lib/route-rate-limit.js';
import { operatorRoles, type Operator, type OperatorRole } from '../../db/schema.js';
import type { OperatorActor } from '../../repositories/operator-audit.js';

// Who may call each operator route (ADR 044): an operator session with a role, or, for the retries alone,
// the automation's machine key (X-Api-Key, OPERATOR_API_KEY), which never sees personal data nor manages
// operators.

export const noOperatorSessionMessage = 'Inicia sesión como operador para continuar (tu sesión pudo vencer).';
export const roleRefusedMessage = 'Tu rol de operador no permite esta acción.';
export const machineKeyRefusedMessage =
  'La clave de máquina solo puede reintentar reportes al RUNT y facturas: lo demás exige la sesión de un operador.';
export const badMachineKeyMessage = 'La clave de máquina (cabecera X-Api-Key) no es válida.';

/** Who is calling an operator route: an operator, or the machine key. */
export type OperatorCaller = { kind: 'operator'; operator: Operator } | { kind: 'machine' };

declare module 'fastify' {
  interface FastifyRequest {
    operatorCaller?: OperatorCaller;
  }
}

/** The machine key in the audit trail: no operator, this name. */
export const machineActor: OperatorActor = { operatorId: null, email: 'clave-de-maquina' };

/** Every role, for the routes any operator may call. */
export const anyRole = operatorRoles;

export interface OperatorAccess {
  roles: readonly OperatorRole[];
  /** Whether the machine key may call it too (the retries only). */
  machineKey?: boolean;
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/** Whether the request carries the machine key: its SHA-256 compared in constant time with the configured one. */
export function hasOperatorKey(request: FastifyRequest, keySha256: string): boolean {
  const key = request.headers['x-api-key'];
  return typeof key === 'string' && key !== '' && timingSafeEqual(sha256(key), Buffer.from(keySha256, 'hex'));
}

/** The operator of a request's session (checked by operatorGuard). */
export function callerOf(request: FastifyRequest): OperatorCaller {
  return request.operatorCaller!;
}

/** Who to write in the audit trail for a request. */
export function actorOf(request: FastifyRequest): OperatorActor {
  const caller = callerOf(request);
  return caller.kind === 'machine' ? machineActor : { operatorId: caller.operator.id, email: caller.operator.email };
}

/**
 * The hooks of an operator route: the limit per address first (refused credentials count too), then the
 * caller: a Bearer operator session whose operator is still active and has one of `roles` (the role is read
 * from the database, so a change or a disabling takes effect at once), or the machine key where allowed.
 */
export function operatorGuard(app: FastifyInstance, access: OperatorAccess) {
  const limit = routeRateLimit(app, 'operator', app.config.rateLimits.operator);
  const requireCaller = async (request: FastifyRequest) => {
    if (request.headers.authorization === undefined && request.headers['x-api-key'] !== undefined) {
      if (!hasOperatorKey(request, app.config.operatorKeySha256)) {
        request.log.warn({ event: 'operator-key-refused' }, 'operator endpoint refused: no valid key');
        throw new HttpError(401, badMachineKeyMessage);
      }
      if (!access.machineKey) throw new HttpError(403, machineKeyRefusedMessage);
      request.operatorCaller = { kind: 'machine' };
      return;
    }
    const token = bearerToken(request);
    const claims = token ? app.operatorSessions.verifySession(token) : undefined;
    const operator = claims ? await app.operatorsRepository.findById(claims.sub) : undefined;
    if (!operator || !operator.active || !operator.totpConfirmed) {
      throw new HttpError(401, noOperatorSessionMessage);
    }
    if (!access.roles.includes(operator.role)) throw new HttpError(403, roleRefusedMessage);
    request.operatorCaller = { kind: 'operator', operator };
  };
  return [limit, requireCaller];
}
