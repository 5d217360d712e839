import { http } from '@soat/shared/http';

/** Asks the security service to email a reset link; it answers the same whether or not the account exists. */
export async function requestPasswordReset(correoElectronico: string): Promise<void> {
  await http().post('seguridad/api/v1/usuarios/restablecer-clave', { json: { correoElectronico, frontOffice: true } });
}
