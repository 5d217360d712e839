import { http } from '@soat/shared/http';
import type { DocumentType } from '@soat/shared/rules/identity-document';
import type { VehicleData } from '@soat/shared/rules/tariff';

/** What POST /solicitudes takes; the server prices the vehicle again, so no amount is sent. */
export interface NewPurchaseRequest {
  placa: string;
  vehiculo: VehicleData;
  inicioVigencia: string;
  tomador: {
    tipoDocumento: DocumentType;
    numeroDocumento: string;
    nombres: string;
    apellidos: string;
    correoElectronico: string;
    celular: string;
    direccion: string;
    ciudad: string;
  };
  aceptaTerminos: true;
}

/** Creates the purchase request (linked to the account when signed in) and answers its id. */
export async function createPurchaseRequest(request: NewPurchaseRequest): Promise<string> {
  const created = await http()
    .post('soat/api/v1/solicitudes', { json: request })
    .json<{ idSolicitudSoat: string }>();
  return created.idSolicitudSoat;
}
