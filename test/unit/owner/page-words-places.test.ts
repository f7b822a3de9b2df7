import { readFileSync } from 'node:fs'
import { readFile, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { findDemoContent } from '../../../src/content/owner/demo-content'
import { checkOwnerContent, readOwnerContent } from '../../../src/content/owner/read-owner-files'
import * as locations from '../../../src/content/locations'
import type * as Locations from '../../../src/content/locations'
import * as cityPage from '../../../src/content/city-page'
import type * as CityPage from '../../../src/content/city-page'
import * as caseStudies from '../../../src/content/case-studies'
import type * as CaseStudies from '../../../src/content/case-studies'
import * as insights from '../../../src/content/security-insights'
import type * as Insights from '../../../src/content/security-insights'
import * as legal from '../../../src/content/legal'
import type * as Legal from '../../../src/content/legal'
import * as cityRelated from '../../../src/content/city-page-related'
import type * as CityRelated from '../../../src/content/city-page-related'
import { editFile, useOwnerCopies } from '../../support/owner-copy'
import { viteOnACopy, type ViteOnACopy } from '../../support/vite-on-a-copy'

/**
 * The words of the Locations page, the city pages, the case studies' pages, the article and the
 * legal pages are the owner's files in owner/pages/: the demo's hold the spec's words, a changed
 * file changes the page, a broken one is named with its line, and the demo's sentences published
 * under another name are named by the publish check.
 */
const root = resolve(import.meta.dirname, '../../..')
let site: ViteOnACopy
let copy: string

const load = <T>(file: string) => site.load<T>(file)
const ownerCopy = useOwnerCopies('page-words-broken-')
const edit = (file: string, change: (text: string) => string) => editFile(copy, file, change)

let demoItems: ReturnType<typeof findDemoContent> | undefined
/** What the publish check names in the copy: one check, read by the tests of three files. */
const demoItemsInCopy = () => (demoItems ??= findDemoContent(readOwnerContent(copy), copy))

/** The line of the demo's file where `text` stands, counted from 1. */
function lineOf(file: string, text: string): number {
  return (
    readFileSync(join(root, file), 'utf8')
      .split('\n')
      .findIndex((line) => line.includes(text)) + 1
  )
}

beforeAll(async () => {
  site = await viteOnACopy('page-words-', async (dir) => {
    copy = dir
    // An owner with their own words: a new name, and the Locations page rewritten in part.
    await edit('owner/profile.json', (text) => text.replaceAll('Piedmont Shield', 'Lakeside Guard'))
    await edit('owner/pages/locations.yaml', (text) =>
      text
        .replace('heading: Find Your City', 'heading: Pick Your Town')
        .replace('intro: Choose your state to see the cities we serve.', 'intro: Pick a state and then your town, {company} is there.'),
    )
    await edit('owner/pages/city-pages.yaml', (text) =>
      text
        .replace('heading: Why {city} Chooses {company}', 'heading: "{company}, at Home in {city}"')
        .replace('question: Do you install {serviceNoun} in {city}?', 'question: Will you fit {serviceNoun} in {city}, {stateName}?'),
    )
    await edit('owner/pages/case-studies.yaml', (text) =>
      text.replace('heading: Ready to Create Your Own Success Story?', 'heading: Your Job Could Be Next, Call {phone}'),
    )
    await edit('owner/pages/security-insights.md', (text) =>
      text
        .replace('## Night Vision: Seeing After Dark', '## Cameras That See in the Dark')
        .replace(
          '- Schedules that match when your home is occupied\n',
          '- Schedules that match when your home is occupied\n\n## Our Own Advice\n\n{company} has fitted cameras since {foundedYear}.\n',
        ),
    )
    await edit('owner/pages/legal.yaml', (text) =>
      text.replace(
        'requestsAnswered: We answer requests within 30 days and do not charge for them.',
        'requestsAnswered: We answer within two weeks, free of charge.',
      ),
    )
  })
  // The changed pages' modules, loaded at once: they share most of their imports, which the first
  // load transforms (seconds on a busy machine, so here rather than in a test's five).
  await Promise.all(
    [
      '/src/content/locations.ts',
      '/src/content/city-page.ts',
      '/src/content/city-page-related.ts',
      '/src/content/case-studies.ts',
      '/src/content/security-insights.ts',
      '/src/content/legal.ts',
    ].map((file) => load(file)),
  )
}, 120_000)

afterAll(() => site?.close())

describe('owner/pages/locations.yaml', () => {
  // The demo's owner files are valid: test/unit/owner/owner-files.test.ts.
  it('gives the demo Locations page its words', () => {
    expect(locations.locationsRegionsSection.heading).toBe('Find Your City')
    expect(locations.locationsHero.heading).toBe('Security Installation Across The Carolinas and North Georgia')
    expect(locations.locationsHero.intro).toBe(
      'From our headquarters in Lincolnton, NC, our installers serve homes and businesses throughout North Carolina, South Carolina and North Georgia. Outside that area, we can connect you with partner providers nationwide.',
    )
    expect(locations.howItWorks.steps.map((step) => step.title)).toEqual([
      'Tell us about your property',
      'We visit and plan the system',
      'We install and show you how it works',
      'We stay with you after the install',
    ])
    expect(locations.howItWorks.steps[2]?.text).toBe(
      'Residential installs usually take one day. Commercial installs take 1 to 3 days. Before we leave, we set up the app on your phone and walk you through playback and alerts.',
    )
    expect(locations.locationsMeta.title).toBe('Service Locations in NC, SC & North Georgia | Piedmont Shield Security')
  })

  it('changes the page when the owner changes it, with their names filled in', async () => {
    const changed = await load<typeof Locations>('/src/content/locations.ts')
    expect(changed.locationsRegionsSection.heading).toBe('Pick Your Town')
    expect(changed.locationsRegionsSection.intro.startsWith('Pick a state and then your town, Lakeside Guard Security is there.')).toBe(
      true,
    )
    expect(changed.locationsMeta.title).toMatch(/\| Lakeside Guard Security$/)
  })

  it('names a name the page cannot fill in, with its line', async () => {
    const broken = await ownerCopy()
    await editFile(broken, 'owner/pages/locations.yaml', (text) => text.replace('heading: Where We Work', 'heading: Where {owner} Works'))
    const lines = checkOwnerContent(broken).problems.map((problem) => `${problem.file}:${problem.line}: ${problem.message}`)
    expect(lines).toEqual([
      expect.stringMatching(/^owner\/pages\/locations\.yaml:\d+: coverage, heading: may fill in only these names: \{company\}/),
    ])
  })

  it('is named by the publish check while its sentences are the demo’s, and not once rewritten', () => {
    const named = demoItemsInCopy().filter((item) => item.file === 'owner/pages/locations.yaml')
    expect(named.map((item) => item.item)).toContainEqual(
      expect.stringMatching(/^the demo's words "From our base in \{town\}, our installers/),
    )
    expect(named.some((item) => item.item.includes('Pick a state'))).toBe(false)
    const line = (text: string) => named.find((item) => item.item.includes(text))?.line
    expect(line('From our base in')).toBe(lineOf('owner/pages/locations.yaml', 'From our base in'))
  })
})

describe('owner/pages/city-pages.yaml', () => {
  it('gives every city page the spec’s words, with the city, the state and the service filled in', () => {
    expect(cityPage.cityPageTitle('Security Camera Installation', 'Charlotte', 'NC')).toBe(
      'Security Camera Installation in Charlotte, NC | Piedmont Shield Security',
    )
    expect(cityPage.cityPageHeading('Video Doorbells', 'Rock Hill', 'SC')).toBe('Video Doorbells in Rock Hill, SC')
    expect(cityPage.whyChooseHeading('Charlotte', 'NC')).toBe('Why Charlotte Chooses Piedmont Shield Security')
    expect(cityPage.cityPageIntro('Security Camera Installation', 'Charlotte', 'NC')).toBe(
      'Piedmont Shield Security provides security camera installation for homeowners and businesses in Charlotte, NC. We walk your property, recommend equipment that covers your entrances, driveways and blind spots, and install it ourselves. Residential installs usually take one day. Commercial installs take 1 to 3 days.',
    )
    expect(cityPage.whyChooseItems('Security Camera Installation', 'Charlotte', 'NC').map((item) => item.text)).toContain(
      'Our own technicians survey, install and service security cameras in and around Charlotte.',
    )
    expect(cityPage.cityPageEyebrow('Uptown', 'NC', 'Uptown, Charlotte')).toBe('Serving Uptown, Charlotte')
    expect(cityPage.outOfAreaNote('Austin', 'TX')).toMatch(
      /^Piedmont Shield Security installs in .*\. If you are in Austin, Texas, request a quote anyway/,
    )
    expect(cityRelated.cityFaqs('Video Doorbells', 'Charlotte', 'NC')[0]?.question).toBe('Do you install video doorbells in Charlotte?')
    expect(cityRelated.cityRelatedCopy.testimonialHeading({ town: 'Gastonia, NC' })).toBe('From a Customer in Gastonia, NC')
  })

  it('changes every city page when the owner changes the one file', async () => {
    const changed = await load<typeof CityPage>('/src/content/city-page.ts')
    const related = await load<typeof CityRelated>('/src/content/city-page-related.ts')
    expect(changed.whyChooseHeading('Charlotte', 'NC')).toBe('Lakeside Guard Security, at Home in Charlotte')
    expect(changed.whyChooseHeading('Columbia', 'SC')).toBe('Lakeside Guard Security, at Home in Columbia')
    expect(related.cityFaqs('Access Control', 'Columbia', 'SC')[0]?.question).toBe(
      'Will you fit access control systems in Columbia, South Carolina?',
    )
  })

  it('names the demo’s city-page sentences in the publish check, each with its line', () => {
    const named = demoItemsInCopy().filter((item) => item.file === 'owner/pages/city-pages.yaml')
    const line = (text: string) => named.find((item) => item.item.includes(text))?.line
    expect(line('Our own technicians survey, install')).toBe(lineOf('owner/pages/city-pages.yaml', 'Our own technicians survey'))
    expect(named.some((item) => item.item.includes('Will you fit'))).toBe(false)
  })
})

describe('owner/pages/case-studies.yaml', () => {
  it('gives the case studies’ pages the spec’s words around the stories', () => {
    expect(caseStudies.caseStudyIndex.hero.heading).toBe('Real-World Security Success Stories')
    expect(caseStudies.caseStudyIndex.closing.heading).toBe('Ready to Create Your Own Success Story?')
    expect(caseStudies.caseStudyIndex.hero.intro).toMatch(
      /^See how homeowners, city governments, schools, hospitals, manufacturers and retailers have used modern camera systems/,
    )
    expect(caseStudies.caseStudyDetailCopy.closing.text).toMatch(
      /budget, with financing available at no upfront cost and nominal monthly payments\. Prefer to talk first\? Call \(\d{3}\) /,
    )
  })

  it('changes the page when the owner changes it', async () => {
    const changed = await load<typeof CaseStudies>('/src/content/case-studies.ts')
    expect(changed.caseStudyIndex.closing.heading).toMatch(/^Your Job Could Be Next, Call \(\d{3}\) \d{3}-\d{4}$/)
    expect(changed.caseStudyIndex.hero.heading).toBe('Real-World Security Success Stories')
  })
})

describe('owner/pages/security-insights.md', () => {
  it('gives the article the spec’s sections, checklist and teasers', () => {
    const article = insights.securityInsightsArticle
    expect(article.headline).toBe('The Real Value of Home Security Cameras')
    expect(article.sections.map((section) => [section.id, section.heading])).toEqual([
      ['hd-cctv', '24/7 HD CCTV: A Record You Can Rely On'],
      ['night-vision', 'Night Vision: Seeing After Dark'],
      ['smart-motion-detection', 'Smart Motion Detection: Alerts Worth Opening'],
      ['remote-access', 'Remote Access: Your Home in Your Pocket'],
      ['deterrence-and-property-value', 'Deterrence and Property Value'],
    ])
    expect(article.sections[0]?.paragraphs).toHaveLength(3)
    expect(article.sections[0]?.bullets).toHaveLength(3)
    expect(article.checklist.items.map((item) => item.title)).toEqual([
      'Resolution',
      'Night Vision',
      'Motion Detection',
      'Storage: Cloud vs. Local',
      'Mobile App',
    ])
    expect(article.teasers.cards.map((card) => card.title)).toEqual([
      'Smart Lighting for Home Security',
      'The Benefits of a Video Doorbell',
      'Access Control for the Home',
    ])
    expect(article.closing.text).toBe(
      'Schedule a free consultation and we will design a camera system around your property, install it, usually one day for a home, and show you how to use every feature. Serving homeowners across North Carolina, South Carolina and North Georgia since 2003.',
    )
  })

  it('changes the article when the owner changes the Markdown, a new section included', async () => {
    const { securityInsightsArticle: article } = await load<typeof Insights>('/src/content/security-insights.ts')
    expect(article.sections[1]).toMatchObject({ id: 'night-vision', heading: 'Cameras That See in the Dark' })
    expect(article.sections[3]).toMatchObject({
      id: 'our-own-advice',
      heading: 'Our Own Advice',
      paragraphs: ['Lakeside Guard Security has fitted cameras since 2003.'],
    })
    expect(article.sections).toHaveLength(6)
  })

  it('names a body without a heading, or a section without words, with its line', async () => {
    const broken = await ownerCopy()
    const file = join(broken, 'owner/pages/security-insights.md')
    const text = await readFile(file, 'utf8')
    const heading = '## Deterrence and Property Value {#deterrence-and-property-value}'
    const bodyLine = text.split('\n').indexOf(heading) + 1
    await writeFile(file, text.replace(/(## Deterrence and Property Value.*\n)\n[^\n]+\n\n[^\n]+\n\n[^\n]+\n/, '$1'))
    const lines = checkOwnerContent(broken).problems.map((problem) => `${problem.file}:${problem.line}: ${problem.message}`)
    expect(lines).toEqual([
      `owner/pages/security-insights.md:${bodyLine}: the section "Deterrence and Property Value" needs at least one paragraph`,
    ])
  })

  it('names the demo’s paragraphs in the publish check at their line', () => {
    const named = demoItemsInCopy().filter((item) => item.file === 'owner/pages/security-insights.md')
    const text = (named.find((item) => item.item.includes('Color night vision cameras go')) ?? { line: 0 }).line
    expect(text).toBeGreaterThan(40)
    expect(named.some((item) => item.item.includes('has fitted cameras since'))).toBe(false)
  })
})

describe('owner/pages/legal.yaml', () => {
  const paragraphs = (document: { sections: readonly { paragraphs: readonly string[] }[] }) =>
    document.sections.flatMap((section) => section.paragraphs)

  it('gives the privacy policy and the terms the business’s own sentences, its facts filled in', () => {
    expect(paragraphs(legal.privacyPolicy)).toContain('We answer requests within 30 days and do not charge for them.')
    expect(paragraphs(legal.privacyPolicy)[0]).toMatch(
      /^Piedmont Shield Security, LLC \(“Piedmont Shield Security”\) is a security system installer based at /,
    )
    expect(paragraphs(legal.termsOfService)).toContain(
      'These terms are governed by the laws of the State of North Carolina. Any dispute about this website will be handled by the state or federal courts located in North Carolina.',
    )
  })

  it('changes the policy when the owner changes it', async () => {
    const changed = await load<typeof Legal>('/src/content/legal.ts')
    expect(paragraphs(changed.privacyPolicy)).toContain('We answer within two weeks, free of charge.')
    expect(paragraphs(changed.privacyPolicy)).not.toContain('We answer requests within 30 days and do not charge for them.')
  })
})
