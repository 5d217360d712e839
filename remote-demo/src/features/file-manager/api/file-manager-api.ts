// The file manager's call to the demo's mock API (api/apps/file-manager).
import { demoApi } from '../../../lib/demo-client';
import type { FileItem } from '../../../mock-api/seed/files';

export type { FileItem };

export interface FolderContents {
  folders: FileItem[];
  files: FileItem[];
  /** the folder and its ancestors, root first (empty at the root) */
  path: FileItem[];
}

/** A folder's contents; the root is the text `'null'`, as the template's server reads it. */
export const getFolder = (folderId: string | undefined) =>
  demoApi.get<FolderContents>('api/apps/file-manager', { folderId: folderId ?? 'null' });
