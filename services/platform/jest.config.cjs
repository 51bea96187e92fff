module.exports = { ...require('../../jest.preset.cjs'), testTimeout: 30_000 };
