import js from '@eslint/js'
import boundaries from 'eslint-plugin-boundaries'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/** What the quote module's pure domain may never depend on (docs/architecture.md). */
const coreForbiddenImports = {
  paths: [
    { name: 'react', message: 'The domain knows nothing of React.' },
    { name: 'react-dom', message: 'The domain knows nothing of React.' },
    { name: 'inversify', message: 'Wiring lives in src/quote/wiring, not in the domain.' },
    { name: '@supabase/supabase-js', message: 'Vendors belong in src/quote/adapters.' },
    { name: '@emailjs/browser', message: 'Vendors belong in src/quote/adapters.' },
    { name: 'nodemailer', message: 'Vendors belong in server/.' },
    { name: 'express', message: 'HTTP belongs in server/.' },
  ],
  patterns: [
    {
      group: ['react/*', 'react-dom/*', '@tanstack/*', '@supabase/*', '@emailjs/*', '@radix-ui/*', 'inversify*', '@inversifyjs/*'],
      message: 'The domain is pure TypeScript.',
    },
    { group: ['**/server/**'], message: 'The domain imports only itself and its ports.' },
  ],
}

/**
 * The layers of src/ and what each may import (docs/architecture.md). Anything not listed is
 * refused, so a shared component reaching into a page section, or the quote domain reaching into
 * an adapter, fails `npm run lint`. The files directly in src/ (the two entry points and the
 * generated route tree) sit above the layers and are left out.
 */
const layers = [
  // The quote module is a hexagon in one folder, each ring a layer of its own. Descriptors match
  // in order, so the last one takes only the files at the module's top: the wire contract. (A new
  // folder in src/quote needs a line of its own above it, or it is taken for the contract.)
  { type: 'quote-domain', pattern: 'src/quote/domain' },
  { type: 'quote-adapters', pattern: 'src/quote/adapters' },
  { type: 'quote-wiring', pattern: 'src/quote/wiring' },
  { type: 'quote-ui', pattern: 'src/quote/ui' },
  { type: 'quote-contract', pattern: 'src/quote' },
  { type: 'content', pattern: 'src/content' },
  { type: 'config', pattern: 'src/config' },
  { type: 'head', pattern: 'src/head' },
  { type: 'startup', pattern: 'src/startup' },
  { type: 'app', pattern: 'src/app' },
  { type: 'components', pattern: 'src/components' },
  // Each page family is an element of its own, so the rule holds for files at any depth in it.
  { type: 'feature', pattern: 'src/features/*', capture: ['feature'] },
  { type: 'routes', pattern: 'src/routes' },
  // The relay and the build scripts are programs of their own that share the quote domain's rules, the
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

/**
 * Two files that layers outside their folder may import without the rest of it: the build's
 * choice of adapters, which the build and the owner's tools read without the wiring, and the one
 * download helper, with which the adapters load their SDKs without the rest of startup/.
 */
const quoteConfig = { type: 'quote-wiring', fileInternalPath: 'quote-config.ts' }
const lazyModule = { type: 'startup', fileInternalPath: 'lazy-module.ts' }

/**
 * What the relay shares with the site: the quote domain's rules, the wire contract, the public
 * origin and content. Not the quote config: the relay has its own (server/config.ts).
 */
const relayShares = ['quote-domain', 'quote-contract', 'config', 'content']
const relayLayers = ['server-stores', 'server-mail', 'server-notify', 'server-outbox', 'server-http', 'server-leads']

/** What a view (a page family or the quote UI) may import besides its own files and the shared features' faces. */
const viewsMayImport = ['quote-domain', 'content', 'head', 'startup', 'components']

/** Each layer and the layers (by type) or single files (by selector) it may import. */
const mayImport = {
  'quote-domain': [],
  'quote-contract': ['quote-domain'],
  content: ['quote-domain'],
  config: ['quote-domain', quoteConfig],
  'quote-adapters': ['quote-domain', 'quote-contract', lazyModule],
  'quote-wiring': ['quote-domain', 'quote-contract', 'config', 'content', 'quote-adapters', lazyModule],
  head: ['config', quoteConfig, 'content'],
  startup: [],
  app: ['quote-domain', 'config', 'content', 'quote-adapters', 'quote-wiring', 'routes', 'startup'],
  components: ['content'],
  feature: viewsMayImport,
  'quote-ui': viewsMayImport,
  routes: ['quote-domain', 'content', 'app', 'head', 'components', 'feature', 'quote-ui'],
  'server-stores': relayShares,
  'server-mail': [...relayShares, 'server-stores'],
  'server-notify': [...relayShares, 'server-mail', 'server-stores'],
  'server-outbox': [...relayShares, 'server-notify', 'server-mail', 'server-stores'],
  'server-http': [...relayShares, 'server-outbox', 'server-mail', 'server-stores'],
  // The leads command is a program of its own: it reads the relay's configuration to find the leads.
  'server-leads': [...relayShares, 'server-stores', 'server'],
  server: [...relayShares, ...relayLayers],
  scripts: ['quote-domain', 'quote-contract', 'config', quoteConfig, 'content', 'head', 'startup', 'server', ...relayLayers],
}

/**
 * Features share through the few that are made to be shared, and only through their public
 * index.ts; one page family never reaches into another, nor past a shared feature's index. The
 * quote UI (src/quote/ui) is shared the same way, through its own index.ts.
 */
const sharedFeatures = ['theme', 'regions', 'layout']
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
            ...Object.entries(mayImport).map(([from, to]) => {
              const types = to.filter((layer) => typeof layer === 'string')
              return {
                from: { element: { type: from } },
                allow: { to: { element: { types: { anyOf: from === 'feature' ? types : [from, ...types] } } } },
              }
            }),
            ...Object.entries(mayImport).flatMap(([from, to]) =>
              to
                .filter((file) => typeof file !== 'string')
                .map((file) => ({ from: { element: { type: from } }, allow: { to: { element: file } } })),
            ),
            {
              from: { element: { type: 'feature' } },
              allow: { to: { element: { type: 'feature', captured: { feature: '{{ from.captured.feature }}' } } } },
            },
            {
              from: { element: { types: { anyOf: ['feature', 'quote-ui'] } } },
              allow: { to: { element: { type: 'feature', captured: { feature: sharedFeatures }, fileInternalPath: 'index.ts' } } },
            },
            {
              from: { element: { type: 'feature' } },
              allow: { to: { element: { type: 'quote-ui', fileInternalPath: 'index.ts' } } },
            },
          ],
        },
      ],
      'boundaries/no-unknown-files': 'error',
    },
  },
  {
    files: ['src/quote/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', coreForbiddenImports],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'The domain does no I/O; adapters do.' },
        { name: 'window', message: 'The domain runs anywhere.' },
        { name: 'document', message: 'The domain runs anywhere.' },
        { name: 'localStorage', message: 'The domain runs anywhere.' },
      ],
    },
  },
  {
    files: [
      'src/components/**/*.{ts,tsx}',
      'src/features/**/*.{ts,tsx}',
      'src/quote/ui/**/*.{ts,tsx}',
      'src/routes/**/*.{ts,tsx}',
      'src/content/**/*.ts',
    ],
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
