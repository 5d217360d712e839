// Where a policyholder lives: the address and the city a policy carries. Pure and
// free of dependencies: the API and the purchase form check them with this one module.
import type { RuleCheck } from './rule-check.js';

export const ADDRESS_LENGTH = { min: 5, max: 120 } as const;
export const CITY_LENGTH = { min: 2, max: 60 } as const;

export const ADDRESS_MESSAGES = {
  'address.length': `Escribe la dirección (entre ${ADDRESS_LENGTH.min} y ${ADDRESS_LENGTH.max} caracteres).`,
  'city.length': `Escribe la ciudad o municipio (entre ${CITY_LENGTH.min} y ${CITY_LENGTH.max} caracteres).`,
} as const;

export type AddressCode = keyof typeof ADDRESS_MESSAGES;

/** Trimmed, with single spaces between words: as it is stored and printed on the policy. */
export const squeezeText = (value: string) => value.trim().replace(/\s+/g, ' ');

function checkLength(value: string, limits: { min: number; max: number }, code: AddressCode): RuleCheck {
  const text = squeezeText(value);
  const length = [...text].length;
  return length >= limits.min && length <= limits.max
    ? { ok: true, value: text }
    : { ok: false, code, message: ADDRESS_MESSAGES[code], params: { ...limits } };
}

export const checkAddress = (value: string): RuleCheck => checkLength(value, ADDRESS_LENGTH, 'address.length');
export const checkCity = (value: string): RuleCheck => checkLength(value, CITY_LENGTH, 'city.length');
