import { checkDocumentNumber, DOCUMENT_MESSAGES, isDocumentType } from '@soat/shared/rules/identity-document';
import type { FieldError } from './http-error.js';

/** A holder's document as the policies store it (a valid number, cleaned). */
export interface HolderDocument {
  type: string;
  number: string;
}

/** Whether a body names a document (`tipoDocumento`, `numeroDocumento`): only then is it a try at a holder's. */
export function givesDocument(body: unknown): boolean {
  const fields = (body ?? {}) as Record<string, unknown>;
  return fields.tipoDocumento !== undefined || fields.numeroDocumento !== undefined;
}

/**
 * The optional holder's document of a lookup or a quote body: both fields or neither, checked by the shared
 * rules. `flagged` holds the fields the schema already refused (their message is said once).
 */
export function optionalDocument(
  body: unknown,
  flagged: ReadonlySet<string>,
): { document: HolderDocument | undefined; errores: FieldError[] } {
  if (!givesDocument(body) || flagged.has('tipoDocumento') || flagged.has('numeroDocumento')) {
    return { document: undefined, errores: [] };
  }
  const { tipoDocumento, numeroDocumento } = body as Record<string, unknown>;
  if (typeof tipoDocumento !== 'string' || !isDocumentType(tipoDocumento)) {
    return { document: undefined, errores: [{ campo: 'tipoDocumento', mensaje: DOCUMENT_MESSAGES['document.type'] }] };
  }
  const number = checkDocumentNumber(tipoDocumento, typeof numeroDocumento === 'string' ? numeroDocumento : '');
  return number.ok
    ? { document: { type: tipoDocumento, number: number.value }, errores: [] }
    : { document: undefined, errores: [{ campo: 'numeroDocumento', mensaje: number.message }] };
}

/** The holder's document of a purchase request's `tomador`, when both its fields are valid. */
export function holderDocumentOf(tomador: unknown): HolderDocument | undefined {
  // a document with an error has none: optionalDocument answers `undefined` for it
  return optionalDocument(tomador, new Set()).document;
}
