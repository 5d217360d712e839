// `jest` at the root runs every front-end package; each package also runs alone.
module.exports = {
  projects: ['<rootDir>/shared', '<rootDir>/host', '<rootDir>/remote-auth'],
};
