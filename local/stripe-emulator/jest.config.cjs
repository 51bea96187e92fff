// Two projects: the API and webhook tests (*.test.ts, node) and the Stripe.js stand-in under the real
// @stripe/react-stripe-js (*.test.tsx, jsdom loading the script from a running emulator, JSX for React's
// automatic runtime as tsconfig's "jsx": "react-jsx" does).
const preset = require('../../jest.preset.cjs');

const [[pattern, [swc, swcOptions]]] = Object.entries(preset.transform);
const reactJsx = {
  [pattern]: [swc, { ...swcOptions, jsc: { ...swcOptions.jsc, transform: { react: { runtime: 'automatic' } } } }],
};

module.exports = {
  testTimeout: preset.testTimeout,
  projects: [
    { ...preset, displayName: 'node', rootDir: __dirname, testMatch: ['<rootDir>/test/**/*.test.ts'] },
    {
      ...preset,
      displayName: 'dom',
      rootDir: __dirname,
      transform: reactJsx,
      testEnvironment: '<rootDir>/test/support/jsdom-environment.cjs',
      // The page is served from the gateway's origin; <script src> really loads the stand-in from the emulator.
      testEnvironmentOptions: { url: 'http://localhost:8080/', resources: 'usable' },
      testMatch: ['<rootDir>/test/**/*.test.tsx'],
    },
  ],
};
