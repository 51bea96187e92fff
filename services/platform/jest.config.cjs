module.exports = require('../../jest.preset.cjs');
