import { REMOTE_SECTIONS, type RemoteName } from '@soat/shared/federation';

/**
 * The remote that owns a path (its first segment is one of the remote's
 * sections in the portal's table of apps), or null when no enabled remote does.
 */
export function remoteForPath(pathname: string, demoEnabled: boolean): RemoteName | null {
  const section = pathname.split('/')[1] ?? '';
  const remote = Object.hasOwn(REMOTE_SECTIONS, section) ? REMOTE_SECTIONS[section] : undefined;
  if (!remote || (remote === 'demo' && !demoEnabled)) return null;
  return remote;
}
