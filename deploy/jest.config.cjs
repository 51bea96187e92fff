module.exports = { ...require('../jest.preset.cjs'), testTimeout: 60_000 };
