import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const eslint = new ESLint()

/** Lints one line of source as if it lived at the given path, and returns the boundary errors. */
async function boundaryErrors(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\nexport const probe = imported\n`, { filePath })
  return (result?.messages ?? []).filter((m) => m.ruleId?.startsWith('boundaries/')).map((m) => m.message)
}

describe('the layer rule of npm run lint', () => {
  it.each([
    ['shared UI reaching into a page section', 'src/components/ui/probe.tsx', "import { QuoteButton as imported } from '../../features/quote/quote-button'"],
    ['shared UI reaching into the app', 'src/components/ui/probe.tsx', "import { useHydratedMarker as imported } from '../../app/use-hydrated-marker'"],
    ['the core reaching into an adapter', 'src/core/quote/probe.ts', "import { randomSubmissionId as imported } from '../../adapters/random-submission-id'"],
    ['the core reading page copy', 'src/core/quote/probe.ts', "import { company as imported } from '../../content/company'"],
    ['a page section reaching the container', 'src/features/quote/probe.tsx', "import { createQuoteContainer as imported } from '../../di/create-quote-container'"],
    ['content reaching into components', 'src/content/probe.ts', "import { Section as imported } from '../components/sections/section'"],
    ['an adapter reaching into the app', 'src/adapters/probe.ts', "import { prerenderPaths as imported } from '../app/prerender-paths'"],
  ])('refuses %s', async (_, filePath, source) => {
    expect(await boundaryErrors(filePath, source)).toEqual([expect.stringMatching(/no policy allowing dependencies/)])
  })

  it.each([
    ['a route using a page section', 'src/routes/probe.tsx', "import { QuoteButton as imported } from '../features/quote/quote-button'"],
    ['a page section using shared UI', 'src/features/quote/probe.tsx', "import { Section as imported } from '../../components/sections/section'"],
    ['an adapter implementing a port', 'src/adapters/probe.ts', "import type { QuoteStore as imported } from '../core/quote/quote-store.port'"],
    ['shared UI reading content', 'src/components/ui/probe.tsx', "import { company as imported } from '../../content/company'"],
  ])('allows %s', async (_, filePath, source) => {
    expect(await boundaryErrors(filePath, source)).toEqual([])
  })
})
