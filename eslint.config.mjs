import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const routerThroughLibsWeb = ['react-router', 'react-router-dom'].map((name) => ({ name, message: 'Import routing from @careerkit/web/router.' }));

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
    files: ['shell/**', 'mfe-*/**'],
    rules: { 'no-restricted-imports': ['error', { paths: routerThroughLibsWeb }] },
  },
  {
    // libs/web is shared module by module at run time: siblings must be imported by package name (libs/web/README.md).
    files: ['libs/web/src/**'],
    ignores: ['libs/web/src/router.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: routerThroughLibsWeb, patterns: [{ group: ['./*', '../*'], message: 'Import libs/web modules as @careerkit/web/<name>.' }] },
      ],
    },
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
