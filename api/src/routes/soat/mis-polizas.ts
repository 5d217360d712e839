import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { todayInColombia } from '@soat/shared/rules/validity';
import Type from 'typebox';
import { toPolicy, toPurchaseRequest } from '../../domain/purchase-views.js';
import { signedInAccount } from '../../lib/bearer-token.js';
import { HttpError } from '../../lib/http-error.js';
import { ErrorResponse } from '../../schemas/common.js';
import { Policy } from '../../schemas/soat.js';
import { PurchaseRequest } from '../../schemas/solicitudes.js';

export const signInRequiredMessage = 'Inicia sesión para ver tus pólizas.';
export const invalidSessionMessage = 'Tu sesión expiró o no es válida. Inicia sesión de nuevo.';

const MyPoliciesResponse = Type.Object(
  {
    // the latest 200 of each (plugins/app/soat/policy-queries.ts)
    polizas: Type.Array(Policy, {
      maxItems: 200,
      description: 'Pólizas compradas con la sesión iniciada, de la más reciente a la más antigua.',
    }),
    solicitudes: Type.Array(PurchaseRequest, {
      maxItems: 200,
      description: 'Solicitudes de compra hechas con la sesión iniciada, con su último pago.',
    }),
  },
  { description: 'Lo comprado con esta cuenta.' },
);

const myPoliciesRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/mis-polizas', {
    schema: {
      operationId: 'listarMisPolizas',
      tags: ['soat'],
      summary: 'Mis pólizas',
      description:
        'Con un token de acceso (Authorization: Bearer): las pólizas (cada una con su factura electrónica, en proceso o validada) y solicitudes de compra hechas con la sesión iniciada en esta cuenta. Una compra sin sesión no aparece. 401 sin token o con un token no válido.',
      security: [{ bearerAuth: [] }],
      response: { 200: MyPoliciesResponse, 401: ErrorResponse, 429: ErrorResponse },
    },
    handler: async (request) => {
      const account = await signedInAccount(app, request);
      if (account === undefined) throw new HttpError(401, signInRequiredMessage);
      if (account === 'invalid') throw new HttpError(401, invalidSessionMessage);
      const { policies, requests } = await app.policyQueries.forAccount(account.id);
      // the invoices of every policy listed, in one query
      const policyIds = new Set([...policies, ...requests.flatMap(({ policy }) => policy ?? [])].map(({ id }) => id));
      const invoices = await app.invoices.repository.invoicesOf([...policyIds]);
      const view = { insurer: app.config.policyInsurerContact, invoices, today: todayInColombia() };
      return {
        polizas: policies.map((policy) => toPolicy(policy, view)),
        solicitudes: requests.map(({ request: purchase, payment, policy }) =>
          toPurchaseRequest(purchase, payment, policy, view),
        ),
      };
    },
  });
};

export default myPoliciesRoute;
