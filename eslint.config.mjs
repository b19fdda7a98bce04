// @ts-check
/**
 * ESLint for every TypeScript and JavaScript source in the repository (`npm run lint`, also run by
 * `npm test`). Type-aware rules use the project service, so the tsconfig that `tsc --noEmit` checks
 * is the one the linter reads.
 */
import js from '@eslint/js';
import docusaurus from '@docusaurus/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'build/',
      'build-hosted/',
      '.docusaurus/',
      // The site server as `npm start` compiles it (server/start.mjs).
      'dist/',
      'test-results/',
      'playwright-report/',
      'bench/results/',
      // Declarations written from the platform brief and third-party stand-ins: not our code to lint.
      'platform/types/',
      'platform/vendor/',
      // A minified bundle the server tests serve as a fixture.
      'server/__tests__/fixtures/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
      globals: {...globals.node},
    },
    linterOptions: {reportUnusedDisableDirectives: 'error'},
    rules: {
      // tsconfig has noUncheckedIndexedAccess, so `list[i]!` is how the code says "this index is in
      // range"; the assertions it needs are checked by no-unnecessary-type-assertion instead.
      '@typescript-eslint/no-non-null-assertion': 'off',
      // Template literals print numbers and booleans as a reader expects; objects are still refused.
      '@typescript-eslint/restrict-template-expressions': ['error', {allowNumber: true, allowBoolean: true}],
      // `onClick={() => setOpen(true)}` is the ordinary React idiom; a void value used anywhere else is still flagged.
      '@typescript-eslint/no-confusing-void-expression': ['error', {ignoreArrowShorthand: true}],
      // Fastify plugins and handlers and Docusaurus lifecycle methods are async by contract: an async
      // function without `await` is how they hand back a promise. Un-awaited promises are still caught
      // by no-floating-promises and no-misused-promises.
      '@typescript-eslint/require-await': 'off',
      // `_name` marks a parameter a signature needs but the body does not use.
      '@typescript-eslint/no-unused-vars': [
        'error',
        {argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true},
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: {globals: {...globals.browser}},
    plugins: {'@docusaurus': docusaurus, 'react-hooks': reactHooks},
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The plugin's recommended set; no-untranslated-text is left out because the site has one
      // locale and no translation files, so every string would be flagged with nothing to gain.
      '@docusaurus/string-literal-i18n-messages': 'error',
      '@docusaurus/no-html-links': 'error',
      '@docusaurus/prefer-docusaurus-heading': 'error',
    },
  },
  {
    // Tests read bodies from Fastify's inject().json(), fetch and JSON.parse, all typed `any`: the
    // assertions that follow are what checks their shape, so a typed copy of each would add nothing.
    files: ['**/__tests__/**', 'tests/**'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/*.cjs'],
    languageOptions: {sourceType: 'commonjs', globals: {...globals.node}},
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
);
