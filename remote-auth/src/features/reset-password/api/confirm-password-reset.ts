import { apiUrl, http, type ApiRequest } from '@soat/shared/http';

const RESET_CONFIRM = '/seguridad/api/v1/usuarios/confirmar-restablecimiento-clave';

/** Sets a new password with the single-use token of the emailed link. */
export async function confirmPasswordReset(token: string, newPassword: string): Promise<void> {
  const body: ApiRequest<typeof RESET_CONFIRM, 'put'> = { token, claveNueva: newPassword };
  await http().put(apiUrl(RESET_CONFIRM), { json: body });
}
