import type { RemoteName } from '@soat/shared/config';

/**
 * The sections remotes own (DESIGN §4): the first segment of the path names
 * the remote that renders everything under it. Adding a remote's section is a
 * line here; the remote decides its own sub-paths.
 */
export const REMOTE_SECTIONS: Readonly<Record<string, RemoteName>> = {
  tarifas: 'soat',
  soat: 'soat',
  'cotizar-soat': 'soat',
  calificacion: 'calificacion',
  'iniciar-sesion': 'auth',
  'crear-cuenta': 'auth',
  'recuperar-clave': 'auth',
  'restablecer-clave': 'auth',
  demo: 'demo',
};

/** The remote that owns a path, or null when no (enabled) remote does. */
export function remoteForPath(pathname: string, demoEnabled: boolean): RemoteName | null {
  const section = pathname.split('/')[1] ?? '';
  const remote = Object.hasOwn(REMOTE_SECTIONS, section) ? REMOTE_SECTIONS[section] : undefined;
  if (!remote || (remote === 'demo' && !demoEnabled)) return null;
  return remote;
}
