import { http } from '@soat/shared/http';
import type { PaymentStatus } from '../../../components/purchase-request';

/** What POST /solicitudes/{id}/pagos takes: the method and, for PSE, the bank and the person type. */
export interface PaymentChoice {
  metodo: 'TARJETA' | 'PSE';
  pse?: { codigoBanco: string; tipoPersona: 'natural' | 'juridica' };
}

export interface CreatedPayment {
  idPago: string;
  estado: PaymentStatus;
  /** The gateway's hosted checkout, where the card or the bank is chosen. */
  urlPasarela: string | null;
}

/**
 * Starts a payment attempt. The same `Idempotency-Key` answers the same
 * attempt, so a double click or a repeated request never charges twice.
 */
export function createPayment(idSolicitudSoat: string, choice: PaymentChoice, idempotencyKey: string) {
  return http()
    .post(`soat/api/v1/solicitudes/${encodeURIComponent(idSolicitudSoat)}/pagos`, {
      json: choice,
      headers: { 'Idempotency-Key': idempotencyKey },
    })
    .json<CreatedPayment>();
}
