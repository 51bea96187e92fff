// Shared jest settings: TypeScript through @swc/jest (ts-jest cannot use typescript 7; see STACK-NOTES).
module.exports = {
  testEnvironment: 'node',
  transform: {
    '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  // ESM-only packages, compiled to CommonJS for jest like our own code.
  transformIgnorePatterns: ['/node_modules/(?!(jose)/)'],
  testMatch: ['**/test/**/*.test.ts', '**/__tests__/**/*.test.ts?(x)'],
};
