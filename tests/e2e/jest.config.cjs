// One product start serves every journey: run the files one after another.
module.exports = { ...require('../../jest.preset.cjs'), testMatch: ['<rootDir>/journeys/**/*.test.ts'], testTimeout: 120_000, maxWorkers: 1 };
