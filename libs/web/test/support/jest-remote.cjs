// The jest project of a remote's component tests (*.test.tsx in its test/), in jsdom with JSX compiled for React's
// automatic runtime, against a real local HTTP server: the jsdom environment and DOM setup are libs/web's.
const path = require('node:path');
const preset = require('../../../../jest.preset.cjs');

const [[pattern, [swc, swcOptions]]] = Object.entries(preset.transform);
const reactJsx = {
  [pattern]: [swc, { ...swcOptions, jsc: { ...swcOptions.jsc, transform: { react: { runtime: 'automatic' } } } }],
};
const support = __dirname;

/** @param {string} rootDir the remote's folder; @param {string} displayName its name in jest's output */
module.exports = function remoteJestConfig(rootDir, displayName) {
  return {
    ...preset,
    displayName,
    rootDir,
    transform: reactJsx,
    // @ant-design/icons' CommonJS build requires an ES module of @ant-design/colors (es/generate).
    transformIgnorePatterns: ['/node_modules/(?!(jose|@ant-design/colors|@ant-design/icons-svg)/)'],
    testEnvironment: path.join(support, 'jsdom-environment.cjs'),
    testMatch: ['<rootDir>/test/**/*.test.tsx'],
    setupFilesAfterEnv: [...preset.setupFilesAfterEnv, path.join(support, '../setup-dom.ts')],
  };
};
