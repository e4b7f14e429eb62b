// @ts-check
import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { factRules } from './scripts/eslint/factRules.js';
import { relativeImportExtension } from './scripts/eslint/importExtensionRule.js';

/** This repository's own rules (scripts/eslint/): small enough to read, tested beside them. */
const local = {
  rules: { ...factRules, 'relative-import-extension': relativeImportExtension },
};

export default defineConfig(
  {
    ignores: [
      'dist/',
      '.astro/',
      '.netlify/',
      '.data/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'db/migrations/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  ...astro.configs['jsx-a11y-recommended'],
  {
    files: ['**/*.{js,mjs,ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  // One-way layers: i18n (locales, dictionaries) < lib (shared rules and data) < everything else.
  // Tests are exempt: a test that two layers say the same thing has to read both.
  {
    files: ['src/i18n/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/lib/**', '**/server/**', '**/admin/**', '**/components/**'],
              message: 'src/i18n is the lowest layer: it imports nothing from the rest of src.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/lib/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/server/**',
                '**/admin/**',
                '**/components/**',
                '**/layouts/**',
                '**/pages/**',
              ],
              message:
                'src/lib sits below the server, the admin and the pages: move the shared part here instead.',
            },
          ],
        },
      ],
    },
  },
  // The chat assistant runs on the server only; the browser shares its message limits with the API
  // through src/lib/chat/limits.ts. Its evaluation (question sets, scorer, `npm run eval:chat`) sits
  // in eval/ at the root, outside the shipped source: nothing in src imports it.
  {
    files: ['src/**/*.{ts,tsx,astro}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      // The typescript-eslint twin of no-restricted-imports, so the layer rules above still apply.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/eval/**'],
              message: 'eval/ is the evaluation, not shipped code: src does not import it.',
            },
          ],
        },
      ],
    },
  },
  {
    // Islands ship to the browser: server code (the chat assistant among it) stays out of them.
    files: ['src/components/islands/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**'],
              message:
                'An island runs in the browser: share what it needs with the server from src/lib.',
            },
          ],
        },
      ],
    },
  },
  // One import dialect: relative imports name their file (scripts/eslint/importExtensionRule.js). Run
  // `npx tsx scripts/addImportExtensions.ts` once to bring a tree written the other way in line.
  {
    files: ['**/*.{js,mjs,ts,tsx,mts,astro}'],
    plugins: { local },
    rules: { 'local/relative-import-extension': 'error' },
  },
  // Facts as data (scripts/eslint/factRules.js): no fact copied at module load in code the long-running
  // API can load (src/server, src/lib, src/i18n); the API reads the facts in force from its context,
  // never from the shipped `site`. Not checked: tests and the chat's question sets (they check
  // against the shipped facts on purpose), browser islands and build scripts (a publish rebuilds
  // them, in a fresh process, with the published facts).
  {
    files: ['src/server/**/*.ts', 'src/lib/**/*.{ts,tsx}', 'src/i18n/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', '**/chat/eval/**'],
    plugins: { local },
    rules: { 'local/no-fact-at-module-scope': 'error' },
  },
  {
    files: ['src/server/**/*.ts'],
    ignores: ['**/*.test.ts', 'src/server/testing/**'],
    plugins: { local },
    rules: { 'local/facts-from-context': 'error' },
  },
  { files: ['**/*.tsx'], ...jsxA11y.configs.recommended },
  { files: ['**/*.tsx'], ...reactHooks.configs.flat.recommended },
);
