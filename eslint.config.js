// @ts-check
import js from '@eslint/js'
import { defineConfig } from 'eslint/config'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const boundary = (message, patterns) => ({
  'no-restricted-imports': ['error', { patterns: patterns.map((group) => ({ group, message })) }],
})

export default defineConfig(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'apps/server/src/db/migrations/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'data/**',
      'e2e/.data/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.strictTypeChecked,
  tseslint.configs.stylisticTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: {
        projectService: { allowDefaultProject: ['*.js', '*.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      '@typescript-eslint/consistent-type-definitions': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Interface implementations are async without awaiting anything; that is not a bug.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-empty-function': ['error', { allow: ['arrowFunctions', 'asyncMethods'] }],
    },
  },
  {
    files: ['eslint.config.js'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    // Plain scripts the service worker imports as they are (no build step, no types).
    files: ['apps/web/public/**/*.js'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    // packages/shared is used by both sides: it may import neither (Outline keeps the same rule).
    files: ['packages/shared/**'],
    rules: boundary('packages/shared must not depend on an app', [
      ['@rosemary/server', '@rosemary/web', '**/apps/**', 'fastify*', 'react*', 'drizzle-orm*', 'node:*'],
    ]),
  },
  {
    files: ['apps/web/**'],
    languageOptions: { globals: { ...globals.browser } },
    extends: [reactHooks.configs.flat['recommended-latest']],
    rules: boundary('the web app talks to the server over HTTP only', [
      ['@rosemary/server', '**/apps/server/**'],
    ]),
  },
  {
    files: ['apps/server/**'],
    rules: boundary('the server does not import the web app', [['@rosemary/web', '**/apps/web/**']]),
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**', 'bench/**'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      // expect.any() and friends are typed any by design.
      '@typescript-eslint/no-unsafe-assignment': 'off',
    },
  },
)
