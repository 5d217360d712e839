import { http } from '@soat/shared/http';

/** Sets a new password with the single-use token of the emailed link. */
export async function confirmPasswordReset(token: string, claveNueva: string): Promise<void> {
  await http().put('seguridad/api/v1/usuarios/confirmar-restablecimiento-clave', { json: { token, claveNueva } });
}
