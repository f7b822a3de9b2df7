import { cp, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { createServer, type ViteDevServer } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ownerContentPlugin } from '../../../scripts/owner-content-plugin'
import { findDemoContent } from '../../../src/content/owner/demo-content'
import { checkOwnerContent, readOwnerContent } from '../../../src/content/owner/read-owner-files'
import * as locations from '../../../src/content/locations'
import type * as Locations from '../../../src/content/locations'
import * as cityPage from '../../../src/content/city-page'
import type * as CityPage from '../../../src/content/city-page'
import * as cityRelated from '../../../src/content/city-page-related'
import type * as CityRelated from '../../../src/content/city-page-related'

/**
 * The words of the Locations page, the city pages, the case studies' pages, the article and the
 * legal pages are the owner's files in owner/pages/: the demo's hold the spec's words, a changed
 * file changes the page, a broken one is named with its line, and the demo's sentences published
 * under another name are named by the publish check.
 */
const root = resolve(import.meta.dirname, '../../..')
let copy: string
let vite: ViteDevServer

const load = <T>(file: string) => vite.ssrLoadModule(file) as Promise<T>

async function edit(file: string, change: (text: string) => string): Promise<void> {
  const path = join(copy, file)
  const before = await readFile(path, 'utf8')
  const after = change(before)
  if (after === before) throw new Error(`the edit to ${file} changed nothing`)
  await writeFile(path, after)
}

beforeAll(async () => {
  copy = await mkdtemp(join(tmpdir(), 'page-words-'))
  await cp(join(root, 'src'), join(copy, 'src'), {
    recursive: true,
    filter: (source) => !source.includes(join('src', 'assets', 'generated')),
  })
  await cp(join(root, 'owner'), join(copy, 'owner'), { recursive: true })
  await symlink(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir')
  // An owner with their own words: a new name, and the Locations page rewritten in part.
  await edit('owner/profile.json', (text) => text.replaceAll('Piedmont Shield', 'Lakeside Guard'))
  await edit('owner/pages/locations.yaml', (text) =>
    text
      .replace('heading: Find Your City', 'heading: Pick Your Town')
      .replace('intro: Choose your state to see the cities we serve.', 'intro: Pick a state and then your town, {company} is there.'),
  )
  await edit('owner/pages/city-pages.yaml', (text) =>
    text
      .replace('heading: "Why {city} Chooses {company}"', 'heading: "{company}, at Home in {city}"')
      .replace('question: "Do you install {serviceNoun} in {city}?"', 'question: "Will you fit {serviceNoun} in {city}, {stateName}?"'),
  )
  vite = await createServer({
    root: copy,
    configFile: false,
    logLevel: 'silent',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
    plugins: [ownerContentPlugin(copy)],
  })
})

afterAll(async () => {
  await vite?.close()
  await rm(copy, { recursive: true, force: true })
})

describe('owner/pages/locations.yaml', () => {
  it('is valid and gives the demo Locations page its words', () => {
    expect(checkOwnerContent(root).problems).toEqual([])
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
    const broken = await mkdtemp(join(tmpdir(), 'page-words-broken-'))
    try {
      await cp(join(root, 'owner'), join(broken, 'owner'), { recursive: true })
      const file = join(broken, 'owner/pages/locations.yaml')
      await writeFile(file, (await readFile(file, 'utf8')).replace('heading: Where We Work', 'heading: Where {owner} Works'))
      const lines = checkOwnerContent(broken).problems.map((problem) => `${problem.file}:${problem.line}: ${problem.message}`)
      expect(lines).toEqual([
        expect.stringMatching(/^owner\/pages\/locations\.yaml:\d+: coverage, heading: may fill in only these names: \{company\}/),
      ])
    } finally {
      await rm(broken, { recursive: true, force: true })
    }
  })

  it('is named by the publish check while its sentences are the demo’s, and not once rewritten', () => {
    const named = findDemoContent(readOwnerContent(copy), copy).filter((item) => item.file === 'owner/pages/locations.yaml')
    expect(named.map((item) => item.item)).toContainEqual(
      expect.stringMatching(/^the demo's sentence "From our base in \{town\}, our installers/),
    )
    expect(named.some((item) => item.item.includes('Pick a state'))).toBe(false)
    const line = (text: string) => named.find((item) => item.item.includes(text))?.line
    expect(line('From our base in')).toBe(39)
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
    const named = findDemoContent(readOwnerContent(copy), copy).filter((item) => item.file === 'owner/pages/city-pages.yaml')
    const line = (text: string) => named.find((item) => item.item.includes(text))?.line
    expect(line('Our own technicians survey, install')).toBe(38)
    expect(named.some((item) => item.item.includes('Will you fit'))).toBe(false)
  })
})
