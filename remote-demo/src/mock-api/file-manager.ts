// api/apps/file-manager: one folder's folders and files, each sorted by name, and
// the path of its ancestors from the root; folderId 'null' (or none) is the root.
import { http, type HttpHandler } from 'msw';
import { byName, findById } from './lib/collection';
import { apiPath, type MockContext } from './lib/context';
import { ok, queryParam } from './lib/http';
import { type FileItem } from './seed/files';

/** The folder and its ancestors, root first (empty at the root or for an unknown folder). */
function pathTo(items: FileItem[], folderId: string | null): FileItem[] {
  const path: FileItem[] = [];
  for (let folder = findById(items, folderId); folder; folder = findById(items, folder.folderId)) {
    path.unshift(folder);
  }
  return path;
}

export function fileManagerHandlers({ store }: MockContext): HttpHandler[] {
  const { items } = store.fileManager;
  return [
    http.get(apiPath('apps/file-manager'), ({ request }) => {
      const param = queryParam(request, 'folderId');
      const folderId = param === 'null' || param === '' ? null : param;
      const inFolder = items.filter((item) => item.folderId === folderId);
      return ok({
        folders: inFolder.filter((item) => item.type === 'folder').sort(byName),
        files: inFolder.filter((item) => item.type !== 'folder').sort(byName),
        path: pathTo(items, folderId),
      });
    }),
  ];
}
