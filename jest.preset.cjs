// Shared jest settings: TypeScript through @swc/jest (ts-jest cannot use typescript 7; see STACK-NOTES).
const { join } = require('node:path');

module.exports = {
  testEnvironment: 'node',
  transform: {
    '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  // ESM-only packages, compiled to CommonJS for jest like our own code.
  transformIgnorePatterns: ['/node_modules/(?!(jose)/)'],
  testMatch: ['**/test/**/*.test.ts', '**/__tests__/**/*.test.ts?(x)'],
  // The one ceiling for a test in the workspace. It is not a speed check: the shared machines run CI at a load of 7-16
  // on 2 cores, where a test that takes 1 s alone can take 20. A config with `projects` must repeat it at its top
  // level (`testTimeout: preset.testTimeout`): jest reads it only there. Waits for a condition: jest.setup.cjs.
  testTimeout: 60_000,
  // A config that adds setup files keeps this one: `[...preset.setupFilesAfterEnv, …]`.
  setupFilesAfterEnv: [join(__dirname, 'jest.setup.cjs')],
};
