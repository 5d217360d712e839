import { apiUrl, http, type ApiRequest } from '@soat/shared/http';

const RESET_REQUEST = '/seguridad/api/v1/usuarios/restablecer-clave';

/** Asks the security service to email a reset link; it answers the same whether or not the account exists. */
export async function requestPasswordReset(email: string): Promise<void> {
  const body: ApiRequest<typeof RESET_REQUEST, 'post'> = { correoElectronico: email, frontOffice: true };
  await http().post(apiUrl(RESET_REQUEST), { json: body });
}
