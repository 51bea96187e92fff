// One product start (global setup) serves every journey: run the files one after another.
module.exports = {
  ...require('../../jest.preset.cjs'),
  testMatch: ['<rootDir>/journeys/**/*.test.ts'],
  globalSetup: '<rootDir>/global-setup.ts',
  globalTeardown: '<rootDir>/global-teardown.ts',
  testTimeout: 120_000,
  maxWorkers: 1,
};
