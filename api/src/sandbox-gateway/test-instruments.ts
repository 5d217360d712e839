// The sandbox's test cards, banks, phones, codes (Wompi's sandbox: docs/payment-gateway.md) and what each one does.

export type FinalStatus = 'APPROVED' | 'DECLINED' | 'ERROR';

export interface Outcome {
  status: FinalStatus | 'PENDING';
  statusMessage: string;
}

export const testBanks = [
  { code: '1', name: 'Banco que aprueba' },
  { code: '2', name: 'Banco que rechaza' },
  { code: '3', name: 'Banco que deja el pago pendiente' },
] as const;

export const bankName = (code: string | null) =>
  testBanks.find((bank) => bank.code === code)?.name ?? 'Banco de pruebas';

export const outcomes = {
  approved: { status: 'APPROVED', statusMessage: 'Pago aprobado.' },
  cardDeclined: { status: 'DECLINED', statusMessage: 'Fondos insuficientes.' },
  cardError: { status: 'ERROR', statusMessage: 'La tarjeta de pruebas no es válida en este ambiente.' },
  bankDeclined: { status: 'DECLINED', statusMessage: 'El banco rechazó la transacción.' },
  bankCancelled: { status: 'DECLINED', statusMessage: 'El pagador canceló el pago en el banco.' },
  bankPending: { status: 'PENDING', statusMessage: 'El banco está procesando el pago.' },
  expired: { status: 'ERROR', statusMessage: 'La transacción venció sin pagarse.' },
  nequiDeclined: { status: 'DECLINED', statusMessage: 'El pago fue rechazado en la app Nequi.' },
} as const satisfies Record<string, Outcome>;

/** Whether a void request fails at the gateway: the first one of a transaction paid with `voidFailsOnceCard`. */
export function voidFails(transaction: {
  cardBrand: string | null;
  cardLastFour: string | null;
  voidRequests: number;
}) {
  return (
    transaction.cardBrand === voidFailsOnceCard.brand &&
    transaction.cardLastFour === voidFailsOnceCard.lastFour &&
    transaction.voidRequests === 1
  );
}

/** What the test bank does when the payer presses "Pagar". */
export function bankOutcome(bankCode: string | null): Outcome {
  if (bankCode === '1') return outcomes.approved;
  if (bankCode === '2') return outcomes.bankDeclined;
  return outcomes.bankPending;
}

/** The card whose payment approves and whose first void fails (the gateway answers 503): a refund retried. */
export const voidFailsOnceCard = { digits: '4000000000000077', brand: 'VISA', lastFour: '0077' } as const;

/**
 * What a test card does: 4242… approves, 4000 0000 0000 0077 approves (its first void fails), 4111…
 * declines, any other valid-looking number errors.
 */
export function cardOutcome(digits: string): Outcome {
  if (digits === '4242424242424242' || digits === voidFailsOnceCard.digits) return outcomes.approved;
  if (digits === '4111111111111111') return outcomes.cardDeclined;
  return outcomes.cardError;
}

export interface CardInput {
  numero: string;
  titular: string;
  vencimiento: string;
  cvc: string;
}

export interface CheckedCard {
  digits: string;
  brand: string;
  lastFour: string;
}

const luhnValid = (digits: string) =>
  [...digits].reverse().reduce((sum, char, index) => {
    const digit = Number(char) * (index % 2 === 1 ? 2 : 1);
    return sum + (digit > 9 ? digit - 9 : digit);
  }, 0) %
    10 ===
  0;

export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return 'VISA';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'MASTERCARD';
  if (/^3[47]/.test(digits)) return 'AMEX';
  if (/^3(0[0-5]|[68])/.test(digits)) return 'DINERS';
  return 'OTRA';
}

const CARD_HOLDER = /^[\p{L}][\p{L} .'-]*$/u;
const isCardHolder = (name: string) => name.length >= 3 && name.length <= 60 && CARD_HOLDER.test(name);

/**
 * The customer's name as the card form's first holder name, when it is one a card could carry (a
 * company's name with digits is not): most people pay with their own card, and anyone else types theirs.
 */
export function cardHolderHint(customerFullName: string | null): string {
  const name = customerFullName?.trim() ?? '';
  return isCardHolder(name) ? name : '';
}

/** The form's errors by field (Spanish), or the card when every field looks right. */
export function checkCard(
  input: CardInput,
  now = new Date(),
): { errors: Record<string, string> } | { card: CheckedCard } {
  const errors: Record<string, string> = {};
  const digits = input.numero.replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(digits) || !luhnValid(digits)) errors.numero = 'Escribe un número de tarjeta válido.';
  const holder = input.titular.trim();
  if (!isCardHolder(holder)) {
    errors.titular = 'Escribe el nombre como aparece en la tarjeta.';
  }
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(input.vencimiento.trim());
  const month = expiry ? Number(expiry[1]) : 0;
  if (!expiry || month < 1 || month > 12) {
    errors.vencimiento = 'Escribe el vencimiento como MM/AA.';
  } else {
    const year = 2000 + Number(expiry[2]);
    // A card is valid through the last day of its month.
    if (year * 12 + month < now.getFullYear() * 12 + now.getMonth() + 1)
      errors.vencimiento = 'La tarjeta está vencida.';
  }
  const cvcLength = cardBrand(digits) === 'AMEX' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(input.cvc.trim())) {
    errors.cvc = `Escribe los ${cvcLength} dígitos del código de seguridad.`;
  }
  if (Object.keys(errors).length > 0) return { errors };
  return { card: { digits, brand: cardBrand(digits), lastFour: digits.slice(-4) } };
}

/** Nequi's test phones: they approve or decline by themselves a little after the push (no event is sent). */
export const nequiTestPhones = { approves: '3991111111', declines: '3992222222' } as const;

/** What a Nequi push to this phone does by itself: settles on read after a while, or waits for the app. */
export function nequiAutoOutcome(phone: string | null): Outcome | null {
  if (phone === nequiTestPhones.approves) return outcomes.approved;
  if (phone === nequiTestPhones.declines) return outcomes.nequiDeclined;
  return null;
}

/** DaviPlata's test one-time codes and what each one does; any other code is wrong (the form again). */
export const daviplataCodes: Record<string, Outcome> = {
  '574829': { status: 'APPROVED', statusMessage: 'Pago aprobado.' },
  '932015': { status: 'DECLINED', statusMessage: 'DaviPlata rechazó el pago.' },
  '186743': { status: 'DECLINED', statusMessage: 'Saldo insuficiente en DaviPlata.' },
  '999999': { status: 'ERROR', statusMessage: 'DaviPlata no pudo procesar el pago.' },
};

export const walletOutcomes = {
  nequiApproved: { status: 'APPROVED', statusMessage: 'Pago aprobado en la app Nequi.' },
  nequiExpired: { status: 'ERROR', statusMessage: 'La notificación de Nequi venció sin respuesta.' },
  codeExpired: { status: 'ERROR', statusMessage: 'El código de DaviPlata venció sin usarse.' },
  cashPaid: { status: 'APPROVED', statusMessage: 'Pago recibido en el corresponsal.' },
  cashExpired: { status: 'ERROR', statusMessage: 'La referencia de pago venció sin pagarse.' },
} as const satisfies Record<string, Outcome>;
