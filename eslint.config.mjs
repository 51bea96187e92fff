import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The boundaries of ../shared/STYLE.md, for the code that runs in the browser.
const routerThroughLibsWeb = ['react-router', 'react-router-dom'].map((name) => ({ name, message: 'Import routing from @careerkit/web/router.' }));
const browserBoundaries = [
  {
    group: ['node:*', '@careerkit/service-kit/*', '@careerkit/mongo-lite', '**/services/**', '**/gateway/**', '**/local/**'],
    message: 'Browser code does not import Node or service code; only libs/contracts crosses the front/back line.',
  },
  { group: ['**/shell/**', '**/mfe-*/**'], message: 'Apps do not import each other: what two apps use moves to libs/.' },
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '.data/**', '.nx/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // One router context across the shell and the remotes: routing comes from the shared libs/web module.
    files: ['shell/src/**', 'mfe-*/src/**'],
    rules: { 'no-restricted-imports': ['error', { paths: routerThroughLibsWeb, patterns: browserBoundaries }] },
  },
  {
    // libs/web is shared module by module at run time: siblings must be imported by package name (libs/web/README.md).
    files: ['libs/web/src/**'],
    ignores: ['libs/web/src/router.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: routerThroughLibsWeb,
          patterns: [...browserBoundaries, { group: ['./*', '../*'], message: 'Import libs/web modules as @careerkit/web/<name>.' }],
        },
      ],
    },
  },
  {
    // A service calls another over HTTP (service-kit's internal client), never imports it.
    files: ['services/*/src/**', 'services/*/test/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['../../*/src/**', '../../../*/src/**'], message: 'Services do not import each other.' }] }] },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { module: 'writable', require: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
);
