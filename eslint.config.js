import js from '@eslint/js'
import boundaries from 'eslint-plugin-boundaries'
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
    {
      group: ['react/*', 'react-dom/*', '@tanstack/*', '@supabase/*', '@emailjs/*', '@radix-ui/*', 'inversify*', '@inversifyjs/*'],
      message: 'The core is pure TypeScript.',
    },
    { group: ['**/server/**'], message: 'The core imports only itself and its ports.' },
  ],
}

/**
 * The layers of src/ and what each may import (docs/architecture.md). Anything not listed is
 * refused, so a shared component reaching into a page section, or the core reaching into an
 * adapter, fails `npm run lint`. The files directly in src/ (the two entry points and the
 * generated route tree) sit above the layers and are left out.
 */
const layers = [
  { type: 'core', pattern: 'src/core' },
  { type: 'lib', pattern: 'src/lib' },
  { type: 'contracts', pattern: 'src/contracts' },
  { type: 'content', pattern: 'src/content' },
  { type: 'config', pattern: 'src/config' },
  { type: 'adapters', pattern: 'src/adapters' },
  { type: 'di', pattern: 'src/di' },
  { type: 'head', pattern: 'src/head' },
  { type: 'startup', pattern: 'src/startup' },
  { type: 'app', pattern: 'src/app' },
  { type: 'components', pattern: 'src/components' },
  // Each page family is an element of its own, so the rule holds for files at any depth in it.
  { type: 'feature', pattern: 'src/features/*', capture: ['feature'] },
  { type: 'routes', pattern: 'src/routes' },
  // The relay and the build scripts are programs of their own that share the core's rules, the
  // wire contract and the owner's content; nothing in src/ may import them. Inside the relay each
  // folder is a layer: the stores at the bottom, then mail, the notifiers, the outbox that sends
  // through them, and HTTP; the files at its top (configuration, composition, main) wire them.
  { type: 'server-stores', pattern: 'server/stores' },
  { type: 'server-mail', pattern: 'server/mail' },
  { type: 'server-notify', pattern: 'server/notify' },
  { type: 'server-outbox', pattern: 'server/outbox' },
  { type: 'server-http', pattern: 'server/http' },
  { type: 'server-leads', pattern: 'server/leads' },
  { type: 'server', pattern: 'server' },
  { type: 'scripts', pattern: 'scripts' },
]

/** The rules that need the program's types (the layer probes, which no program holds, turn them off). */
export const typeAwareRules = [
  '@typescript-eslint/no-floating-promises',
  '@typescript-eslint/no-misused-promises',
  '@typescript-eslint/await-thenable',
]

/** What the relay shares with the site: the core's rules, the wire contract, configuration and content. */
const relayShares = ['core', 'contracts', 'config', 'content']
const relayLayers = ['server-stores', 'server-mail', 'server-notify', 'server-outbox', 'server-http', 'server-leads']

const mayImport = {
  core: [],
  lib: [],
  contracts: ['core'],
  content: ['core'],
  config: ['core'],
  adapters: ['core', 'contracts', 'lib'],
  di: ['core', 'contracts', 'config', 'content', 'adapters'],
  head: ['config', 'content'],
  startup: [],
  app: ['core', 'lib', 'config', 'content', 'adapters', 'di', 'routes', 'startup'],
  components: ['content'],
  feature: ['core', 'lib', 'content', 'head', 'startup', 'components'],
  routes: ['core', 'content', 'app', 'head', 'components', 'feature'],
  'server-stores': relayShares,
  'server-mail': [...relayShares, 'server-stores'],
  'server-notify': [...relayShares, 'server-mail', 'server-stores'],
  'server-outbox': [...relayShares, 'server-notify', 'server-mail', 'server-stores'],
  'server-http': [...relayShares, 'server-outbox', 'server-mail', 'server-stores'],
  // The leads command is a program of its own: it reads the relay's configuration to find the leads.
  'server-leads': [...relayShares, 'server-stores', 'server'],
  server: [...relayShares, ...relayLayers],
  scripts: ['core', 'contracts', 'config', 'content', 'head', 'startup', 'server', ...relayLayers],
}

/**
 * Features share through the few that are made to be shared, and only through their public
 * index.ts; one page family never reaches into another, nor past a shared feature's index.
 */
const sharedFeatures = ['quote', 'theme', 'regions', 'layout']
const noContainerInViews = { name: 'inversify', message: 'Components get the use case from router context, never the container.' }

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
    // With the program's types: a promise nobody awaits or handles loses its error, and one handed
    // where a callback's result is ignored (an event handler, a forEach) fails silently.
    files: ['**/*.{ts,tsx}'],
    ignores: ['scripts/lighthouse/**'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: Object.fromEntries(typeAwareRules.map((rule) => [rule, 'error'])),
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
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'scripts/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': layers,
      'boundaries/include': ['src/*/**/*', 'server/**/*', 'scripts/**/*'],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            ...Object.entries(mayImport).map(([from, to]) => ({
              from: { element: { type: from } },
              allow: { to: { element: { types: { anyOf: from === 'feature' ? to : [from, ...to] } } } },
            })),
            {
              from: { element: { type: 'feature' } },
              allow: { to: { element: { type: 'feature', captured: { feature: '{{ from.captured.feature }}' } } } },
            },
            {
              from: { element: { type: 'feature' } },
              allow: { to: { element: { type: 'feature', captured: { feature: sharedFeatures }, fileInternalPath: 'index.ts' } } },
            },
          ],
        },
      ],
      'boundaries/no-unknown-files': 'error',
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
          paths: [noContainerInViews],
        },
      ],
    },
  },
)
