process.env.PACT_DO_NOT_TRACK = 'true';
module.exports = { ...require('../../jest.preset.cjs'), rootDir: __dirname, testMatch: ['<rootDir>/provider/**/*.test.ts'], testTimeout: 60_000 };
