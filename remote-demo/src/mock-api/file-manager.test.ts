/** @jest-environment node */
import { type FileItem } from './seed/files';
import { createTestApi } from './testing/mock-client';

const FILE_TYPES = ['folder', 'PDF', 'XLS', 'DOC', 'TXT', 'JPG'];
const names = (items: FileItem[]) => items.map((item) => item.name);
const sorted = (list: string[]) => [...list].sort((a, b) => a.localeCompare(b));

function depthOf(items: FileItem[], item: FileItem): number {
  const parent = items.find((candidate) => candidate.id === item.folderId);
  return parent ? 1 + depthOf(items, parent) : 1;
}

describe('the file manager seed', () => {
  const { items } = createTestApi().store.fileManager;

  it('nests folders up to three levels, and no deeper', () => {
    const folderDepths = items.filter((item) => item.type === 'folder').map((folder) => depthOf(items, folder));
    expect(Math.max(...folderDepths)).toBe(3);
  });

  it('gives folders contents and a description, files neither, and only known types', () => {
    for (const item of items) {
      expect(FILE_TYPES).toContain(item.type);
      if (item.type === 'folder') {
        expect(item.contents).toMatch(/^\d+ files$/);
        expect(item.description).toEqual(expect.any(String));
      } else {
        expect(item.contents).toBeNull();
        expect(item.description).toBeNull();
      }
    }
  });

  it('puts every item in an existing folder or at the root', () => {
    const folderIds = new Set(items.filter((item) => item.type === 'folder').map((item) => item.id));
    for (const item of items) if (item.folderId !== null) expect(folderIds.has(item.folderId)).toBe(true);
  });
});

describe('api/apps/file-manager', () => {
  it.each(['?folderId=null', ''])(
    'answers the root for folderId%s: folders and files sorted by name, an empty path',
    async (query) => {
      const { get, store } = createTestApi();
      const { body } = await get(`api/apps/file-manager${query}`);
      const root = store.fileManager.items.filter((item) => item.folderId === null);
      expect(names(body.folders)).toEqual(sorted(names(root.filter((item) => item.type === 'folder'))));
      expect(names(body.files)).toEqual(sorted(names(root.filter((item) => item.type !== 'folder'))));
      expect(body.files.length).toBeGreaterThan(0);
      expect(body.path).toEqual([]);
    },
  );

  it('answers a third-level folder with the path of its ancestors, root to current', async () => {
    const { get, store } = createTestApi();
    const { items } = store.fileManager;
    const deepest = items.find((item) => item.type === 'folder' && depthOf(items, item) === 3)!;
    const { body } = await get(`api/apps/file-manager?folderId=${deepest.id}`);
    expect(body.path).toHaveLength(3);
    expect(body.path[2].id).toBe(deepest.id);
    expect(body.path[1].id).toBe(deepest.folderId);
    expect(body.path[0].folderId).toBeNull();
    expect(names(body.files)).toEqual(sorted(names(items.filter((item) => item.folderId === deepest.id))));
  });

  it('answers empty lists for an unknown folder', async () => {
    expect((await createTestApi().get('api/apps/file-manager?folderId=nope')).body).toEqual({
      folders: [],
      files: [],
      path: [],
    });
  });
});
