// A purchase request as GET /soat/api/v1/solicitudes/{id} answers it (ADR 010),
// read by the payment page and the payment result page.
import type { DocumentType } from '@soat/shared/rules/identity-document';
import type { VehicleData } from '@soat/shared/rules/tariff';
import type { PriceAmounts } from './price-breakdown';

export type PaymentStatus = 'PENDIENTE' | 'APROBADO' | 'RECHAZADO' | 'ERROR' | 'ANULADO';

export interface PurchaseRequest {
  idSolicitudSoat: string;
  estado: 'pendiente-pago' | 'pagada' | 'emitida' | 'reembolso-pendiente';
  placa: string;
  vehiculo: VehicleData;
  cotizacion: PriceAmounts & {
    codigoTarifa: string;
    inicioVigencia: string;
    finVigencia: string;
  };
  tomador: {
    tipoDocumento: DocumentType;
    numeroDocumento: string;
    nombres: string;
    apellidos: string;
    /** Masked: a***@correo.com. */
    correoElectronico: string;
    ciudad: string;
  };
  pago: { idPago: string; estado: PaymentStatus; metodo: 'TARJETA' | 'PSE'; mensaje: string | null; actualizadoEn: string } | null;
  poliza: {
    numeroPoliza: string;
    aseguradora: string;
    fechaExpedicion: string;
    inicioVigencia: string;
    finVigencia: string;
    total: number;
  } | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A request id is a UUID: anything else in the address is no request, and the API is not asked. */
export function isPurchaseRequestId(value: string | undefined): value is string {
  return value !== undefined && UUID.test(value);
}

/** A payment attempt that ended without the money: a new attempt may be made. */
export function isFailedPayment(status: PaymentStatus): boolean {
  return status === 'RECHAZADO' || status === 'ERROR' || status === 'ANULADO';
}
