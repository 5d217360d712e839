const preset = require('../tooling/jest-preset.cjs')('remote-demo');

// The demo's seed and token libraries ship only as ES modules, and so do several of msw's
// own dependencies (as .mjs files): Jest transforms those too.
const esmPackages = ['ky', '@faker-js/faker', 'jose', 'until-async'];

module.exports = {
  ...preset,
  transformIgnorePatterns: [
    `/node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?(${esmPackages.join('|')})/).+(?<!\\.mjs)$`,
  ],
};
