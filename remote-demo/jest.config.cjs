// The demo's seed and token libraries ship only as ES modules: Jest transforms them too.
module.exports = require('../tooling/jest-preset.cjs')('remote-demo', ['@faker-js/faker', 'jose']);
