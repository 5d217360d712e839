// `jest` at the root runs the shared library and every front end that exists
// (from the portal's table of apps); each package also runs alone.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { FRONT_ENDS } from '@soat/web-server/portal-apps';

export default {
  projects: ['shared', ...FRONT_ENDS.map((app) => app.folder)]
    .filter((folder) => existsSync(path.join(import.meta.dirname, folder, 'jest.config.ts')))
    .map((folder) => `<rootDir>/${folder}`),
};
