import { checkDocumentNumber, type DocumentType } from '@soat/shared/rules/identity-document';
import { checkFullName } from '@soat/shared/rules/person-name';
import type { FieldError } from '../lib/http-error.js';
import { passwordProblem } from './password-policy.js';

export interface SignUpFields {
  nombreCompleto: string;
  tipoDocumento: DocumentType;
  numeroDocumento: string;
  correoElectronico: string;
  clave: string;
}

/**
 * Rules across fields that a JSON schema cannot express, from the shared rules the
 * front ends check too. Only fields that passed the schema are checked (`flagged`
 * lists the others), so each field gets at most one message.
 */
export function signUpRuleErrors(body: Partial<SignUpFields>, flagged: ReadonlySet<string>): FieldError[] {
  const errors: FieldError[] = [];
  const ok = (field: keyof SignUpFields) => !flagged.has(field) && typeof body[field] === 'string';

  if (ok('nombreCompleto')) {
    const name = checkFullName(body.nombreCompleto!);
    if (!name.ok) errors.push({ campo: 'nombreCompleto', mensaje: name.message });
  }
  if (ok('tipoDocumento') && ok('numeroDocumento')) {
    const check = checkDocumentNumber(body.tipoDocumento!, body.numeroDocumento!);
    if (!check.ok) errors.push({ campo: 'numeroDocumento', mensaje: check.message });
  }
  if (ok('clave')) {
    const email = ok('correoElectronico') ? body.correoElectronico : undefined;
    const problem = passwordProblem(body.clave!, email);
    if (problem) errors.push({ campo: 'clave', mensaje: problem });
  }
  return errors;
}
