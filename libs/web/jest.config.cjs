// Two projects: the node tests (*.test.ts) and the component tests (*.test.tsx), which run in jsdom with JSX
// compiled for React's automatic runtime (as tsconfig's "jsx": "react-jsx" does).
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
      // @ant-design/icons' CommonJS build requires an ES module of @ant-design/colors (es/generate).
      transformIgnorePatterns: ['/node_modules/(?!(jose|@ant-design/colors|@ant-design/icons-svg)/)'],
      testEnvironment: '<rootDir>/test/support/jsdom-environment.cjs',
      testMatch: ['<rootDir>/test/**/*.test.tsx'],
      setupFilesAfterEnv: [...preset.setupFilesAfterEnv, '<rootDir>/test/setup-dom.ts'],
    },
  ],
};
