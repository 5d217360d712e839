// The file manager's items: folders and files nested up to three levels deep.
import { seededFaker } from './seeded-faker';

export type FileType = 'folder' | 'PDF' | 'XLS' | 'DOC' | 'TXT' | 'JPG';

export interface FileItem {
  id: string;
  folderId: string | null;
  name: string;
  createdBy: string;
  createdAt: string;
  modifiedAt: string;
  size: string;
  type: FileType;
  /** e.g. '57 files' for a folder, null for a file */
  contents: string | null;
  /** folders only */
  description: string | null;
}

/** A folder's name and what it holds: sub-folders, then the number of files of each type. */
interface FolderPlan {
  name: string;
  folders?: FolderPlan[];
  files: number;
}

const TREE: FolderPlan[] = [
  {
    name: 'Personal',
    files: 3,
    folders: [
      {
        name: 'Bills',
        files: 2,
        folders: [
          { name: '2025', files: 4 },
          { name: '2026', files: 3 },
        ],
      },
      { name: 'Taxes', files: 3 },
    ],
  },
  { name: 'Photos', files: 6, folders: [{ name: 'Holidays', files: 5, folders: [{ name: 'Cartagena', files: 4 }] }] },
  {
    name: 'Work',
    files: 4,
    folders: [
      { name: 'Projects', files: 3 },
      { name: 'Reports', files: 5 },
    ],
  },
];
const ROOT_FILES = 6;
const FILE_TYPES: Exclude<FileType, 'folder'>[] = ['PDF', 'XLS', 'DOC', 'TXT', 'JPG'];

export function seedFiles(): FileItem[] {
  const faker = seededFaker(31);
  const items: FileItem[] = [];
  const dates = () => {
    const createdAt = faker.date.past({ years: 2 });
    return {
      createdAt: createdAt.toISOString(),
      modifiedAt: faker.date.between({ from: createdAt, to: faker.defaultRefDate() }).toISOString(),
    };
  };

  const addFiles = (folderId: string | null, count: number) => {
    for (let index = 0; index < count; index++) {
      const type = faker.helpers.arrayElement(FILE_TYPES);
      items.push({
        id: faker.string.uuid(),
        folderId,
        name: `${faker.system.commonFileName(type.toLowerCase()).replace(/\.[^.]+$/, '')}`,
        createdBy: faker.person.fullName(),
        ...dates(),
        size: `${faker.number.float({ min: 0.1, max: 20, fractionDigits: 1 })} MB`,
        type,
        contents: null,
        description: null,
      });
    }
  };

  const addFolder = (plan: FolderPlan, folderId: string | null) => {
    const id = faker.string.uuid();
    items.push({
      id,
      folderId,
      name: plan.name,
      createdBy: 'Brian Hughes',
      ...dates(),
      size: `${faker.number.int({ min: 10, max: 900 })} MB`,
      type: 'folder',
      contents: `${plan.files + (plan.folders?.length ?? 0)} files`,
      description: faker.lorem.sentence(),
    });
    for (const child of plan.folders ?? []) addFolder(child, id);
    addFiles(id, plan.files);
  };

  for (const plan of TREE) addFolder(plan, null);
  addFiles(null, ROOT_FILES);
  return items;
}
