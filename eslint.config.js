import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import globals from 'globals'
import reactHooks from 'eslint-plugin-react-hooks'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import prettier from 'eslint-config-prettier'

// The rules of direction from ARCHITECTURE.md: shared imports nothing from server or
// web, web never imports server, an adapter never imports a feature.
const forbid = (patterns, message) => ({
  'no-restricted-imports': [
    'error',
    { patterns: patterns.map((pattern) => ({ group: [pattern], message })) },
  ],
})

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'data',
      'src/server/db/migrations',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      // `import { type X }` still loads the module: it pulled zod into /announcements.
      '@typescript-eslint/no-import-type-side-effects': 'error',
    },
  },
  {
    files: ['src/shared/**'],
    rules: forbid(
      [
        '#server/*',
        '#web/*',
        '**/server/**',
        '**/web/**',
        'react',
        'react-dom',
        'node:*',
        'fastify',
        'drizzle-orm',
      ],
      'src/shared is the domain: no I/O, no server or web code.',
    ),
  },
  {
    files: ['src/web/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      ...forbid(
        ['#server/*', '**/server/**', 'node:*'],
        'The web client never imports server code.',
      ),
    },
  },
  {
    files: ['src/server/adapters/**'],
    rules: forbid(['#server/features/*', '**/features/**'], 'An adapter never imports a feature.'),
  },
  prettier,
)
