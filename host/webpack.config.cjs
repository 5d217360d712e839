module.exports = require('../tooling/webpack-app.cjs')({ dir: __dirname, id: 'host' });
