// Component tests of the admin tabs (*.test.tsx in test/), in jsdom with JSX compiled for React's automatic runtime,
// against a real local HTTP server: the jsdom environment and DOM setup are libs/web's, shared by every web project.
const preset = require('../jest.preset.cjs');

const [[pattern, [swc, swcOptions]]] = Object.entries(preset.transform);
const reactJsx = {
  [pattern]: [swc, { ...swcOptions, jsc: { ...swcOptions.jsc, transform: { react: { runtime: 'automatic' } } } }],
};

module.exports = {
  ...preset,
  displayName: 'mfe-admin',
  rootDir: __dirname,
  transform: reactJsx,
  // @ant-design/icons' CommonJS build requires an ES module of @ant-design/colors (es/generate).
  transformIgnorePatterns: ['/node_modules/(?!(jose|@ant-design/colors)/)'],
  testEnvironment: '<rootDir>/../libs/web/test/support/jsdom-environment.cjs',
  testMatch: ['<rootDir>/test/**/*.test.tsx'],
  setupFilesAfterEnv: ['<rootDir>/../libs/web/test/setup-dom.ts'],
};
