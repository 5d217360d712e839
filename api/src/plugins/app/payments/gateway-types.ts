import type { GatewayStatus } from '../../../domain/payment-messages.js';

// The payment gateway's adapter in the portal's terms (payment-gateway.ts): what it is asked and answers.

export type GatewayMethod = 'CARD' | 'PSE' | 'NEQUI' | 'BANCOLOMBIA_TRANSFER' | 'DAVIPLATA' | 'BANCOLOMBIA_COLLECT';

export interface FinancialInstitution {
  code: string;
  name: string;
}

export interface CreateTransactionInput {
  /** The merchant's unique reference for this attempt (the gateway refuses a reused one). */
  reference: string;
  amountInCents: number;
  customerEmail: string;
  /** The policyholder's name, Wompi's `customer_data.full_name`: the checkout offers it as the card holder's. */
  customerFullName: string;
  method: GatewayMethod;
  /** Required for PSE: the bank and the person type (0 natural, 1 jurídica, as Wompi numbers them). */
  pse?: { bankCode: string; userType: 0 | 1 };
  /** Required for NEQUI: the mobile the push goes to (Wompi's `phone_number`). */
  nequi?: { phone: string };
  /** Required for DAVIPLATA: the account holder's document (`user_legal_id_type`, `user_legal_id`). */
  daviplata?: { legalIdType: string; legalId: string };
  /** Where the gateway sends the browser back, with `?id=<transaction id>`. */
  redirectUrl: string;
  description: string;
  /** When the checkout stops taking payment (Wompi's `expiration_time`): the gateway refuses it after. */
  expiresAt?: Date;
}

export interface CreatedTransaction {
  id: string;
  status: GatewayStatus;
  /** The hosted page where the customer pays; null for NEQUI (the app) and BANCOLOMBIA_COLLECT (cash). */
  checkoutUrl: string | null;
  /** BANCOLOMBIA_COLLECT: what the customer dictates at a correspondent. */
  collect: { agreementCode: string; paymentReference: string } | null;
}

export interface GatewayTransaction {
  id: string;
  reference: string;
  status: GatewayStatus;
  statusMessage: string | null;
  amountInCents: number;
  /** ISO 4217 (`COP`); null when the gateway's answer leaves it out. */
  currency: string | null;
  paymentMethodType: string | null;
  /** When the gateway finalized it (Wompi's `finalized_at`); null while pending or when left out. */
  finalizedAt: Date | null;
}

/** A `transaction.updated` (or other) event whose checksum, environment and age were checked. */
export interface GatewayEvent {
  event: string;
  transaction: GatewayTransaction;
  environment: 'test' | 'prod';
  /** Unix seconds, as signed. */
  timestamp: number;
}

export interface PaymentGateway {
  financialInstitutions(): Promise<FinancialInstitution[]>;
  createTransaction(input: CreateTransactionInput): Promise<CreatedTransaction>;
  /** null when the gateway does not know the id. */
  getTransaction(id: string): Promise<GatewayTransaction | null>;
  /**
   * Voids an approved card transaction (Wompi's `POST /transactions/{id}/void`, private key): the
   * transaction as the gateway answers it, VOIDED once done. Wompi voids card transactions only.
   */
  voidTransaction(id: string): Promise<GatewayTransaction>;
  /** The event when its checksum (body and `X-Event-Checksum`) is right; null otherwise. Never throws. */
  verifyEvent(body: unknown, checksumHeader: string | undefined): GatewayEvent | null;
}
