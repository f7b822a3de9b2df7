import { cp, readFile, rm, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadServicePage, loadServicePages } from '../../../src/content/service-page-loader'
import { productsPage, productsPageFrom } from '../../../src/content/products'
import { solutionsPage, solutionsPageFrom } from '../../../src/content/solutions'
import { builtInServicePage } from '../../../src/content/service-pages/built-in-page'
import { findDemoContent } from '../../../src/content/owner/demo-content'
import { checkOwnerContent, readOwnerContent } from '../../../src/content/owner/read-owner-files'
import { fillAllPageWords, fillPageWords, pageWordsProblem, type PageWordValues } from '../../../src/content/owner/pages/offer-words'
import { siteWordValues } from '../../../src/content/owner/pages/site-word-values'
import type { ProductsFile } from '../../../src/content/owner/pages/products-copy'
import type { ServicePageFile } from '../../../src/content/owner/pages/service-page-copy'
import type { SolutionsFile } from '../../../src/content/owner/pages/solutions-copy'
import { ownBusinessProfile } from '../../support/own-business-profile'
import { editFile, useOwnerCopies } from '../../support/owner-copy'

/**
 * The six service pages, /products and /solutions say what owner/pages/*.yaml says: the demo's
 * files hold the spec's words, an owner's changed file changes the page, a mistake is named at its
 * line, an offer the owner does not make is not mentioned, and the publish check names every demo
 * sentence still in these files.
 */
const root = resolve(import.meta.dirname, '../../..')
const serviceFiles = [
  'security-camera-installation',
  'cctv-monitoring-systems',
  'wireless-security-cameras',
  'video-doorbells',
  'access-control',
  'ai-enhanced-security',
].map((slug) => `owner/pages/service-${slug}.yaml`)
const pageFiles = [...serviceFiles, 'owner/pages/products.yaml', 'owner/pages/solutions.yaml']

const copyOwner = useOwnerCopies('page-words-')

/** A copy of the demo's owner/ folder, with each file changed as given. */
async function ownerCopy(changes: Record<string, (text: string) => string> = {}): Promise<string> {
  const dir = await copyOwner()
  for (const [file, change] of Object.entries(changes)) await editFile(dir, file, change)
  return dir
}

/** Every line of a page's words. */
const stringsOf = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(stringsOf)
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(stringsOf)
        : []

const withoutOffers: PageWordValues = {
  names: siteWordValues.names,
  offers: { warranty: false, remedy: false, installTimes: false, financingEverywhere: false, productLine: false },
}

describe('the words’ names and brackets', () => {
  const values: PageWordValues = {
    names: { ...siteWordValues.names, company: 'Riverbend', warranty: '90-day labor warranty', remedy: '' },
    offers: { warranty: true, remedy: false, installTimes: false, financingEverywhere: false, productLine: false },
  }

  it('fill in the profile’s facts and the offers the owner makes, and the other words otherwise', () => {
    expect(fillPageWords('{company} installs it[warranty:, with a {warranty}].', values)).toBe(
      'Riverbend installs it, with a 90-day labor warranty.',
    )
    expect(fillPageWords('[installTimes:Fast: {homeInstallTime}|Booked around you]', values)).toBe('Booked around you')
    expect(fillPageWords('[warranty:Covered by a {warranty}.[remedy: {remedy}]|Tested.]', values)).toBe(
      'Covered by a 90-day labor warranty.',
    )
  })

  it('name each mistake in the owner’s terms', () => {
    expect(pageWordsProblem('Call {compnay}')).toMatch(/^may fill in only these names: .*"\{compnay\}" is not one$/)
    expect(pageWordsProblem('Every system has a {warranty}.')).toBe(
      'uses {warranty} outside [warranty:…]: put it inside, so it is left out when you make no such offer',
    )
    expect(pageWordsProblem('We install it[warranty:, with a {warranty}.')).toBe('has a "[warranty:" without its "]"')
    expect(pageWordsProblem('[guarantee:yes]')).toMatch(/^may depend only on these offers: .*"\[guarantee:" is not one$/)
    expect(pageWordsProblem('A price] today')).toBe('has a "]" that closes nothing')
    expect(pageWordsProblem('[warranty:A {warranty}|No {warranty}]')).toMatch(/^uses \{warranty\} outside/)
  })
})

describe('the demo’s page words (owner/pages)', () => {
  // The demo's owner files are valid: test/unit/owner/owner-files.test.ts.
  it('are one file a page', () => {
    const content = readOwnerContent(root)
    // These pages' files among the others' (test/unit/owner/page-words.test.ts, page-words-places.test.ts).
    expect(Object.keys(content.pages)).toEqual(expect.arrayContaining(pageFiles))
  })

  it('give the service pages the spec’s claims, and the camera and CCTV pages the link to /locations', async () => {
    const pages = await loadServicePages()
    expect(pages.map((page) => page.slug)).toEqual(serviceFiles.map((file) => file.replace(/^owner\/pages\/service-|\.yaml$/g, '')))
    const words = JSON.stringify(pages)
    for (const claim of [
      'minimum 1-year parts and labor warranty',
      'residential installs usually one day',
      'commercial installs 1 to 3 days',
      'night vision up to 100 feet',
      '1080p or 4K',
      'AI accuracy up to 99%',
      'microSD up to 128 GB',
      '3 MP sensor',
      'dual-band Wi-Fi',
    ])
      expect(words).toContain(claim)
    expect(pages.filter((page) => page.linksToLocations).map((page) => page.slug)).toEqual([
      'security-camera-installation',
      'cctv-monitoring-systems',
    ])
    const camera = await loadServicePage('security-camera-installation')
    expect(camera?.hero.heading).toBe('Security Camera Installation Done Right the First Time')
    expect(camera?.hero.intro).toMatch(
      /^From a single driveway camera to a multi-building business system, Piedmont Shield Security designs/,
    )
    expect(camera?.faqs[2]).toEqual({
      question: 'What warranty do you offer?',
      answer:
        'Every installation is covered by a minimum 1-year parts and labor warranty. If a camera or component we installed fails under normal use during the warranty period, we repair or replace it.',
    })
    expect(camera?.features.items[5]?.description).toBe(
      'Minimal disruption to your day: residential installs usually one day, commercial installs 1 to 3 days depending on camera count and cabling.',
    )
    expect(camera?.closing.text).toContain('call (704) 555-0143.')
    expect(camera?.locationsCallout).toEqual({
      heading: 'Local Installers Across The Carolinas and North Georgia',
      text: 'Our own technicians install and service systems throughout North Carolina, South Carolina and North Georgia. Find the cities and communities we serve near you.',
    })
    expect(pages.filter((page) => page.locationsCallout).map((page) => page.slug)).toEqual([
      'security-camera-installation',
      'cctv-monitoring-systems',
    ])
    const cctv = await loadServicePage('cctv-monitoring-systems')
    expect(cctv?.highlights?.heading).toBe('Why Customers Choose Piedmont Shield Security for CCTV')
    expect(cctv?.highlights?.items[0]?.title).toBe('Local Experience Since 2003')
  })

  // The titles, badge, banner, channels, bullets and closing heading: test/unit/content/services-products.test.ts.
  it('give /products the owner’s own line and the closing warranty sentence', () => {
    expect(productsPage.closing.text).toMatch(/ Every installation includes a minimum 1-year parts and labor warranty\.$/)
    expect(productsPage.description).toMatch(/^Security cameras, our PRO-X Series, video recorders/)
  })

  it('give /solutions its cards, each linking to the service behind it', () => {
    expect(solutionsPage.hero.heading).toBe('Security Solutions Built Around the Property You Protect')
    expect(solutionsPage.scenarios).toHaveLength(15)
    expect(solutionsPage.scenarios[0]).toMatchObject({
      slug: 'single-family-homes',
      title: 'Single-Family Homes',
      audience: 'Residential',
      service: { path: '/services/security-camera-installation', label: 'Security Camera Installation' },
    })
    expect(solutionsPage.metaDescription).toContain(
      'across North Carolina, South Carolina and North Georgia. Free quotes from Piedmont Shield Security.',
    )
  })

  it('say nothing of an offer the owner does not make', async () => {
    const content = readOwnerContent(root)
    const camera = fillAllPageWords(content.pages['owner/pages/service-security-camera-installation.yaml'], withoutOffers)
    const text = JSON.stringify(camera)
    expect(text).not.toMatch(/warrant|1 to 3 days|usually one day|repair or replace/i)
    expect(text).toContain('Do you test the system before you leave?')
    for (const file of pageFiles) {
      const lines = stringsOf(fillAllPageWords(content.pages[file], withoutOffers))
      for (const line of lines) {
        expect(line, file).not.toMatch(/warrant|1 to 3 days|usually one day|financing|PRO-X/i)
        // No bracket, name or stray punctuation left where an offer's words were taken out.
        expect(line, file).not.toMatch(/[[\]{}]|\s,|\s\.|,,|\s{2}|^\s|\s$/)
      }
    }
  })
})

describe('an owner’s own page words', () => {
  let dir: string

  beforeAll(async () => {
    dir = await ownerCopy({
      'owner/pages/service-video-doorbells.yaml': (text) =>
        text.replace('heading: Video Doorbells That Let You Answer From Anywhere', 'heading: Doorbells Fitted by {company} in an Hour'),
      'owner/pages/products.yaml': (text) => text.replace(/^ {2}intercom:\n {4}title: Intercom$/m, '  intercom:\n    title: Door Phones'),
      'owner/pages/solutions.yaml': (text) => text.replace('title: Single-Family Homes', 'title: Houses and Cottages'),
    })
  })

  it('change what each page says', () => {
    const { pages } = readOwnerContent(dir)
    const doorbells = builtInServicePage('video-doorbells', pages['owner/pages/service-video-doorbells.yaml'] as ServicePageFile, {
      buttonText: 'Get a Free Quote',
      highlightsKind: 'process',
      linksToLocations: false,
    })
    expect(doorbells.hero.heading).toBe('Doorbells Fitted by Piedmont Shield Security in an Hour')
    const products = productsPageFrom(pages['owner/pages/products.yaml'] as ProductsFile)
    expect(products.sections.map((section) => section.title)).toContain('Door Phones')
    expect(products.sections.map((section) => section.title)).not.toContain('Intercom')
    const solutions = solutionsPageFrom(pages['owner/pages/solutions.yaml'] as SolutionsFile)
    expect(solutions.scenarios[0]?.title).toBe('Houses and Cottages')
  })

  it('list the settings the owner chose, and link none to a service the site does not offer', async () => {
    const own = await ownerCopy({
      'owner/pages/solutions.yaml': (text) => text.replace(/\n {2}- slug: vacation-and-second-homes[\s\S]*?(?=\ninsightsTeaser:)/, ''),
    })
    const solutions = solutionsPageFrom(readOwnerContent(own).pages['owner/pages/solutions.yaml'] as SolutionsFile)
    expect(solutions.scenarios.map((scenario) => scenario.slug)).toEqual(['single-family-homes'])
    const unknown = solutionsPageFrom({
      ...(readOwnerContent(own).pages['owner/pages/solutions.yaml'] as SolutionsFile),
      scenarios: [{ ...solutions.scenarios[0]!, keyFeatures: ['a', 'b', 'c'], service: 'alarm-systems' }],
    })
    expect(unknown.scenarios[0]?.service).toBeUndefined()
  })

  it('name each mistake with its file, line and column, all in one run', async () => {
    const broken = await ownerCopy({
      'owner/pages/service-access-control.yaml': (text) =>
        text.replace('heading: Modern Entry Management', 'heading: Modern Entry by {compnay}'),
      'owner/pages/products.yaml': (text) => text.replace(/\n {2}intercom:\n(?: {4}.*\n| {6}.*\n)+/, '\n'),
      'owner/pages/solutions.yaml': (text) =>
        text.replace('[financingEverywhere:, with financing available at {financingTerms}]', ', with {financingTerms}'),
    })
    const lines = checkOwnerContent(broken).problems.map(
      (problem) => `${problem.file}:${problem.line}:${problem.column}: ${problem.message}`,
    )
    expect(lines).toEqual([
      expect.stringMatching(
        /^owner\/pages\/service-access-control\.yaml:\d+:\d+: features, heading: may fill in only these names: .*"\{compnay\}" is not one$/,
      ),
      expect.stringMatching(/^owner\/pages\/products\.yaml:\d+:\d+: sections, intercom: /),
      expect.stringMatching(
        /^owner\/pages\/solutions\.yaml:\d+:\d+: cta, text: uses \{financingTerms\} outside \[financingEverywhere:…\]: put it inside/,
      ),
    ])
  })

  it('need no file for a service not offered; a page whose file the owner deleted reads the demo’s words, which the publish check names as the missing file', async () => {
    const without = await ownerCopy({
      'owner/services.yaml': (text) => text.replace('  - slug: ai-enhanced-security\n', ''),
      'owner/reviews.yaml': (text) => text.replace('service: AI-Enhanced Security', 'service: Access Control'),
    })
    await rm(join(without, 'owner/pages/service-ai-enhanced-security.yaml'))
    await rm(join(without, 'owner/pages/products.yaml'))
    expect(checkOwnerContent(without).problems).toEqual([])
    const content = readOwnerContent(without)
    expect(content.ownPages).not.toContain('owner/pages/products.yaml')
    expect(content.pages['owner/pages/products.yaml']).toEqual(readOwnerContent(root).pages['owner/pages/products.yaml'])
    const named = findDemoContent(content, without).filter(
      (item) => item.file.startsWith('owner/pages/products.yaml') || item.file.includes('ai-enhanced'),
    )
    expect(named.map((item) => `${item.file} ${item.item}`)).toEqual([
      'owner/pages/products.yaml is missing: the demo’s words for this page would be published as yours',
    ])
  })
})

describe('the publish check', () => {
  it('names every demo sentence still in these files under an owner’s name, with its file and line', async () => {
    // The demo's words under a business of its own name, its promises offered where it works.
    const dir = await ownerCopy({ 'owner/offers.yaml': (text) => text.replace('states: [NC, SC, GA]', 'states: [OH]') })
    await writeFile(
      join(dir, 'owner/profile.json'),
      JSON.stringify(await ownBusinessProfile({ foundedYear: 2009, combinedExperienceYears: 31 })),
    )
    const items = findDemoContent(readOwnerContent(dir), dir).filter((item) => pageFiles.includes(item.file))
    expect(new Set(items.map((item) => item.file))).toEqual(new Set(pageFiles))
    const heading = items.find((item) => item.item.includes('Security Camera Installation Done Right'))
    const headingLine =
      (await readFile(join(dir, 'owner/pages/service-security-camera-installation.yaml'), 'utf8'))
        .split('\n')
        .findIndex((line) => line.includes('heading: Security Camera Installation Done Right')) + 1
    expect(heading).toMatchObject({ file: 'owner/pages/service-security-camera-installation.yaml', line: headingLine })
    expect(headingLine).toBeGreaterThan(1)
    expect(heading?.item).toBe(`the demo's words "Security Camera Installation Done Right the First Time"`)
    // A sentence with the owner's offers in it is the demo's until it is rewritten, whatever the offers say.
    expect(items.some((item) => item.item.startsWith(`the demo's words "Minimal disruption to your day: [installTimes:`))).toBe(true)
  })

  it('passes words of the owner’s own', async () => {
    const dir = await ownerCopy()
    await cp(join(root, 'test/fixtures/renamed-business/owner/pages'), join(dir, 'owner/pages'), { recursive: true })
    const items = findDemoContent(readOwnerContent(dir), dir).filter((item) => pageFiles.includes(item.file))
    expect(items).toEqual([])
  })
})
