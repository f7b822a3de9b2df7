import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'
import { typeAwareRules } from '../../../eslint.config.js'

// The probes are files that do not exist, so no TypeScript program holds them: the layer rule reads
// their paths only, and the rules that need the program's types are off for them.
const eslint = new ESLint({
  overrideConfig: {
    languageOptions: { parserOptions: { projectService: false } },
    rules: Object.fromEntries(typeAwareRules.map((rule) => [rule, 'off'])),
  },
})

// The first lint loads the whole configuration and the TypeScript parser: seconds on a busy host.
const lintTimeout = { timeout: 30_000 }

/** Lints one line of source as if it lived at the given path, and returns the boundary errors. */
async function boundaryErrors(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\nexport const probe = imported\n`, { filePath })
  // A probe the parser could not read would pass every rule by saying nothing.
  expect(result?.messages.filter((m) => m.fatal)).toEqual([])
  return (result?.messages ?? []).filter((m) => m.ruleId?.startsWith('boundaries/')).map((m) => m.message)
}

describe('the layer rule of npm run lint', lintTimeout, () => {
  it.each([
    [
      'shared UI reaching into the quote UI',
      'src/components/ui/probe.tsx',
      "import { QuoteButton as imported } from '../../quote/ui/quote-button'",
    ],
    [
      'shared UI reaching into the app',
      'src/components/ui/probe.tsx',
      "import { createAppRouter as imported } from '../../app/create-app-router'",
    ],
    [
      'shared UI reaching into the start-up code',
      'src/components/ui/probe.tsx',
      "import { useHydratedMarker as imported } from '../../startup/use-hydrated-marker'",
    ],
    [
      'a page section reaching into the app',
      'src/features/layout/probe.tsx',
      "import { createAppRouter as imported } from '../../app/create-app-router'",
    ],
    [
      'the quote domain reaching into an adapter',
      'src/quote/domain/probe.ts',
      "import { randomSubmissionId as imported } from '../adapters/random-submission-id'",
    ],
    ['the quote domain reading page copy', 'src/quote/domain/probe.ts', "import { company as imported } from '../../content/company'"],
    ['the quote domain reaching the wire contract', 'src/quote/domain/probe.ts', "import { relayPaths as imported } from '../relay-api'"],
    [
      'the quote UI reaching the container',
      'src/quote/ui/probe.tsx',
      "import { createQuoteContainer as imported } from '../wiring/create-quote-container'",
    ],
    ['the quote UI reaching an adapter', 'src/quote/ui/probe.tsx', "import { postToRelay as imported } from '../adapters/relay-client'"],
    [
      'a page family reaching the quote wiring',
      'src/features/home/probe.tsx',
      "import { createQuoteContainer as imported } from '../../quote/wiring/create-quote-container'",
    ],
    [
      'a page family reaching a quote adapter',
      'src/features/home/probe.tsx',
      "import { postToRelay as imported } from '../../quote/adapters/relay-client'",
    ],
    ['an adapter reaching into the wiring', 'src/quote/adapters/probe.ts', "import { quoteTokens as imported } from '../wiring/tokens'"],
    [
      'an adapter reaching into the start-up code past the download helper',
      'src/quote/adapters/probe.ts',
      "import { whenPageIdle as imported } from '../../startup/when-page-idle'",
    ],
    ['content reaching into components', 'src/content/probe.ts', "import { Section as imported } from '../components/sections/section'"],
    [
      'an adapter reaching into the head',
      'src/quote/adapters/probe.ts',
      "import { prerenderPaths as imported } from '../../head/prerender-paths'",
    ],
    [
      'the relay reaching into the quote UI',
      'server/http/probe.ts',
      "import { QuoteButton as imported } from '../../src/quote/ui/quote-button'",
    ],
    [
      'the relay reaching into the browser wiring',
      'server/probe.ts',
      "import { createQuoteContainer as imported } from '../src/quote/wiring/create-quote-container'",
    ],
    [
      "the relay reading the browser's choice of adapters",
      'server/probe.ts',
      "import { parseQuoteConfig as imported } from '../src/quote/wiring/quote-config'",
    ],
    [
      'a build script reaching the browser wiring past its config',
      'scripts/probe.ts',
      "import { createQuoteContainer as imported } from '../src/quote/wiring/create-quote-container'",
    ],
    [
      'the site reaching into the relay',
      'src/quote/adapters/probe.ts',
      "import { relayPaths as imported } from '../../../server/app-paths'",
    ],
    [
      'the site reaching into a build script',
      'src/app/probe.ts',
      "import { prerenderPaths as imported } from '../../scripts/build/prerender'",
    ],
    // Inside the relay: stores, mail, notifiers, outbox, HTTP, each only on the ones below it.
    ['a relay store reaching into mail', 'server/stores/probe.ts', "import { describeMailError as imported } from '../mail/relay-mailer'"],
    ['relay mail reaching into the notifiers', 'server/mail/probe.ts', "import { defineNotifier as imported } from '../notify/notifier'"],
    [
      'a notifier reaching into the outbox',
      'server/notify/probe.ts',
      "import { createMailOutbox as imported } from '../outbox/mail-outbox'",
    ],
    ['the outbox reaching into HTTP', 'server/outbox/probe.ts', "import { requireJson as imported } from '../http/json-body'"],
    ['relay HTTP reaching into the wiring', 'server/http/probe.ts', "import { loadRelayConfig as imported } from '../config'"],
  ])('refuses %s', async (_, filePath, source) => {
    expect(await boundaryErrors(filePath, source)).toEqual([expect.stringMatching(/no policy allowing dependencies/)])
  })

  it.each([
    ['a route using the quote UI', 'src/routes/probe.tsx', "import { QuoteButton as imported } from '../quote/ui/quote-button'"],
    ['the quote UI using shared UI', 'src/quote/ui/probe.tsx', "import { Section as imported } from '../../components/sections/section'"],
    [
      'the quote UI using a shared feature through its index',
      'src/quote/ui/probe.tsx',
      "import type { Theme as imported } from '../../features/theme'",
    ],
    [
      'an adapter implementing a port',
      'src/quote/adapters/probe.ts',
      "import type { QuoteStore as imported } from '../domain/quote-store.port'",
    ],
    [
      'an adapter loading its SDK on demand',
      'src/quote/adapters/probe.ts',
      "import { lazyModule as imported } from '../../startup/lazy-module'",
    ],
    [
      'the wiring loading the use case on demand',
      'src/quote/wiring/probe.ts',
      "import { lazyModule as imported } from '../../startup/lazy-module'",
    ],
    [
      'the wiring binding an adapter from the config',
      'src/quote/wiring/probe.ts',
      "import { createRelayQuoteStore as imported } from '../adapters/relay-quote-store'",
    ],
    [
      'a page family loading a section on demand',
      'src/features/regions/probe.tsx',
      "import { lazyModule as imported } from '../../startup/lazy-module'",
    ],
    ['shared UI reading content', 'src/components/ui/probe.tsx', "import { company as imported } from '../../content/company'"],
    [
      'the relay validating with the wire contract',
      'server/http/probe.ts',
      "import { relayPaths as imported } from '../../src/quote/relay-api'",
    ],
    [
      "the relay using the quote domain's rules",
      'server/probe.ts',
      "import { isEmailAddress as imported } from '../src/quote/domain/text-rules'",
    ],
    [
      "a build script checking the browser's choice of adapters",
      'scripts/probe.ts',
      "import { parseQuoteConfig as imported } from '../src/quote/wiring/quote-config'",
    ],
    ['a build script rendering pages', 'scripts/probe.ts', "import { prerenderPaths as imported } from '../src/head/prerender-paths'"],
    [
      'the outbox sending through the notifiers',
      'server/outbox/probe.ts',
      "import { defineNotifier as imported } from '../notify/notifier'",
    ],
    ['the relay wiring its HTTP routes', 'server/probe.ts', "import { requireJson as imported } from './http/json-body'"],
    ['a build script starting the relay', 'scripts/probe.ts', "import { requireJson as imported } from '../server/http/json-body'"],
  ])('allows %s', async (_, filePath, source) => {
    expect(await boundaryErrors(filePath, source)).toEqual([])
  })
})

describe('the features rule of npm run lint, at every folder depth', lintTimeout, () => {
  it.each([
    ['one page family reaching into another', 'src/features/city/probe.tsx', "import { HomePage as imported } from '../home/home-page'"],
    [
      'a nested file reaching into another page family',
      'src/features/layout/header/probe.tsx',
      "import { HomePage as imported } from '../../home/home-page'",
    ],
    [
      "a page family reaching past the quote UI's public face",
      'src/features/city/probe.tsx',
      "import { QuoteButton as imported } from '../../quote/ui/quote-button'",
    ],
    [
      "a nested file reaching past the quote UI's public face",
      'src/features/layout/header/probe.tsx',
      "import { useQuoteDialogActions as imported } from '../../../quote/ui/quote-dialog-context'",
    ],
    [
      "a page family reaching past a shared feature's public face",
      'src/features/city/probe.tsx',
      "import { useTheme as imported } from '../theme/use-theme'",
    ],
    [
      'a shared component reaching into a nested feature file',
      'src/components/sections/probe.tsx',
      "import { SiteHeader as imported } from '../../features/layout/header/desktop-nav'",
    ],
  ])('refuses %s', async (_, filePath, source) => {
    expect(await boundaryErrors(filePath, source)).toEqual([expect.stringMatching(/no policy allowing dependencies/)])
  })

  it.each([
    ['the quote UI through its index', 'src/features/city/probe.tsx', "import { QuoteButton as imported } from '../../quote/ui'"],
    [
      'a nested file using the quote UI through its index',
      'src/features/layout/header/probe.tsx',
      "import { useQuoteDialogActions as imported } from '../../../quote/ui'",
    ],
    ['a shared feature through its index', 'src/features/city/probe.tsx', "import { useTheme as imported } from '../theme'"],
    [
      'a feature using its own files at any depth',
      'src/features/layout/header/probe.tsx',
      "import { SiteFooter as imported } from '../site-footer'",
    ],
    ["a route composing its page's sections", 'src/routes/probe.tsx', "import { HomePage as imported } from '../features/home/home-page'"],
  ])('allows %s', async (_, filePath, source) => {
    expect(await boundaryErrors(filePath, source)).toEqual([])
  })
})
