import {
  checkDocumentNumber,
  DOCUMENT_MESSAGES,
  isDocumentType,
  type DocumentType,
} from '@soat/shared/rules/identity-document';
import { checkPlate } from '@soat/shared/rules/plate';
import type { FastifyRequest } from 'fastify';
import { badRequest, type FieldError } from './http-error.js';
import { schemaFieldErrors } from './schema-errors.js';

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
export function holderDocumentOf(holder: unknown): HolderDocument | undefined {
  // a document with an error has none: optionalDocument answers `undefined` for it
  return optionalDocument(holder, new Set()).document;
}

/**
 * The plate and the document a consult or a RUNT lookup requires, checked by the shared rules after the
 * schema; a 400 with every field's message at once otherwise. Answers the plate and the number as stored.
 */
export function requiredPlateAndDocument(
  request: FastifyRequest<{ Body: { placa: string; tipoDocumento: DocumentType; numeroDocumento: string } }>,
): { plate: string; documentType: DocumentType; documentNumber: string } {
  const schemaErrors = schemaFieldErrors(request);
  const flagged = new Set(schemaErrors.map((error) => error.campo));
  const { body } = request;
  const errors: FieldError[] = [...schemaErrors];
  const plate = checkPlate(flagged.has('placa') ? '' : body.placa);
  if (!plate.ok && !flagged.has('placa')) errors.push({ campo: 'placa', mensaje: plate.message });
  const document =
    flagged.has('tipoDocumento') || flagged.has('numeroDocumento')
      ? undefined
      : checkDocumentNumber(body.tipoDocumento, body.numeroDocumento);
  if (document && !document.ok) errors.push({ campo: 'numeroDocumento', mensaje: document.message });
  if (errors.length > 0 || !plate.ok || !document?.ok) throw badRequest(errors);
  return { plate: plate.value, documentType: body.tipoDocumento, documentNumber: document.value };
}
