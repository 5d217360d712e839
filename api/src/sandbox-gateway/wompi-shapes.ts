import type { SandboxTransaction } from '../db/schema.js';
import { eventChecksum } from './signatures.js';

/** The sandbox's public base (…/sandbox-pasarela): where the API reaches it, minus `/v1`. */
export const sandboxBaseUrl = (gatewayUrl: string) => gatewayUrl.replace(/\/v1\/?$/, '');

export const checkoutUrl = (gatewayUrl: string, id: string) =>
  `${sandboxBaseUrl(gatewayUrl)}/checkout/${encodeURIComponent(id)}`;

/**
 * A transaction's `payment_method` in Wompi's shape, and the hosted page where it is paid: the card form,
 * PSE's and Botón Bancolombia's bank page and DaviPlata's code page (`extra.async_payment_url`); none for
 * Nequi (approved in the app) and cash (paid at a correspondent with `extra`'s agreement code and reference).
 */
function paymentMethodOf(row: SandboxTransaction, gatewayUrl: string) {
  const page = checkoutUrl(gatewayUrl, row.id);
  switch (row.paymentMethodType) {
    case 'PSE':
      return {
        checkout: page,
        paymentMethod: {
          type: 'PSE',
          user_type: row.pseUserType,
          financial_institution_code: row.pseBankCode,
          payment_description: row.paymentDescription,
          extra: { async_payment_url: page },
        },
      };
    case 'NEQUI':
      return { checkout: null, paymentMethod: { type: 'NEQUI', phone_number: row.phoneNumber, extra: {} } };
    case 'BANCOLOMBIA_TRANSFER':
      return {
        checkout: page,
        paymentMethod: {
          type: 'BANCOLOMBIA_TRANSFER',
          user_type: 'PERSON',
          payment_description: row.paymentDescription,
          extra: { async_payment_url: page },
        },
      };
    case 'DAVIPLATA':
      return {
        checkout: page,
        paymentMethod: {
          type: 'DAVIPLATA',
          user_legal_id_type: row.legalIdType,
          user_legal_id: row.legalId,
          payment_description: row.paymentDescription,
          extra: { async_payment_url: page },
        },
      };
    case 'BANCOLOMBIA_COLLECT':
      return {
        checkout: null,
        paymentMethod: {
          type: 'BANCOLOMBIA_COLLECT',
          extra: {
            business_agreement_code: row.businessAgreementCode,
            payment_intention_identifier: row.paymentIntentionIdentifier,
          },
        },
      };
    default:
      return {
        checkout: page,
        paymentMethod: {
          type: 'CARD',
          extra: row.cardLastFour ? { brand: row.cardBrand, last_four: row.cardLastFour } : {},
        },
      };
  }
}

/** A transaction as Wompi's API shows it (`data` of POST and GET /v1/transactions). */
export function wompiTransaction(row: SandboxTransaction, gatewayUrl: string) {
  const { checkout, paymentMethod } = paymentMethodOf(row, gatewayUrl);
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    finalized_at: row.finalizedAt ? row.finalizedAt.toISOString() : null,
    amount_in_cents: row.amountInCents,
    reference: row.reference,
    customer_email: row.customerEmail,
    currency: row.currency,
    payment_method_type: row.paymentMethodType,
    payment_method: paymentMethod,
    status: row.status,
    status_message: row.statusMessage,
    redirect_url: row.redirectUrl,
    expiration_time: row.expiresAt ? row.expiresAt.toISOString() : null,
    checkout_url: checkout,
    shipping_address: null,
    payment_link_id: null,
    payment_source_id: null,
  };
}

export const signedProperties = ['transaction.id', 'transaction.status', 'transaction.amount_in_cents'] as const;

/** A `transaction.updated` event as Wompi sends it, signed with the events secret. */
export function transactionUpdatedEvent(
  row: SandboxTransaction,
  gatewayUrl: string,
  eventsSecret: string,
  now = new Date(),
) {
  const transaction = wompiTransaction(row, gatewayUrl);
  const timestamp = Math.floor(now.getTime() / 1000);
  const values = [transaction.id, transaction.status, transaction.amount_in_cents];
  const checksum = eventChecksum(values, timestamp, eventsSecret);
  return {
    event: 'transaction.updated',
    data: { transaction },
    environment: 'test',
    signature: { properties: [...signedProperties], checksum },
    timestamp,
    sent_at: now.toISOString(),
  };
}

/** A Wompi-style error body: `{ error: { type, reason } }` or `{ error: { type, messages: { field: [...] } } }`. */
export function wompiError(type: string, detail: string | Record<string, string[]>) {
  return { error: typeof detail === 'string' ? { type, reason: detail } : { type, messages: detail } };
}
