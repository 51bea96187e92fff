// Two projects. journeys: one product start (global setup) serves every journey file, run one after another.
// harness: the suite's own machinery (starting and stopping products, free ports, the web build beside running
// copies), which starts products of its own and needs none from the global setup.
const preset = require('../../jest.preset.cjs');

/** Also the project of the journey files the harness runs in a jest of their own (harness/fixtures). */
const journeys = {
  ...preset,
  displayName: 'journeys',
  rootDir: __dirname,
  testMatch: ['<rootDir>/journeys/**/*.test.ts'],
  globalSetup: '<rootDir>/global-setup.ts',
  globalTeardown: '<rootDir>/global-teardown.ts',
};

module.exports = {
  // A journey is many steps in a browser (each waits up to Playwright's 30 s): a longer ceiling than the preset's.
  testTimeout: 120_000,
  maxWorkers: 1,
  projects: [journeys, { ...preset, displayName: 'harness', rootDir: __dirname, testMatch: ['<rootDir>/harness/*.test.ts'] }],
};
