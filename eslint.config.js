import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/** What the pure core may never depend on (docs/architecture.md). */
const coreForbiddenImports = {
  paths: [
    { name: 'react', message: 'The core knows nothing of React.' },
    { name: 'react-dom', message: 'The core knows nothing of React.' },
    { name: 'inversify', message: 'Wiring lives in src/di, not in the core.' },
    { name: '@supabase/supabase-js', message: 'Vendors belong in src/adapters.' },
    { name: '@emailjs/browser', message: 'Vendors belong in src/adapters.' },
    { name: 'nodemailer', message: 'Vendors belong in server/.' },
    { name: 'express', message: 'HTTP belongs in server/.' },
  ],
  patterns: [
    { group: ['react/*', 'react-dom/*', '@tanstack/*', '@supabase/*', '@emailjs/*', '@radix-ui/*', 'inversify*', '@inversifyjs/*'], message: 'The core is pure TypeScript.' },
    { group: ['**/adapters', '**/adapters/**', '**/di', '**/di/**', '**/components/**', '**/features/**', '**/routes/**', '**/server/**'], message: 'The core imports only itself and its ports.' },
  ],
}

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'node_modules', 'src/routeTree.gen.ts', 'data', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['src/core/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', coreForbiddenImports],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'The core does no I/O; adapters do.' },
        { name: 'window', message: 'The core runs anywhere.' },
        { name: 'document', message: 'The core runs anywhere.' },
        { name: 'localStorage', message: 'The core runs anywhere.' },
      ],
    },
  },
  {
    files: ['src/components/**/*.{ts,tsx}', 'src/features/**/*.{ts,tsx}', 'src/routes/**/*.{ts,tsx}', 'src/content/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'inversify', message: 'Components get the use case from router context, never the container.' }],
          patterns: [{ group: ['**/di', '**/di/**', '**/adapters/**'], message: 'Components get the use case from router context, never the container or an adapter.' }],
        },
      ],
    },
  },
)
