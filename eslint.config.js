// @ts-check
import js from '@eslint/js'
import globals from 'globals'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'
import { platformNamesNoFeatureUrl, serverLayerZones } from './eslint.server-layers.js'
import { webLayerZones } from './eslint.web-layers.js'

/** Layering rules (style.md "Boundaries"); each message says why. */
const noServerInWeb = {
  group: ['@quad/server', '@quad/server/*', '**/apps/server/**', '**/server/src/**'],
  message: 'The web app never imports server code: share contracts through @quad/shared.',
}
/** The server's sanitiser (sanitize-html) stays out of the browser: only the server's render uses it. */
const noServerSanitiserInBrowser = {
  group: ['@quad/shared/rich-text'],
  message:
    'The browser sanitises with DOMPurify (features/feed/sanitize-post.ts); only entry-server.tsx renders with the server’s sanitiser.',
}
const noWebInServer = {
  group: ['@quad/web', '@quad/web/*', '**/apps/web/**', '**/web/src/**'],
  message: 'The server never imports web code: share contracts through @quad/shared.',
}
export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'apps/server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['packages/shared/src/**/*.ts'],
    // The rich-text sanitiser is the server's (the API's writes and its render of pages):
    // its own entry, `@quad/shared/rich-text`, which the browser's code may not import.
    ignores: ['**/*.test.ts', 'packages/shared/src/rich-text/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod/mini$|\\.{1,2}/)',
              message:
                '@quad/shared runs in the browser and on the server: it may import only zod.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [noServerInWeb, noServerSanitiserInBrowser] }],
    },
  },
  {
    files: ['apps/web/src/entry-server.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noServerInWeb] }] },
  },
  {
    // The suite's `test` watches every page for hydration mismatches (e2e/test.ts, issue 32).
    files: ['e2e/**/*.ts'],
    ignores: ['e2e/test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: 'Import `test` from e2e/test.ts: it fails a test on a hydration mismatch.',
            },
          ],
        },
      ],
    },
  },
  {
    // Plain scripts the web build serves as they are (apps/web/public/).
    files: ['apps/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  // ---- web layers (decision 019): lib < components < features < app; see eslint.web-layers.js
  ...webLayerZones,
  ...serverLayerZones,
  platformNamesNoFeatureUrl,
  // ---- end web layers
  {
    files: ['apps/server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noWebInServer] }] },
  },
)
