// Shared jest settings: TypeScript through @swc/jest (ts-jest cannot use typescript 7; see STACK-NOTES).
module.exports = {
  testEnvironment: 'node',
  transform: {
    '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  testMatch: ['**/test/**/*.test.ts', '**/__tests__/**/*.test.ts?(x)'],
};
