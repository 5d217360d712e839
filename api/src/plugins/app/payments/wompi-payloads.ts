import type { GatewayStatus } from '../../../domain/payment-messages.js';
import type { CreateTransactionInput, GatewayTransaction } from './gateway-types.js';

// Wompi's payloads in the adapter's terms (docs/payment-gateway.md): a transaction read back, and the
// `payment_method` sent for each method.

export type Json = Record<string, unknown>;
export const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const statuses: readonly GatewayStatus[] = ['PENDING', 'APPROVED', 'DECLINED', 'VOIDED', 'ERROR'];

/** A Wompi transaction object (`data` of GET /transactions/{id} or of an event) in our terms; null if malformed. */
export function toTransaction(data: unknown): GatewayTransaction | null {
  if (!isObject(data)) return null;
  const { id, reference, status, status_message: statusMessage, amount_in_cents: amount } = data;
  if (typeof id !== 'string' && typeof id !== 'number') return null;
  if (typeof reference !== 'string' || !statuses.includes(status as GatewayStatus)) return null;
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount)) return null;
  return {
    id: String(id),
    reference,
    status: status as GatewayStatus,
    statusMessage: typeof statusMessage === 'string' ? statusMessage : null,
    amountInCents: amount,
    currency: typeof data.currency === 'string' ? data.currency : null,
    paymentMethodType: typeof data.payment_method_type === 'string' ? data.payment_method_type : null,
    finalizedAt:
      typeof data.finalized_at === 'string' && !Number.isNaN(Date.parse(data.finalized_at))
        ? new Date(data.finalized_at)
        : null,
  };
}

/** Wompi's `payment_method` for each method (docs/payment-gateway.md). */
export function paymentMethodOf(input: CreateTransactionInput): Json {
  switch (input.method) {
    case 'PSE':
      return {
        type: 'PSE',
        user_type: input.pse?.userType ?? 0,
        financial_institution_code: input.pse?.bankCode,
        payment_description: input.description,
      };
    case 'NEQUI':
      return { type: 'NEQUI', phone_number: input.nequi?.phone };
    case 'BANCOLOMBIA_TRANSFER':
      return { type: 'BANCOLOMBIA_TRANSFER', user_type: 'PERSON', payment_description: input.description };
    case 'DAVIPLATA':
      return {
        type: 'DAVIPLATA',
        user_legal_id_type: input.daviplata?.legalIdType,
        user_legal_id: input.daviplata?.legalId,
        payment_description: input.description,
      };
    case 'BANCOLOMBIA_COLLECT':
      return { type: 'BANCOLOMBIA_COLLECT' };
    default:
      return { type: 'CARD' };
  }
}
