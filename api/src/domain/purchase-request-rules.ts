import { checkAddress, checkCity } from '@soat/shared/rules/address';
import { checkEmail, checkMobile } from '@soat/shared/rules/contact';
import {
  checkDocumentNumber,
  DOCUMENT_MESSAGES,
  isDocumentType,
  type DocumentType,
} from '@soat/shared/rules/identity-document';
import { checkFullName } from '@soat/shared/rules/person-name';
import type { Static } from 'typebox';
import type { FieldError } from '../lib/http-error.js';
import type { HolderBody } from '../schemas/solicitudes.js';

// The holder's fields of a purchase request, checked with the shared rules the purchase form
// checks too, one error per field (`tomador.numeroDocumento`, …).

export const HOLDER_MESSAGES = {
  holder: 'Escribe los datos del tomador.',
  firstNames: 'Escribe los nombres del tomador.',
  lastNames: 'Escribe los apellidos del tomador.',
} as const;

/** The holder as the API takes it (the `tomador` of the request's schema) and stores it. */
export type Holder = Static<typeof HolderBody>;

export type HolderCheck = { ok: true; holder: Holder } | { ok: false; errores: FieldError[] };

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Checks the holder and answers it as stored (normalized document, email, mobile and names). */
export function checkHolder(value: unknown): HolderCheck {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, errores: [{ campo: 'tomador', mensaje: HOLDER_MESSAGES.holder }] };
  }
  const body = value as Record<string, unknown>;
  const errors: FieldError[] = [];
  const refuse = (field: keyof Holder, message: string) => errors.push({ campo: `tomador.${field}`, mensaje: message });

  const type = body.tipoDocumento;
  let documentNumber = '';
  if (!isDocumentType(type)) refuse('tipoDocumento', DOCUMENT_MESSAGES['document.type']);
  else {
    const document = checkDocumentNumber(type, text(body.numeroDocumento));
    if (document.ok) documentNumber = document.value;
    else refuse('numeroDocumento', document.message);
  }

  const name = (field: 'nombres' | 'apellidos', required: string) => {
    const check = checkFullName(text(body[field]));
    if (check.ok) return check.value;
    refuse(field, check.code === 'name.required' ? required : check.message);
    return '';
  };
  const firstNames = name('nombres', HOLDER_MESSAGES.firstNames);
  const lastNames = name('apellidos', HOLDER_MESSAGES.lastNames);

  const email = checkEmail(text(body.correoElectronico));
  if (!email.ok) refuse('correoElectronico', email.message);
  const mobile = checkMobile(text(body.celular));
  if (!mobile.ok) refuse('celular', mobile.message);

  const address = checkAddress(text(body.direccion));
  if (!address.ok) refuse('direccion', address.message);
  const city = checkCity(text(body.ciudad));
  if (!city.ok) refuse('ciudad', city.message);

  if (errors.length > 0 || !email.ok || !mobile.ok || !address.ok || !city.ok) return { ok: false, errores: errors };
  return {
    ok: true,
    holder: {
      tipoDocumento: type as DocumentType, // a type that is not one was refused above
      numeroDocumento: documentNumber,
      nombres: firstNames,
      apellidos: lastNames,
      correoElectronico: email.value,
      celular: mobile.value,
      direccion: address.value,
      ciudad: city.value,
    },
  };
}
