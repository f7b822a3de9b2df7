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

/** Lints an import of `module` as if it lived at the given path, and returns the boundary errors. */
async function boundaryErrors(filePath: string, module: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import * as imported from '${module}'\nexport const probe = imported\n`, { filePath })
  // A probe the parser could not read would pass every rule by saying nothing.
  expect(result?.messages.filter((m) => m.fatal)).toEqual([])
  return (result?.messages ?? []).filter((m) => m.ruleId?.startsWith('boundaries/')).map((m) => m.message)
}

describe('the layer rule of npm run lint', lintTimeout, () => {
  it.each([
    ['shared UI reaching into the quote UI', 'src/components/ui/probe.tsx', '../../quote/ui/quote-button'],
    ['shared UI reaching into the app', 'src/components/ui/probe.tsx', '../../app/create-app-router'],
    ['shared UI reaching into the start-up code', 'src/components/ui/probe.tsx', '../../startup/use-hydrated-marker'],
    ['a page section reaching into the app', 'src/features/layout/probe.tsx', '../../app/create-app-router'],
    ['the quote domain reaching into an adapter', 'src/quote/domain/probe.ts', '../adapters/random-submission-id'],
    ['the quote domain reading page copy', 'src/quote/domain/probe.ts', '../../content/company'],
    ['the quote domain reaching the wire contract', 'src/quote/domain/probe.ts', '../relay-api'],
    ['the quote UI reaching the container', 'src/quote/ui/probe.tsx', '../wiring/create-quote-container'],
    ['the quote UI reaching an adapter', 'src/quote/ui/probe.tsx', '../adapters/relay-client'],
    ['a page family reaching the quote wiring', 'src/features/home/probe.tsx', '../../quote/wiring/create-quote-container'],
    ['a page family reaching a quote adapter', 'src/features/home/probe.tsx', '../../quote/adapters/relay-client'],
    ['an adapter reaching into the wiring', 'src/quote/adapters/probe.ts', '../wiring/tokens'],
    ['an adapter reaching into the start-up code past the download helper', 'src/quote/adapters/probe.ts', '../../startup/when-page-idle'],
    ['content reaching into components', 'src/content/probe.ts', '../components/sections/section'],
    ['an adapter reaching into the head', 'src/quote/adapters/probe.ts', '../../head/prerender-paths'],
    ['the relay reaching into the quote UI', 'server/http/probe.ts', '../../src/quote/ui/quote-button'],
    ['the relay reaching into the browser wiring', 'server/probe.ts', '../src/quote/wiring/create-quote-container'],
    ["the relay reading the browser's choice of adapters", 'server/probe.ts', '../src/quote/wiring/quote-config'],
    ['a build script reaching the browser wiring past its config', 'scripts/probe.ts', '../src/quote/wiring/create-quote-container'],
    ['the site reaching into the relay', 'src/quote/adapters/probe.ts', '../../../server/app-paths'],
    ['the site reaching into a build script', 'src/app/probe.ts', '../../scripts/build/prerender'],
    // Inside the relay: stores, mail, notifiers, outbox, HTTP, each only on the ones below it.
    ['a relay store reaching into mail', 'server/stores/probe.ts', '../mail/relay-mailer'],
    ['relay mail reaching into the notifiers', 'server/mail/probe.ts', '../notify/notifier'],
    ['a notifier reaching into the outbox', 'server/notify/probe.ts', '../outbox/mail-outbox'],
    ['the outbox reaching into HTTP', 'server/outbox/probe.ts', '../http/json-body'],
    ['relay HTTP reaching into the wiring', 'server/http/probe.ts', '../config'],
  ])('refuses %s', async (_, filePath, module) => {
    expect(await boundaryErrors(filePath, module)).toEqual([expect.stringMatching(/no policy allowing dependencies/)])
  })

  it.each([
    ['a route using the quote UI', 'src/routes/probe.tsx', '../quote/ui/quote-button'],
    ['the quote UI using shared UI', 'src/quote/ui/probe.tsx', '../../components/sections/section'],
    ['the quote UI using a shared feature through its index', 'src/quote/ui/probe.tsx', '../../features/theme'],
    ['an adapter implementing a port', 'src/quote/adapters/probe.ts', '../domain/quote-store.port'],
    ['an adapter loading its SDK on demand', 'src/quote/adapters/probe.ts', '../../startup/lazy-module'],
    ['the wiring loading the use case on demand', 'src/quote/wiring/probe.ts', '../../startup/lazy-module'],
    ['the wiring binding an adapter from the config', 'src/quote/wiring/probe.ts', '../adapters/relay-quote-store'],
    ['a page family loading a section on demand', 'src/features/regions/probe.tsx', '../../startup/lazy-module'],
    ['shared UI reading content', 'src/components/ui/probe.tsx', '../../content/company'],
    ['the relay validating with the wire contract', 'server/http/probe.ts', '../../src/quote/relay-api'],
    ["the relay using the quote domain's rules", 'server/probe.ts', '../src/quote/domain/text-rules'],
    ["a build script checking the browser's choice of adapters", 'scripts/probe.ts', '../src/quote/wiring/quote-config'],
    ['a build script rendering pages', 'scripts/probe.ts', '../src/head/prerender-paths'],
    ['the outbox sending through the notifiers', 'server/outbox/probe.ts', '../notify/notifier'],
    ['the relay wiring its HTTP routes', 'server/probe.ts', './http/json-body'],
    ['a build script starting the relay', 'scripts/probe.ts', '../server/http/json-body'],
  ])('allows %s', async (_, filePath, module) => {
    expect(await boundaryErrors(filePath, module)).toEqual([])
  })
})

describe('the features rule of npm run lint, at every folder depth', lintTimeout, () => {
  it.each([
    ['one page family reaching into another', 'src/features/city/probe.tsx', '../home/home-page'],
    ['a nested file reaching into another page family', 'src/features/layout/header/probe.tsx', '../../home/home-page'],
    ["a page family reaching past the quote UI's public face", 'src/features/city/probe.tsx', '../../quote/ui/quote-button'],
    [
      "a nested file reaching past the quote UI's public face",
      'src/features/layout/header/probe.tsx',
      '../../../quote/ui/quote-dialog-context',
    ],
    ["a page family reaching past a shared feature's public face", 'src/features/city/probe.tsx', '../theme/use-theme'],
    [
      'a shared component reaching into a nested feature file',
      'src/components/sections/probe.tsx',
      '../../features/layout/header/desktop-nav',
    ],
  ])('refuses %s', async (_, filePath, module) => {
    expect(await boundaryErrors(filePath, module)).toEqual([expect.stringMatching(/no policy allowing dependencies/)])
  })

  it.each([
    ['the quote UI through its index', 'src/features/city/probe.tsx', '../../quote/ui'],
    ['a nested file using the quote UI through its index', 'src/features/layout/header/probe.tsx', '../../../quote/ui'],
    ['a shared feature through its index', 'src/features/city/probe.tsx', '../theme'],
    ['a feature using its own files at any depth', 'src/features/layout/header/probe.tsx', '../site-footer'],
    ["a route composing its page's sections", 'src/routes/probe.tsx', '../features/home/home-page'],
  ])('allows %s', async (_, filePath, module) => {
    expect(await boundaryErrors(filePath, module)).toEqual([])
  })
})
