// `jest` at the root runs the shared library and every front end that exists
// (from the portal's table of apps); each package also runs alone.
const { existsSync } = require('node:fs');
const path = require('node:path');
const { FRONT_ENDS } = require('@soat/web-server/portal-apps');

module.exports = {
  projects: ['shared', ...FRONT_ENDS.map((app) => app.folder)]
    .filter((folder) => existsSync(path.join(__dirname, folder, 'jest.config.cjs')))
    .map((folder) => `<rootDir>/${folder}`),
};
