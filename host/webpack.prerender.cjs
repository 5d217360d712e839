module.exports = require('../tooling/webpack-prerender.cjs')({ dir: __dirname });
