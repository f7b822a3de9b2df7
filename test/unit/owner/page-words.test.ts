import { readFile, rm, writeFile } from 'node:fs/promises'
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ownerContentPlugin } from '../../../scripts/build/owner-content-plugin'
import { aboutPage } from '../../../src/content/about'
import { allServicesPage } from '../../../src/content/all-services'
import { hero, homeMeta, servicesSection, serviceRegionsSection } from '../../../src/content/home'
import { notFoundPage } from '../../../src/content/not-found'
import { servicesOverviewPage } from '../../../src/content/services-overview'
import { trustStripCopy } from '../../../src/content/trust'
import { findDemoContent } from '../../../src/content/owner/demo-content'
import { fillIn, type PageWordValues } from '../../../src/content/owner/pages/fill-in'
import { pageWordsDefault, pageWordsFiles } from '../../../src/content/owner/pages/page-files'
import { checkOwnerContent, readOwnerContent } from '../../../src/content/owner/read-owner-files'
import { pageWordValues } from '../../../src/content/page-words'
import { ownBusinessProfile } from '../../support/own-business-profile'
import { editFile, useOwnerCopies } from '../../support/owner-copy'

/**
 * The home page, /services, /all-services, About and the not-found page say the owner's words
 * (owner/pages/*.yaml): the demo's files hold the spec's words, a changed file changes the page,
 * and the demo's sentences published under another name are named by the publish check.
 */
const root = resolve(import.meta.dirname, '../../..')
const myFiles = [
  'owner/pages/home.yaml',
  'owner/pages/services-overview.yaml',
  'owner/pages/all-services.yaml',
  'owner/pages/about-page.yaml',
  'owner/pages/not-found.yaml',
]
const ownerCopy = useOwnerCopies('page-words-')

/** What the page module of `file` is handed by the build for the project in `dir`. */
async function pageModule(dir: string, file: string): Promise<unknown> {
  const plugin = ownerContentPlugin(dir)
  const load = plugin.load as (this: { addWatchFile(path: string): void }, id: string) => string | null
  const code = load.call({ addWatchFile: () => undefined }, join(dir, pageWordsDefault(file)))
  return JSON.parse((code ?? '').replace(/^export default /, '')) as unknown
}

describe('the site’s words in owner/pages', () => {
  // The demo's owner files are valid: test/unit/owner/owner-files.test.ts.
  it('name a JSON schema in each file, and the project keeps the demo’s words for an owner/ without them', () => {
    for (const file of myFiles) {
      expect(Object.keys(pageWordsFiles)).toContain(file)
      const text = readFileSync(join(root, file), 'utf8')
      expect(text.split('\n')[0], file).toBe(
        `# yaml-language-server: $schema=${file.replace(/^owner\/pages\//, '').replace('.yaml', '.schema.json')}`,
      )
      expect(readFileSync(join(root, pageWordsDefault(file)), 'utf8'), file).toBe(text)
    }
    // Every page's file, not only these: the words an owner/ without it shows are the demo's.
    for (const file of Object.keys(pageWordsFiles))
      expect(readFileSync(join(root, pageWordsDefault(file)), 'utf8'), file).toBe(readFileSync(join(root, file), 'utf8'))
  })

  it('hold the spec’s words on the demo', () => {
    expect(hero.typingPrefix).toBe('Protecting Your')
    expect(hero.typingWords).toEqual(['Home', 'Business', 'Family', 'Property', 'Peace of Mind'])
    expect(hero.spokenWords).toBe('Home, Business, Family, Property and Peace of Mind')
    expect(hero.paragraph).toBe(
      'Cameras, doorbells and access control across the Carolinas and North Georgia, installed by one local team since 2003.',
    )
    expect(homeMeta.title).toBe('Piedmont Shield Security | Security Cameras & Access Control in NC, SC & North Georgia')
    expect(servicesSection.intro).toBe(
      'From a single video doorbell to a multi-building CCTV system, we survey the site, recommend the right equipment and install it ourselves, with a minimum 1-year parts and labor warranty.',
    )
    expect(serviceRegionsSection.heading).toBe('Proudly Serving The Carolinas and North Georgia')
    expect(trustStripCopy.label).toBe('Why homeowners and businesses choose Piedmont Shield Security')
    expect(servicesOverviewPage.faq.items.map((item) => item.question)).toEqual([
      'How much does a security system cost?',
      'How long does installation take?',
      'Do you offer a warranty?',
      'Can I view my cameras from my phone?',
      'What areas do you serve?',
    ])
    expect(servicesOverviewPage.faq.items.at(-1)?.answer).toBe(
      'We serve North Carolina, South Carolina and North Georgia from our headquarters in Lincolnton, North Carolina. If you are outside our area, we can connect you with partner providers nationwide.',
    )
    expect(servicesOverviewPage.benefits.items.map((item) => item.title)).toEqual([
      'Free Quote and Consultation',
      'Flexible Financing',
      'Trusted Since 2003',
      'Seasoned Technicians',
      'Warranty on Every Install',
      'Local Service, Wider Reach',
    ])
    expect(allServicesPage.sections.map((section) => section.heading)).toEqual([
      'Security Camera Installation',
      'CCTV Monitoring Systems',
      'Wireless Security Cameras',
      'Video Doorbells',
      'Access Control',
      'AI-Enhanced Security',
    ])
    expect(allServicesPage.sections[0]?.paragraphs[1]).toBe(
      'Our technicians handle mounting, concealed cabling, recorder setup and the mobile app. Residential installs usually one day, commercial installs 1 to 3 days. Every job is backed by a minimum 1-year parts and labor warranty.',
    )
    expect(aboutPage.hero.heading).toBe('Protecting The Carolinas and North Georgia Since 2003')
    expect(aboutPage.values.items.at(-1)).toEqual({
      icon: 'BadgeCheck',
      title: 'Work We Stand Behind',
      description: 'Every installation comes with a minimum 1-year parts and labor warranty, and we come back if something is not right.',
    })
    expect(aboutPage.cta.text).toBe(
      'Schedule a free consultation and get a written quote with no obligation. Financing is available with no upfront cost and nominal monthly payments. Or call us at (704) 555-0143.',
    )
    expect(notFoundPage.title).toBe('Page Not Found')
    expect(notFoundPage.message).toBe("We're sorry, but the page you are looking for does not exist or has been moved.")
  })

  it('change what the page says when the owner changes their file, and fall back to the demo’s words only where the file is missing', async () => {
    const dir = await ownerCopy()
    await editFile(dir, 'owner/pages/home.yaml', (text) =>
      text.replace(/^ {2}paragraph: .*$/m, '  paragraph: Cameras and alarms for {serviceArea}, fitted by {company} since {foundedYear}.'),
    )
    expect(checkOwnerContent(dir).problems).toEqual([])
    const words = (await pageModule(dir, 'owner/pages/home.yaml')) as { hero: { paragraph: string } }
    expect(words.hero.paragraph).toBe('Cameras and alarms for {serviceArea}, fitted by {company} since {foundedYear}.')
    expect(fillIn(words.hero.paragraph, pageWordValues)).toBe(
      'Cameras and alarms for North Carolina, South Carolina and North Georgia, fitted by Piedmont Shield Security since 2003.',
    )
    await rm(join(dir, 'owner/pages/not-found.yaml'))
    const content = readOwnerContent(dir)
    expect(content.ownPages).not.toContain('owner/pages/not-found.yaml')
    expect(await pageModule(dir, 'owner/pages/not-found.yaml')).toMatchObject({ title: 'Page Not Found' })
  })

  it('name a mistyped name or an unclosed bracket at its line', async () => {
    const dir = await ownerCopy()
    const file = join(dir, 'owner/pages/about-page.yaml')
    const text = (await readFile(file, 'utf8'))
      .replace('heading: Our Story', 'heading: Our Story at {compnay}')
      .replace(/^ {2}intro: These are the commitments.*$/m, '  intro: "[These are the commitments we make."')
    await writeFile(file, text)
    const lineOf = (needle: string) => text.split('\n').findIndex((line) => line.includes(needle)) + 1
    const problems = checkOwnerContent(dir).problems.map((problem) => `${problem.file}:${problem.line}: ${problem.message}`)
    expect(problems).toEqual([
      expect.stringMatching(
        new RegExp(`^owner/pages/about-page\\.yaml:${lineOf('{compnay}')}: story, heading: may fill in only these names: \\{company\\}`),
      ),
      expect.stringMatching(new RegExp(`^owner/pages/about-page\\.yaml:${lineOf('[These')}: values, intro: has a "\\[" without its "\\]"`)),
    ])
  })
})

describe('the words about an offer', () => {
  const none: PageWordValues = { ...pageWordValues, warranty: '', financing: '', partners: '', installTimes: '' }

  it('are left out, not invented, for an owner who does not make it', () => {
    expect(fillIn('install it ourselves[, with a {warranty}].', none)).toBe('install it ourselves.')
    expect(fillIn('with a free quote[ and financing options{if financing}]. Call us.', none)).toBe('with a free quote. Call us.')
    expect(fillIn('with a free quote[ and financing options{if financing}]. Call us.', pageWordValues)).toBe(
      'with a free quote and financing options. Call us.',
    )
    expect(fillIn('Proudly Serving {ServiceAreaName}', pageWordValues)).toBe('Proudly Serving The Carolinas and North Georgia')
  })
})

describe('the publish check', () => {
  it('names each demo sentence of these pages still in the owner’s files, with file and line, and nothing once they are the owner’s', async () => {
    const dir = await ownerCopy()
    await writeFile(
      join(dir, 'owner/profile.json'),
      JSON.stringify(await ownBusinessProfile({ foundedYear: 2011, combinedExperienceYears: 31 })),
    )
    // The demo's financing, offered where this business works.
    await editFile(dir, 'owner/offers.yaml', (text) => text.replace('states: [NC, SC, GA]', 'states: [OH]'))
    const named = () =>
      findDemoContent(readOwnerContent(dir), dir)
        // These pages' files; the other pages' are their own tests'.
        .filter((item) => myFiles.includes(item.file))
        .map((item) => `${item.file}:${item.line}: ${item.item}`)
    const found = named()
    const home = readFileSync(join(dir, 'owner/pages/home.yaml'), 'utf8').split('\n')
    const line = (needle: string) => home.findIndex((text) => text.includes(needle)) + 1
    expect(found).toContainEqual(
      expect.stringMatching(
        new RegExp(`^owner/pages/home\\.yaml:${line('paragraph: Cameras, doorbells')}: the demo's words "Cameras, doorbells`),
      ),
    )
    for (const file of myFiles)
      expect(
        found.some((item) => item.startsWith(`${file}:`)),
        file,
      ).toBe(true)
    // Not a claim: "the page … does not exist" stays the same for any business.
    expect(found.some((item) => item.includes('does not exist'))).toBe(false)
    // The claims the issue names: the demo's clients on the not-found page.
    expect(found.some((item) => item.includes('Measured results from neighborhoods'))).toBe(true)

    // Rewritten in the owner's words, no sentence of theirs is the demo's.
    for (const file of myFiles) {
      await editFile(dir, file, (text) =>
        text.replace(
          /^(?!\s*#)(\s*(?:- )?(?:\w+: )?)(.*[.!]["'”’)\]]*)$/gm,
          (_whole, key: string) => `${key}Our own sentence number ${Math.random().toString(36).slice(2)}.`,
        ),
      )
    }
    expect(checkOwnerContent(dir).problems.map((problem) => `${problem.file}:${problem.line}: ${problem.message}`)).toEqual([])
    expect(named()).toEqual([])
  })
})
