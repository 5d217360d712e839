import type { ComponentType } from 'react';

/**
 * The federation contract between the host and its remotes. Each remote's
 * container name, and what its exposed modules export.
 */
export const REMOTE_CONTAINERS = {
  auth: 'remote_auth',
  soat: 'remote_soat',
  calificacion: 'remote_calificacion',
  demo: 'remote_demo',
} as const;

export type RemoteContainer = (typeof REMOTE_CONTAINERS)[keyof typeof REMOTE_CONTAINERS];

/**
 * `<container>/routes`: the component that renders the remote's route subtree.
 * The host mounts it under a route whose base is `/`; its paths are relative
 * to that base and it brings no router of its own.
 */
export interface RemoteRoutesModule {
  default: ComponentType;
}
