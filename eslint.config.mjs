import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-mock/**', '**/node_modules/**', 'data/**', 'coverage/**', 'lint/fixtures/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/ban-ts-comment': 'error',
      // The router comes from @snapmall/shared, so every app uses the one copy inside that singleton.
      'no-restricted-imports': ['error', { paths: [{ name: 'react-router', message: "Import routing from '@snapmall/shared'." }] }],
    },
  },
  {
    files: ['shared/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
  // The size rules the README states: no source file over 250 lines, no React component over 100. Lines are
  // counted plainly, blank lines and comments included: that is the length a reader scrolls through, and a rule
  // that skipped comments would reward deleting the ones that say why.
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    rules: { 'max-lines': ['error', { max: 250, skipBlankLines: false, skipComments: false }] },
  },
  {
    // Every function in a .tsx file: a component is one, and a helper beside it that grew past 100 lines is the same
    // problem. Hooks and helpers in .ts files are held by the file's 250 lines alone.
    files: ['**/*.tsx'],
    rules: { 'max-lines-per-function': ['error', { max: 100, skipBlankLines: false, skipComments: false, IIFEs: true }] },
  },
  {
    // Tests are exempt: a suite's length follows the cases it tries, and one describe() is one function by nature.
    // (Ignored above altogether: dist/ and the other built output, and lint/fixtures, which break rules on purpose.)
    files: ['**/*.test.{ts,tsx}', '**/test/**', '**/e2e/**'],
    rules: { 'max-lines': 'off', 'max-lines-per-function': 'off' },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
