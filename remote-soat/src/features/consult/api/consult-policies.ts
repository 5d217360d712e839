import { http, isHTTPError } from '@soat/shared/http';
import type { DocumentType } from '@soat/shared/rules/identity-document';

// POST /soat/api/v1/consultas (ADR 010). Typed here until the API's OpenAPI
// document (shared/src/http/api-contract.ts) lists the route; then
// ApiRequest/ApiResponse and apiUrl replace these.
const CONSULTS = 'soat/api/v1/consultas';

export type PolicyState = 'vigente' | 'vencida' | 'futura';

export interface ConsultRequest {
  placa: string;
  tipoDocumento: DocumentType;
  numeroDocumento: string;
}

export interface ConsultedPolicy {
  numeroPoliza: string;
  estado: PolicyState;
  aseguradora: string;
  fechaExpedicion: string;
  inicioVigencia: string;
  finVigencia: string;
  codigoTarifa: string;
}

export interface ConsultAnswer {
  placa: string;
  polizas: ConsultedPolicy[];
}

/**
 * The policies of a plate held by that document; null when there are none (the
 * API's 404, the same whether or not the plate has other policies). Other
 * refusals are thrown: their field errors belong on the form.
 */
export async function consultPolicies(request: ConsultRequest): Promise<ConsultAnswer | null> {
  try {
    return await http().post(CONSULTS, { json: request }).json<ConsultAnswer>();
  } catch (error) {
    if (isHTTPError(error) && error.response.status === 404) return null;
    throw error;
  }
}
