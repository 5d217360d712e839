import type { FastifyInstance } from 'fastify';
import type { SandboxTransaction } from '../db/schema.js';
import { cashierPage } from './cashier-page.js';
import { sendPage } from './checkout-routes.js';
import { deliverEvent } from './event-delivery.js';
import { nequiPage } from './nequi-page.js';
import { isColombianMobile } from './payment-methods.js';
import { outcomes, walletOutcomes } from './test-instruments.js';
import type { TransactionsStore } from './transactions-store.js';
import { transactionUpdatedEvent } from './wompi-shapes.js';

type Form = Record<string, string | undefined>;
const hidden = { hide: true } as const;
const formOf = (body: unknown): Form => (typeof body === 'object' && body !== null ? (body as Form) : {});

export const badPhoneMessage = 'Escribe un celular de 10 dígitos que empiece por 3.';
export const unknownReferenceMessage = 'No hay un pago con ese código de convenio y esa referencia.';
export const alreadyPaidReferenceMessage = 'Esta referencia ya fue pagada. No recibas el dinero otra vez.';
export const expiredReferenceMessage = 'Esta referencia venció: el corresponsal no puede recibir el pago.';

/**
 * The pages that stand in for the customer's side of the methods without a hosted checkout: the Nequi
 * app (`/nequi`) and a banking correspondent's cashier (`/corresponsal`). Settling sends
 * `transaction.updated` as the checkout does; letting a transaction expire sends nothing (Wompi reads it ERROR).
 */
export function registerWalletRoutes(app: FastifyInstance, store: TransactionsStore, stopEvents: AbortSignal) {
  const notify = (transaction: SandboxTransaction) => {
    const { gatewayUrl, eventsSecret } = app.config.payments;
    deliverEvent(app, transactionUpdatedEvent(transaction, gatewayUrl, eventsSecret), stopEvents);
  };

  // ---- Nequi: a phone's pending pushes
  const showPushes = async (phone: string, notice?: string) =>
    nequiPage({ phone, notice, pushes: await store.pendingPushes(phone, app.clock.now()), now: app.clock.now() });

  app.get<{ Querystring: { celular?: string } }>('/nequi', { schema: hidden }, async (request, reply) => {
    const phone = (request.query.celular ?? '').replace(/\s/g, '');
    if (request.query.celular === undefined) return sendPage(reply, 200, nequiPage({ now: app.clock.now() }), null);
    if (!isColombianMobile(phone)) {
      return sendPage(reply, 422, nequiPage({ phone, error: badPhoneMessage, now: app.clock.now() }), null);
    }
    return sendPage(reply, 200, await showPushes(phone), null);
  });

  app.post('/nequi', { schema: hidden }, async (request, reply) => {
    const form = formOf(request.body);
    const phone = (form.celular ?? '').replace(/\s/g, '');
    if (!isColombianMobile(phone)) {
      return sendPage(reply, 422, nequiPage({ phone, error: badPhoneMessage, now: app.clock.now() }), null);
    }
    const id = form.id ?? '';
    const now = app.clock.now();
    const target = (await store.expireIfDue(id, now)) ?? (await store.find(id));
    if (!target || target.paymentMethodType !== 'NEQUI' || target.phoneNumber !== phone) {
      return sendPage(reply, 404, await showPushes(phone, 'Esa notificación no existe en este celular.'), null);
    }
    let done: SandboxTransaction | null = null;
    let notice = '';
    if (form.accion === 'aprobar' || form.accion === 'rechazar') {
      const approve = form.accion === 'aprobar';
      done = await store.pay(id, approve ? walletOutcomes.nequiApproved : outcomes.nequiDeclined, now);
      if (done) notify(done);
      notice = approve ? 'Aprobaste el pago.' : 'Rechazaste el pago.';
    } else if (form.accion === 'vencer') {
      done = await store.expireNow(id, walletOutcomes.nequiExpired, now);
      notice = 'La notificación venció: no se cobró nada.';
    }
    if (!done) {
      return sendPage(reply, 409, await showPushes(phone, 'Esta notificación ya no está pendiente.'), null);
    }
    return sendPage(reply, 200, await showPushes(phone, notice), null);
  });

  // ---- Cash at a correspondent
  app.get('/corresponsal', { schema: hidden }, async (_request, reply) => sendPage(reply, 200, cashierPage({}), null));

  app.post('/corresponsal', { schema: hidden }, async (request, reply) => {
    const form = formOf(request.body);
    const agreementCode = (form.convenio ?? '').trim();
    const reference = (form.referencia ?? '').trim();
    const now = app.clock.now();
    const page = (status: number, state: Parameters<typeof cashierPage>[0]) =>
      sendPage(reply, status, cashierPage({ agreementCode, reference, ...state }), null);
    const found = await store.findCollect(agreementCode, reference);
    if (!found) return page(404, { error: unknownReferenceMessage });
    const current = (await store.expireIfDue(found.id, now)) ?? found;
    const expired = current.status === 'ERROR' && current.expiresAt !== null && current.expiresAt <= now;
    const shown = (transaction: SandboxTransaction) => ({
      transaction,
      expired: transaction.status === 'ERROR' && transaction.expiresAt !== null && transaction.expiresAt <= now,
    });

    if (form.accion === 'recibir' || form.accion === 'recibir-tarde') {
      const paid =
        form.accion === 'recibir'
          ? await store.pay(current.id, walletOutcomes.cashPaid, now)
          : await store.payAfterExpiry(current.id, walletOutcomes.cashPaid, now);
      if (paid) {
        notify(paid);
        return page(200, { notice: 'Pago recibido. Entrega el comprobante al cliente.', found: shown(paid) });
      }
    } else if (form.accion === 'vencer') {
      const ended = await store.expireNow(current.id, walletOutcomes.cashExpired, now);
      if (ended) return page(200, { notice: 'La referencia venció: ya no se puede pagar.', found: shown(ended) });
    }
    // only looked up, or the action could not be done: why, with what may be done
    if (current.status === 'APPROVED' || current.status === 'VOIDED') {
      return page(form.accion === 'consultar' ? 200 : 409, { error: alreadyPaidReferenceMessage });
    }
    if (expired)
      return page(form.accion === 'consultar' ? 200 : 409, { error: expiredReferenceMessage, found: shown(current) });
    return page(form.accion === 'consultar' || form.accion === undefined ? 200 : 409, { found: shown(current) });
  });
}
