import type { PGlite } from '@electric-sql/pglite';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { AjvCompiler } from '@fastify/ajv-compiler';
import Fastify, {
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyReply,
  type FastifyServerOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import pino from 'pino';
import type { AppConfig } from './config/index.js';
import { systemClock, type Clock } from './lib/clock.js';
import { rawErrorResponse, toErrorResponse } from './lib/error-response.js';
import { logRedaction } from './lib/log-redaction.js';
import { requestIdHeader, requestIdOf } from './lib/request-id.js';
import { RequestLogController } from './lib/request-log.js';
import { securityHeaders } from './lib/security-headers.js';
import backgroundTasks from './plugins/app/jobs/background-tasks.js';
import database from './plugins/app/platform/database.js';
import metrics from './plugins/app/platform/metrics.js';
import emailJobs from './plugins/app/jobs/email-jobs.js';
import mailer from './plugins/app/jobs/mailer.js';
import outboxRepository from './repositories/outbox-repository.js';
import passwordHasher from './plugins/app/security/password-hasher.js';
import passwordResetService from './plugins/app/security/password-reset-service.js';
import passwordResetsRepository from './repositories/password-resets-repository.js';
import dianClient from './plugins/app/invoicing/dian-client.js';
import invoices from './plugins/app/invoicing/invoices.js';
import signingCertificate from './plugins/app/invoicing/signing-certificate.js';
import paymentGateway from './plugins/app/payments/payment-gateway.js';
import runtClient from './plugins/app/runt/runt-client.js';
import runtReports from './plugins/app/runt/runt-reports.js';
import renewalReminders from './plugins/app/soat/renewal-reminders.js';
import paymentService from './plugins/app/payments/payment-service.js';
import policyQueries from './plugins/app/soat/policy-queries.js';
import policyService from './plugins/app/soat/policy-service.js';
import purchaseRepository from './repositories/purchase-repository.js';
import ratingService from './plugins/app/ratings/rating-service.js';
import reconciliation from './plugins/app/payments/reconciliation.js';
import refundService from './plugins/app/payments/refund-service.js';
import signInGuard from './plugins/app/security/sign-in-guard.js';
import tokenService from './plugins/app/security/token-service.js';
import operatorSessions from './plugins/app/security/operator-sessions.js';
import operatorsRepository from './repositories/operators-repository.js';
import usersRepository from './repositories/users-repository.js';
import closing from './plugins/external/closing.js';
import responseSerializer from './plugins/external/response-serializer.js';
import controlCharacters from './plugins/external/control-characters.js';
import cors from './plugins/external/cors.js';
import errorHandler from './plugins/external/error-handler.js';
import helmet from './plugins/external/helmet.js';
import jwt from './plugins/external/jwt.js';
import rateLimit from './plugins/external/rate-limit.js';
import requestId from './plugins/external/request-id.js';
import swagger from './plugins/external/swagger.js';
import utf8Json from './plugins/external/utf8-json.js';
import outboxRoute from './routes/desarrollo/correos.js';
import testAccountsRoute from './routes/desarrollo/usuarios.js';
import reminderPassRoute from './routes/desarrollo/recordatorios.js';
import expireRequestRoute from './routes/desarrollo/solicitudes.js';
import healthRoute from './routes/health.js';
import ratingsRoutes from './routes/calificaciones/index.js';
import openapiRoute from './routes/openapi.js';
import operatorRoutes from './routes/operador/index.js';
import securityRoutes from './routes/seguridad/index.js';
import soatRoutes from './routes/soat/index.js';
import sandboxDian from './sandbox-dian/index.js';
import sandboxGateway from './sandbox-gateway/index.js';
import sandboxRunt from './sandbox-runt/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

/**
 * The protections every request passes through before its route, each a plugin of its own. The
 * benchmark leaves them out one at a time to measure what each costs a request
 * (e2e/bench/quote-servers.ts); the request log is left out with LOG_LEVEL=silent.
 */
export const protections = ['request-id', 'helmet', 'cors', 'rate-limit', 'control-characters', 'utf8-json'] as const;
export type Protection = (typeof protections)[number];

export interface AppDependencies {
  /** An open PGlite to use instead of opening one (tests share one in-memory instance per file). */
  pglite?: PGlite;
  /** The benchmark only, never the server: protections left out, to measure what each costs. */
  leftOut?: readonly Protection[];
  /** The tests only: a clock that stands on another day (lib/clock.ts); the system's otherwise. */
  clock?: Clock;
}

/**
 * The plugin, or an empty one under its name when the benchmark leaves it out (the plugins that
 * declare it a dependency still load). Every protection plugin is named after its protection.
 */
function protection(plugin: FastifyPluginAsync, name: Protection, { leftOut = [] }: AppDependencies) {
  return leftOut.includes(name) ? fp(async () => {}, { name }) : plugin;
}

/**
 * How standard output is written: asynchronously (stdout is synchronous for pipes and files, a blocking
 * write a line otherwise), and in batches: lines wait until 4 KB are waiting (ten request lines or so) or
 * for at most 100 ms, so a loaded instance makes one write of many lines instead of one of every line or
 * two (a write a request was a twentieth of a consult's CPU, ADR 027). pino writes what is left when the
 * process exits.
 */
export const stdoutLogOptions = { dest: 1, sync: false, minLength: 4096, periodicFlush: 100 } as const;

let stdoutLog: pino.DestinationStream | undefined;
/** Standard output (`stdoutLogOptions`): one per process, whatever the apps. */
function stdoutLogDestination(): pino.DestinationStream {
  return (stdoutLog ??= pino.destination({ ...stdoutLogOptions }));
}

/** A hop count means "trust the last N proxies", which Fastify's types only take as a function. */
function trustProxyOption(value: AppConfig['trustProxy']): FastifyServerOptions['trustProxy'] {
  return typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;
}

// Ajv with the options below, one for every app this process builds: it keeps what it compiled by the
// schema, and the routes' schemas are the modules' own objects, so a second app (the tests build hundreds)
// reuses the first one's validators instead of compiling them again. Fastify's default is the same
// compiler, made anew for each app.
const validators = AjvCompiler();

/** Fastify's own settings: limits, parsing safety and logging. */
export function serverOptions(config: AppConfig): FastifyServerOptions {
  return {
    logger: {
      level: config.logLevel,
      // passwords and tokens censored (lib/log-redaction.ts)
      ...logRedaction,
      ...(config.logLevel === 'silent' ? {} : { stream: stdoutLogDestination() }),
    },
    // one line per request, when it ends (lib/request-log.ts)
    logController: new RequestLogController(),
    // the caller's X-Request-Id when sane, else a UUID (lib/request-id.ts); logged as `reqId`, echoed
    // on every answer (plugins/external/request-id.ts). Never Fastify's requestIdHeader: it trusts any text.
    requestIdHeader: false,
    genReqId: requestIdOf,
    // while closing, our own Spanish 503 (plugins/external/closing.ts) instead of Fastify's English one
    return503OnClosing: false,
    bodyLimit: 16 * 1024,
    requestTimeout: 30_000,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    trustProxy: trustProxyOption(config.trustProxy),
    // Creating a new on-disk PGlite takes several seconds on first start.
    pluginTimeout: 60_000,
    schemaController: { compilersFactory: { buildValidator: validators } },
    ajv: { customOptions: { allErrors: true, coerceTypes: false, removeAdditional: true, useDefaults: true } },
    // Errors raised before routing (a malformed URL) get the same Spanish JSON shape.
    // Errors raised before routing skip the hooks that add the security headers: added here.
    frameworkErrors: (error, request, reply) => {
      const { statusCode, body } = toErrorResponse(error);
      void (reply as FastifyReply)
        .headers(securityHeaders)
        .header(requestIdHeader, request.id)
        .code(statusCode)
        .send(body);
    },
    // A request Node's parser refuses (a wrong Content-Length, say) never reaches Fastify: answer it
    // on the socket in the same Spanish JSON shape, with the same headers.
    clientErrorHandler: (error, socket) => {
      if (!socket.writable) return;
      socket.end(rawErrorResponse(error));
    },
  };
}

/** The whole service as one plugin: what the server starts and what the tests build. */
async function serviceApp(app: FastifyInstance, dependencies: AppDependencies) {
  // External plugins first: the app plugins and routes rely on headers, limits, errors and JWT.
  await app.register(protection(requestId, 'request-id', dependencies));
  await app.register(protection(helmet, 'helmet', dependencies));
  await app.register(protection(cors, 'cors', dependencies));
  await app.register(closing);
  // the routes' own limits and the 404s' need the plugin: only the global limit can be left out
  await app.register(rateLimit, { global: !dependencies.leftOut?.includes('rate-limit') });
  await app.register(errorHandler);
  await app.register(protection(controlCharacters, 'control-characters', dependencies));
  await app.register(protection(utf8Json, 'utf8-json', dependencies));
  await app.register(responseSerializer);
  await app.register(swagger);
  await app.register(jwt);

  // Then the application's own services, each after the ones it depends on.
  app.decorate('clock', dependencies.clock ?? systemClock);
  await app.register(backgroundTasks);
  await app.register(database, { pglite: dependencies.pglite });
  await app.register(metrics);
  await app.register(emailJobs);
  await app.register(usersRepository);
  await app.register(passwordResetsRepository);
  await app.register(signInGuard);
  await app.register(outboxRepository);
  await app.register(passwordHasher);
  await app.register(tokenService);
  await app.register(operatorSessions);
  await app.register(operatorsRepository);
  await app.register(mailer);
  await app.register(passwordResetService);
  await app.register(paymentGateway);
  await app.register(runtClient);
  await app.register(runtReports);
  await app.register(signingCertificate);
  await app.register(dianClient);
  await app.register(policyQueries);
  await app.register(purchaseRepository);
  await app.register(ratingService);
  await app.register(invoices);
  await app.register(policyService);
  await app.register(refundService);
  await app.register(renewalReminders);
  await app.register(paymentService);
  await app.register(reconciliation);

  // Routes last, so swagger sees them all and they find every decorator in place.
  await app.register(healthRoute);
  await app.register(openapiRoute);
  await app.register(securityRoutes, { prefix: '/seguridad/api/v1' });
  await app.register(soatRoutes, { prefix: '/soat/api/v1' });
  await app.register(ratingsRoutes, { prefix: '/api/calificaciones' });
  await app.register(operatorRoutes, { prefix: '/operador/api/v1' });
  // The outbox holds live reset links, and test accounts can be deleted: only when asked for (DEV_OUTBOX),
  // never in production.
  if (app.config.devOutbox) {
    await app.register(outboxRoute);
    await app.register(testAccountsRoute);
    await app.register(reminderPassRoute);
    await app.register(expireRequestRoute);
  }
  // The test payment gateway (approves test cards): only when asked for, never in production.
  if (app.config.payments.sandbox) await app.register(sandboxGateway, { prefix: '/sandbox-pasarela' });
  // The test RUNT (made-up vehicles and owners): only when asked for, never in production.
  if (app.config.runt.sandbox) await app.register(sandboxRunt, { prefix: '/sandbox-runt' });
  // The test DIAN (validates invoices no DIAN saw): only when asked for, never in production.
  if (app.config.dian.sandbox) await app.register(sandboxDian, { prefix: '/sandbox-dian' });
}

export const service = fp(serviceApp, { name: 'soat-api' });

/** Builds the API from a parsed configuration (see config/index.ts); call `listen` or `inject` on it. */
export async function buildApp(config: AppConfig, dependencies: AppDependencies = {}) {
  const app = Fastify(serverOptions(config)).withTypeProvider<TypeBoxTypeProvider>();
  app.decorate('config', config);
  await app.register(service, dependencies);
  return app as unknown as FastifyInstance;
}
