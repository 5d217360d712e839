import { randomInt } from 'node:crypto';
import { testBanks } from './test-instruments.js';

// Each `payment_method` the sandbox takes, in Wompi's own shapes (docs/payment-gateway.md), read into the
// transaction's columns, with each field's problem in Spanish.

export const acceptedMethods = [
  'CARD',
  'PSE',
  'NEQUI',
  'BANCOLOMBIA_TRANSFER',
  'DAVIPLATA',
  'BANCOLOMBIA_COLLECT',
] as const;

/** The sandbox's collection agreement: the code a cashier types with the reference (BANCOLOMBIA_COLLECT). */
export const sandboxAgreementCode = '77701';
/** How long a DaviPlata one-time code is good for, from the transaction's creation. */
export const daviplataCodeSeconds = 5 * 60;
/** A Colombian mobile: 10 digits starting with 3. */
export const isColombianMobile = (value: unknown): value is string =>
  typeof value === 'string' && /^3\d{9}$/.test(value);

/** The document types DaviPlata takes (Wompi's `user_legal_id_type`). */
const legalIdTypes = ['CC', 'CE', 'NIT', 'PP', 'TI'];

export interface MethodValues {
  paymentMethodType: string;
  pseBankCode: string | null;
  pseUserType: number | null;
  paymentDescription: string | null;
  phoneNumber: string | null;
  legalIdType: string | null;
  legalId: string | null;
  businessAgreementCode: string | null;
  paymentIntentionIdentifier: string | null;
}

const descriptionOf = (value: unknown, fail: (message: string) => void) => {
  if (typeof value !== 'string' || value.trim() === '' || value.length > 64) {
    fail('Describe el pago en 1 a 64 caracteres.');
    return null;
  }
  return value.trim();
};

/** `payment_method` of POST /v1/transactions in the transaction's columns; problems go to `fail`. */
export function readPaymentMethod(
  method: Record<string, unknown>,
  fail: (field: string, message: string) => void,
): MethodValues {
  const values: MethodValues = {
    paymentMethodType: String(method.type),
    pseBankCode: null,
    pseUserType: null,
    paymentDescription: null,
    phoneNumber: null,
    legalIdType: null,
    legalId: null,
    businessAgreementCode: null,
    paymentIntentionIdentifier: null,
  };
  const description = () =>
    descriptionOf(method.payment_description, (message) => fail('payment_method.payment_description', message));
  switch (method.type) {
    case 'CARD':
      break;
    case 'PSE':
      if (method.user_type !== 0 && method.user_type !== 1)
        fail('payment_method.user_type', 'Debe ser 0 (natural) o 1 (jurídica).');
      if (!testBanks.some((bank) => bank.code === method.financial_institution_code)) {
        fail('payment_method.financial_institution_code', 'No es un banco de la lista de PSE.');
      }
      values.pseBankCode = String(method.financial_institution_code);
      values.pseUserType = Number(method.user_type);
      values.paymentDescription = description();
      break;
    case 'NEQUI':
      if (!isColombianMobile(method.phone_number)) {
        fail('payment_method.phone_number', 'Debe ser un celular colombiano de 10 dígitos que empieza por 3.');
      }
      values.phoneNumber = String(method.phone_number);
      break;
    case 'BANCOLOMBIA_TRANSFER':
      if (method.user_type !== 'PERSON') fail('payment_method.user_type', 'Debe ser PERSON.');
      values.paymentDescription = description();
      break;
    case 'DAVIPLATA':
      if (typeof method.user_legal_id_type !== 'string' || !legalIdTypes.includes(method.user_legal_id_type)) {
        fail('payment_method.user_legal_id_type', `Debe ser uno de ${legalIdTypes.join(', ')}.`);
      }
      if (typeof method.user_legal_id !== 'string' || !/^[A-Za-z0-9-]{3,20}$/.test(method.user_legal_id)) {
        fail('payment_method.user_legal_id', 'Debe tener de 3 a 20 letras, dígitos o guiones.');
      }
      values.legalIdType = String(method.user_legal_id_type);
      values.legalId = String(method.user_legal_id);
      values.paymentDescription = description();
      break;
    case 'BANCOLOMBIA_COLLECT':
      values.businessAgreementCode = sandboxAgreementCode;
      values.paymentIntentionIdentifier = String(randomInt(1_000_000_000, 10_000_000_000));
      break;
    default:
      fail('payment_method.type', `Los métodos aceptados son ${acceptedMethods.join(', ')}.`);
  }
  return values;
}
