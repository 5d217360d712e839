import { apiHref, http } from '@soat/shared/http';
import type { VehicleData } from '@soat/shared/rules/tariff';
import type { PolicyStatus } from '../../../components/policy-status-badge';

// GET /soat/api/v1/mis-polizas (ADR 010), typed here with the fields this page
// reads until the API's OpenAPI document (shared/src/http/api-contract.ts) lists
// the route; then ApiResponse and apiUrl replace these.
const MY_POLICIES = 'soat/api/v1/mis-polizas';

export type RequestStatus = 'pendiente-pago' | 'pagada' | 'emitida' | 'reembolso-pendiente';
export type PaymentStatus = 'PENDIENTE' | 'APROBADO' | 'RECHAZADO' | 'ERROR' | 'ANULADO';

export interface MyPolicy {
  numeroPoliza: string;
  idSolicitudSoat: string;
  estado: PolicyStatus;
  aseguradora: string;
  fechaExpedicion: string;
  inicioVigencia: string;
  finVigencia: string;
  codigoTarifa: string;
  total: number;
  placa: string;
  vehiculo: VehicleData;
}

export interface MyPurchaseRequest {
  idSolicitudSoat: string;
  estado: RequestStatus;
  placa: string;
  vehiculo: VehicleData;
  cotizacion: { total: number; inicioVigencia: string; finVigencia: string; codigoTarifa: string };
  pago: { estado: PaymentStatus; metodo: 'TARJETA' | 'PSE'; mensaje: string | null; actualizadoEn: string } | null;
  poliza: MyPolicy | null;
}

export interface MyPolicies {
  polizas: MyPolicy[];
  solicitudes: MyPurchaseRequest[];
}

/** What the signed-in customer bought with this account (the HTTP client adds the session's token). */
export async function fetchMyPolicies(): Promise<MyPolicies> {
  return http().get(MY_POLICIES).json<MyPolicies>();
}

/** The policy certificate (PDF) of a purchase request, as an address the browser opens itself. */
export function certificateHref(idSolicitudSoat: string): string {
  return apiHref(`soat/api/v1/solicitudes/${encodeURIComponent(idSolicitudSoat)}/certificado`);
}
