import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SandboxTransaction } from '../db/schema.js';
import { bancolombiaPage } from './bancolombia-page.js';
import { bankPage, cardPage, checkoutContentSecurityPolicy, closedPage, notFoundPage } from './checkout-page.js';
import { codeExpiredPage, daviplataPage } from './daviplata-page.js';
import { deliverEvent } from './event-delivery.js';
import {
  bankOutcome,
  cardHolderHint,
  cardOutcome,
  checkCard,
  daviplataCodes,
  outcomes,
  walletOutcomes,
} from './test-instruments.js';
import type { TransactionsStore } from './transactions-store.js';
import { transactionUpdatedEvent } from './wompi-shapes.js';

type Form = Record<string, string | undefined>;
const hidden = { hide: true } as const;

/** Where the browser goes back to: the merchant's redirect URL with `?id=<transaction id>&env=test`. */
export function merchantReturnUrl(transaction: SandboxTransaction): string {
  const url = new URL(transaction.redirectUrl);
  url.searchParams.set('id', transaction.id);
  url.searchParams.set('env', 'test');
  return url.toString();
}

export function sendPage(
  reply: FastifyReply,
  statusCode: number,
  html: string,
  transaction: SandboxTransaction | null,
) {
  return reply
    .code(statusCode)
    .header('content-security-policy', checkoutContentSecurityPolicy(transaction?.redirectUrl ?? null))
    .type('text/html; charset=utf-8')
    .send(html);
}

/** Payable: still PENDING and not already paid at the bank that leaves payments pending. */
const isPayable = (transaction: SandboxTransaction) =>
  transaction.status === 'PENDING' && transaction.settlesAt === null;

/** The hosted checkout: the card form or the test bank's page, and the payment that settles the transaction. */
export function registerCheckoutRoutes(app: FastifyInstance, store: TransactionsStore, stopEvents: AbortSignal) {
  /** The transaction, ended first if its expiration_time (or DaviPlata's code) has passed unpaid. */
  const current = async (id: string) => (await store.expireIfDue(id, app.clock.now())) ?? (await store.find(id));
  /** Nequi is approved in the app and cash at a correspondent: neither has a page here. */
  const hasCheckout = (transaction: SandboxTransaction) =>
    !['NEQUI', 'BANCOLOMBIA_COLLECT'].includes(transaction.paymentMethodType);
  const closed = (transaction: SandboxTransaction) =>
    transaction.codeExpiresAt && transaction.statusMessage === walletOutcomes.codeExpired.statusMessage
      ? codeExpiredPage(transaction, merchantReturnUrl(transaction))
      : closedPage(transaction, merchantReturnUrl(transaction), app.clock.now());

  app.get<{ Params: { id: string } }>('/checkout/:id', { schema: hidden }, async (request, reply) => {
    const transaction = await current(request.params.id);
    if (!transaction || !hasCheckout(transaction)) return sendPage(reply, 404, notFoundPage(), null);
    if (!isPayable(transaction)) return sendPage(reply, 200, closed(transaction), transaction);
    const pages: Record<string, () => string> = {
      PSE: () => bankPage(transaction),
      BANCOLOMBIA_TRANSFER: () => bancolombiaPage(transaction),
      DAVIPLATA: () => daviplataPage(transaction),
    };
    const page =
      pages[transaction.paymentMethodType]?.() ??
      cardPage(transaction, { titular: cardHolderHint(transaction.customerFullName) });
    return sendPage(reply, 200, page, transaction);
  });

  app.post<{ Params: { id: string }; Body: Form }>('/checkout/:id', { schema: hidden }, async (request, reply) => {
    const transaction = await current(request.params.id);
    if (!transaction || !hasCheckout(transaction)) return sendPage(reply, 404, notFoundPage(), null);
    const alreadyClosed = () => sendPage(reply, 409, closed(transaction), transaction);
    if (!isPayable(transaction)) return alreadyClosed();
    const form: Form = typeof request.body === 'object' && request.body !== null ? request.body : {};

    let paid: SandboxTransaction | null;
    if (transaction.paymentMethodType === 'PSE') {
      const outcome = form.accion === 'cancelar' ? outcomes.bankCancelled : bankOutcome(transaction.pseBankCode);
      paid = await store.pay(transaction.id, outcome, app.clock.now(), {
        settlesInSeconds: app.config.payments.sandboxPendingSeconds,
      });
    } else if (transaction.paymentMethodType === 'BANCOLOMBIA_TRANSFER') {
      const outcome = form.accion === 'cancelar' ? outcomes.bankCancelled : outcomes.approved;
      paid = await store.pay(transaction.id, outcome, app.clock.now());
    } else if (transaction.paymentMethodType === 'DAVIPLATA') {
      const outcome = daviplataCodes[(form.codigo ?? '').trim()];
      if (!outcome) {
        return sendPage(
          reply,
          422,
          daviplataPage(transaction, 'El código es incorrecto. Revísalo e inténtalo de nuevo.'),
          transaction,
        );
      }
      paid = await store.pay(transaction.id, outcome, app.clock.now());
    } else {
      const input = {
        numero: form.numero ?? '',
        titular: form.titular ?? '',
        vencimiento: form.vencimiento ?? '',
        cvc: form.cvc ?? '',
      };
      const checked = checkCard(input);
      if ('errors' in checked) {
        const page = cardPage(transaction, {
          titular: input.titular,
          vencimiento: input.vencimiento,
          errors: checked.errors,
        });
        return sendPage(reply, 422, page, transaction);
      }
      const { card } = checked;
      paid = await store.pay(transaction.id, cardOutcome(card.digits), app.clock.now(), {
        cardBrand: card.brand,
        cardLastFour: card.lastFour,
      });
    }
    // Another request paid it in between: this one changes nothing.
    if (!paid) return alreadyClosed();

    if (paid.status !== 'PENDING') {
      const { gatewayUrl, eventsSecret } = app.config.payments;
      deliverEvent(app, transactionUpdatedEvent(paid, gatewayUrl, eventsSecret), stopEvents);
    }
    return reply.redirect(merchantReturnUrl(paid), 303);
  });
}
