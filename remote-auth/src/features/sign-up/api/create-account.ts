import { http } from '@soat/shared/http';
import type { DocumentType } from '@soat/shared/validation';

/** The sign-up payload of the security service (DESIGN §7). */
export interface NewAccount {
  nombreCompleto: string;
  tipoDocumento: DocumentType;
  numeroDocumento: string;
  correoElectronico: string;
  celular: string;
  clave: string;
  aceptaTerminos: boolean;
}

export async function createAccount(account: NewAccount): Promise<void> {
  await http().post('seguridad/api/v1/usuarios', { json: account });
}
