import { CONTACT_MESSAGES } from '@soat/shared/rules/contact';
import { DOCUMENT_MESSAGES } from '@soat/shared/rules/identity-document';
import { PASSWORD_MESSAGES } from '@soat/shared/rules/password';
import { PERSON_NAME_MESSAGES } from '@soat/shared/rules/person-name';
import type { FastifySchemaValidationError } from 'fastify';
import type { FieldError } from './http-error.js';

const emailMessages = { pattern: CONTACT_MESSAGES['email.format'], maxLength: CONTACT_MESSAGES['email.tooLong'] };
const passwordMessages = {
  minLength: PASSWORD_MESSAGES['password.tooShort'],
  maxLength: PASSWORD_MESSAGES['password.tooLong'],
};

/**
 * Messages for rules that only make sense for one field (patterns, lengths, enums); '*' = any rule.
 * Where a shared rule exists its words are used, the same the front ends show.
 */
const fieldMessages: Record<string, Partial<Record<string, string>>> = {
  celular: { pattern: CONTACT_MESSAGES['mobile.format'] },
  correoElectronico: emailMessages,
  clave: passwordMessages,
  claveNueva: passwordMessages,
  tipoDocumento: { enum: DOCUMENT_MESSAGES['document.type'] },
  aceptaTerminos: { '*': 'Debes aceptar los términos y condiciones.' },
  frontOffice: { const: 'Este campo debe ser verdadero.' },
  nombreCompleto: {
    pattern: 'Escribe tu nombre completo.',
    minLength: PERSON_NAME_MESSAGES['name.tooShort'],
    maxLength: PERSON_NAME_MESSAGES['name.tooLong'],
  },
};

const typeMessages: Record<string, string> = {
  string: 'Debe ser un texto.',
  boolean: 'Debe ser verdadero o falso.',
  number: 'Debe ser un número.',
  integer: 'Debe ser un número entero.',
  object: 'Debe ser un objeto.',
  array: 'Debe ser una lista.',
};

// When a field breaks several rules, the most basic one is reported first.
const keywordOrder = [
  'required',
  'type',
  'const',
  'enum',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'maxItems',
  'format',
  'pattern',
];

function messageFor(field: string, error: FastifySchemaValidationError): string {
  const params = error.params as Record<string, unknown>;
  const specific = fieldMessages[field]?.[error.keyword] ?? fieldMessages[field]?.['*'];
  if (specific) return specific;
  switch (error.keyword) {
    case 'required':
      return 'Este campo es obligatorio.';
    case 'type':
      return typeMessages[String(params.type)] ?? 'El tipo de dato no es válido.';
    case 'minLength':
      return Number(params.limit) <= 1
        ? 'Este campo es obligatorio.'
        : `Debe tener al menos ${String(params.limit)} caracteres.`;
    case 'maxLength':
      return `Debe tener como máximo ${String(params.limit)} caracteres.`;
    case 'minimum':
      return `Debe ser como mínimo ${String(params.limit)}.`;
    case 'maximum':
      return `Debe ser como máximo ${String(params.limit)}.`;
    case 'maxItems':
      return `Debe tener como máximo ${String(params.limit)} elementos.`;
    case 'format':
      return params.format === 'email' ? 'Escribe un correo electrónico válido.' : 'El formato no es válido.';
    default:
      return 'El valor no es válido.';
  }
}

function fieldOf(error: FastifySchemaValidationError): string | undefined {
  if (error.keyword === 'required') {
    return String((error.params as Record<string, unknown>).missingProperty);
  }
  const [, first] = error.instancePath.split('/');
  return first ? first.replace(/~1/g, '/').replace(/~0/g, '~') : undefined;
}

/**
 * Turns schema errors into one Spanish entry per field. Errors about the whole
 * body (not an object) have no field and are left out: the caller says it in `message`.
 */
export function toFieldErrors(errors: readonly FastifySchemaValidationError[]): FieldError[] {
  const chosen = new Map<string, FastifySchemaValidationError>();
  const rank = (error: FastifySchemaValidationError) => {
    const index = keywordOrder.indexOf(error.keyword);
    return index === -1 ? keywordOrder.length : index;
  };
  for (const error of errors) {
    const field = fieldOf(error);
    if (!field) continue;
    const current = chosen.get(field);
    if (!current || rank(error) < rank(current)) chosen.set(field, error);
  }
  return [...chosen].map(([field, error]) => ({ campo: field, mensaje: messageFor(field, error) }));
}
