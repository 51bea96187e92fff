// Consumers first: they write the pact files the provider verification reads (STACK-NOTES: separate runs).
process.env.PACT_DO_NOT_TRACK = 'true';
module.exports = {
  ...require('../../jest.preset.cjs'),
  rootDir: __dirname,
  testMatch: ['<rootDir>/consumer/**/*.test.ts'],
  globalSetup: '<rootDir>/clear-pacts.ts',
  testTimeout: 30_000,
};
