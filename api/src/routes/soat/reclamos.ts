import { createHash, randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { policies, purchaseClaims, purchaseRequests } from '../../db/schema.js';
import { maskEmail } from '../../domain/purchase-views.js';
import { claimEmail } from '../../emails/claim-email.js';
import { signedInAccount } from '../../lib/bearer-token.js';
import { requiredPlateAndDocument } from '../../lib/holder-document.js';
import { HttpError } from '../../lib/http-error.js';
import type { RateLimitHook } from '../../lib/route-rate-limit.js';
import { ErrorResponse, commonErrorResponses } from '../../schemas/common.js';
import { ClaimBody, ClaimConfirmBody, ClaimConfirmed, ClaimRequested } from '../../schemas/reclamos.js';
import { invalidSessionMessage, signInRequiredMessage } from './mis-polizas.js';

export const claimRequestedMessage =
  'Si hay compras sin cuenta de esa placa con ese documento, enviamos un enlace al correo del tomador que se dio en ellas. Ábrelo con esta sesión iniciada para agregarlas a tus pólizas.';
export const claimLinkMessage =
  'Este enlace no es válido, ya se usó o venció, o es de otra cuenta. Pide uno nuevo desde «Mis pólizas».';

/** A claim's link works one day, once. */
const CLAIM_TTL_HOURS = 24;
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

export interface ClaimRouteOptions {
  /** The consult's limits on guessing a holder's document (lib/consult-rate-limits.ts), shared with it. */
  consultLimits: RateLimitHook;
}

/**
 * Purchases made without an account, added to one (issue 26, point 5): the signed-in customer gives the
 * plate and the holder's document; the portal emails a single-use link to the holder's address on file
 * (never to the account's), and only the account that asked may use it. No one adds a purchase whose
 * holder's email they do not read.
 */
const claimRoutes: FastifyPluginAsyncTypebox<ClaimRouteOptions> = async (app, { consultLimits }) => {
  const signedIn = async (request: Parameters<typeof signedInAccount>[1]) => {
    const account = await signedInAccount(app, request);
    if (account === undefined) throw new HttpError(401, signInRequiredMessage);
    if (account === 'invalid') throw new HttpError(401, invalidSessionMessage);
    return account;
  };

  app.post('/mis-polizas/reclamos', {
    preHandler: consultLimits,
    attachValidation: true,
    schema: {
      operationId: 'reclamarCompras',
      tags: ['soat'],
      summary: 'Pedir agregar a la cuenta las compras hechas sin ella',
      description:
        'Con sesión (Bearer), la placa y el documento del tomador: si hay compras con póliza de esa placa y ese tomador hechas sin cuenta, envía al correo del tomador que se dio en ellas un enlace de un solo uso (24 horas) que las agrega a esta cuenta. La misma respuesta (202) las haya o no. Cuenta en los límites de la consulta de pólizas (429).',
      body: ClaimBody,
      security: [{ bearerAuth: [] }],
      response: { 202: ClaimRequested, 401: ErrorResponse, ...commonErrorResponses },
    },
    handler: async (request, reply) => {
      const account = await signedIn(request);
      const { plate, documentType, documentNumber } = requiredPlateAndDocument(request);
      const [unclaimed] = await app.db
        .select({ email: purchaseRequests.holderEmail, name: purchaseRequests.holderFirstNames })
        .from(policies)
        .innerJoin(purchaseRequests, eq(purchaseRequests.id, policies.purchaseRequestId))
        .where(
          and(
            eq(policies.plate, plate),
            eq(policies.holderDocumentType, documentType),
            eq(policies.holderDocumentNumber, documentNumber),
            isNull(policies.userId),
          ),
        )
        .orderBy(desc(policies.issuedAt))
        .limit(1);
      if (unclaimed) {
        const token = randomBytes(32).toString('base64url');
        await app.db.insert(purchaseClaims).values({
          userId: account.id,
          plate,
          holderDocumentType: documentType,
          holderDocumentNumber: documentNumber,
          tokenHash: sha256(token),
          expiresAt: new Date(Date.now() + CLAIM_TTL_HOURS * 3_600_000),
        });
        const user = await app.usersRepository.findById(account.id);
        await app.mailer.send(
          claimEmail({
            to: unclaimed.email,
            name: unclaimed.name,
            plate,
            accountEmail: maskEmail(user?.email ?? ''),
            link: `${app.config.portalUrl}/soat/mis-polizas?${new URLSearchParams({ reclamar: token })}`,
            ttlHours: CLAIM_TTL_HOURS,
          }),
        );
        request.log.info({ event: 'purchase-claim-requested', userId: account.id }, 'purchase claim link emailed');
      }
      return reply.code(202).send({ message: claimRequestedMessage });
    },
  });

  app.post('/mis-polizas/reclamos/confirmar', {
    schema: {
      operationId: 'confirmarReclamoCompras',
      tags: ['soat'],
      summary: 'Agregar a la cuenta las compras del enlace',
      description:
        'Con sesión (Bearer) de la cuenta que pidió el enlace y el token del correo: las compras de esa placa y ese tomador hechas sin cuenta quedan en ésta. El enlace sirve una vez, 24 horas. 404 para un enlace que no es válido, ya se usó, venció o es de otra cuenta.',
      body: ClaimConfirmBody,
      security: [{ bearerAuth: [] }],
      response: { 200: ClaimConfirmed, 401: ErrorResponse, 404: ErrorResponse, ...commonErrorResponses },
    },
    handler: async (request) => {
      const account = await signedIn(request);
      const added = await app.db.transaction(async (tx) => {
        const [claim] = await tx
          .update(purchaseClaims)
          .set({ usedAt: new Date() })
          .where(
            and(
              eq(purchaseClaims.tokenHash, sha256(request.body.token)),
              eq(purchaseClaims.userId, account.id),
              isNull(purchaseClaims.usedAt),
              gt(purchaseClaims.expiresAt, new Date()),
            ),
          )
          .returning();
        if (!claim) return null;
        const holder = and(
          eq(purchaseRequests.plate, claim.plate),
          eq(purchaseRequests.holderDocumentType, claim.holderDocumentType),
          eq(purchaseRequests.holderDocumentNumber, claim.holderDocumentNumber),
          isNull(purchaseRequests.userId),
        );
        await tx.update(purchaseRequests).set({ userId: account.id }).where(holder);
        return tx
          .update(policies)
          .set({ userId: account.id })
          .where(
            and(
              eq(policies.plate, claim.plate),
              eq(policies.holderDocumentType, claim.holderDocumentType),
              eq(policies.holderDocumentNumber, claim.holderDocumentNumber),
              isNull(policies.userId),
            ),
          )
          .returning({ id: policies.id });
      });
      if (added === null) throw new HttpError(404, claimLinkMessage);
      request.log.info({ event: 'purchase-claimed', userId: account.id, policies: added.length }, 'purchases claimed');
      const count = added.length;
      return {
        message: count === 1 ? 'Agregamos 1 póliza a tus pólizas.' : `Agregamos ${count} pólizas a tus pólizas.`,
        polizasAgregadas: count,
      };
    },
  });
};

export default claimRoutes;
