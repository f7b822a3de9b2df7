import { spawnSync, type SpawnSyncReturns } from 'node:child_process'
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { gateOwnerProfile, isPublicOrigin } from '../../../scripts/build/owner-profile-gate'
import { specCaseStudySlugs } from '../../support/spec-case-studies'
import { ownBusinessProfile } from '../../support/own-business-profile'

const root = resolve(import.meta.dirname, '../../..')

/** A directory with its own owner/profile.json, for the gate to read. */
async function profileRoot(profile: unknown): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'owner-profile-'))
  await cp(join(root, 'owner'), join(dir, 'owner'), { recursive: true })
  await writeFile(join(dir, 'owner', 'profile.json'), JSON.stringify(profile, null, 2))
  return dir
}

describe('a build of the demo profile', () => {
  // One refused build serves both checks: each costs seconds of the suite.
  let result: SpawnSyncReturns<string>
  let output: string
  beforeAll(() => {
    result = spawnSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build'], {
      cwd: root,
      env: { ...process.env, SITE_URL: 'https://www.my-real-company.com', DIST_DIR: join(tmpdir(), 'never-written') },
      encoding: 'utf8',
    })
    output = `${result.stdout}\n${result.stderr}`
  })

  it('for a real domain fails, naming each placeholder with the file and field to change', () => {
    expect(result.status).not.toBe(0)
    expect(output).toContain('Refusing to build for https://www.my-real-company.com')
    for (const field of ['displayName', 'legalName', 'phone', 'email', 'address.street', 'licenses.0.number', 'rating', 'social.0.url']) {
      expect(output).toContain(`owner/profile.json → ${field}:`)
    }
    expect(output).toContain('"(704) 555-0143" is a fictional 555 number')
    expect(output).toContain('"hello@piedmontshield.example" is at a domain reserved for examples')
  })

  it('for a real domain names, in the same run, every demo story, review, team member, figure, area, offer and About paragraph with its file and line', () => {
    expect(result.status).not.toBe(0)
    for (const slug of specCaseStudySlugs)
      expect(output).toMatch(new RegExp(`owner/case-studies/${slug}\\.md:\\d+:1: the demo's case study "`))
    // The site's words too: each page file's demo sentences, at their line.
    for (const page of ['home', 'services-overview', 'all-services', 'about-page', 'not-found'])
      expect(output).toMatch(new RegExp(`owner/pages/${page}\\.yaml:\\d+:\\d+: the demo's words "`))
    for (const reviewer of [
      'Marcus T., Gastonia, NC',
      'Dana R., Rock Hill, SC',
      'Priya S., Alpharetta, GA',
      'Kevin M., Concord, NC',
      'Angela W., Columbia, SC',
      'Robert H., Hickory, NC',
    ]) {
      expect(output).toMatch(new RegExp(`owner/reviews\\.yaml:\\d+:\\d+: the demo's review by ${reviewer}`))
    }
    for (const member of ['Daniel Whitaker', 'Karen Ellis', 'Marcus Reed', 'Laura Benson', 'James Carter'])
      expect(output).toMatch(new RegExp(`owner/team\\.yaml:\\d+:\\d+: the demo's team member ${member}`))
    expect(output).toMatch(/owner\/profile\.json:\d+:\d+: the demo's founding year 2003/)
    expect(output).toMatch(/owner\/profile\.json:\d+:\d+: the demo's 50 years of combined experience/)
    expect(output).toMatch(/owner\/profile\.json:\d+:\d+: the demo's service area "the Carolinas and North Georgia"/)
    expect(output).toMatch(/owner\/profile\.json:\d+:\d+: the demo's cities "Charlotte, /)
    for (const offer of ['1-Year Warranty', 'Homes Usually in One Day', 'No Upfront Cost'])
      expect(output).toMatch(new RegExp(`owner/offers\\.yaml:\\d+:\\d+: the demo's offer "${offer}"`))
    expect(output.match(/owner\/about\.yaml:\d+:\d+: the demo's story/g)).toHaveLength(4)
    // Still in the same run as the profile's placeholders.
    expect(output).toContain('owner/profile.json → phone:')
  })

  it.each([
    undefined,
    '',
    'http://localhost:3000',
    'http://127.0.0.1:4173',
    'https://www.piedmontshield.example',
    'https://shop.example.com',
  ])('for %s is the demo', (siteUrl) => {
    expect(isPublicOrigin(siteUrl)).toBe(false)
  })

  // The gate refuses only a public origin (scripts/build/owner-profile-gate.ts): one run of the whole
  // check on the demo shows it lets such a build through, the addresses above are each not public.
  it('for an address that is not public builds, its placeholders found but not refused', () => {
    expect(gateOwnerProfile('http://localhost:3000', root).placeholders.length).toBeGreaterThan(0)
  })
})

describe('the owner profile', () => {
  const dirs: string[] = []
  let demo: Record<string, unknown>
  beforeAll(async () => {
    demo = JSON.parse(await readFile(join(root, 'owner/profile.json'), 'utf8'))
  })
  afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))))

  it('names every wrong field at once, with the file', async () => {
    const dir = await profileRoot({
      ...demo,
      phone: '704-555-0143',
      foundedYear: 'long ago',
      serviceArea: { ...(demo.serviceArea as object), states: [] },
    })
    dirs.push(dir)
    expect(() => gateOwnerProfile(undefined, dir)).toThrow(
      /have 3 problems to fix[^\n]*\n {2}owner\/profile\.json:\d+:\d+: phone: must be a US number written like \(704\) 555-0143/,
    )
    expect(() => gateOwnerProfile(undefined, dir)).toThrow(/^ {2}owner\/profile\.json:\d+:\d+: foundedYear: /m)
    expect(() => gateOwnerProfile(undefined, dir)).toThrow(
      /^ {2}owner\/profile\.json:\d+:\d+: serviceArea, states: must list at least one state/m,
    )
  })

  it('refuses a financing state the company does not serve', async () => {
    const dir = await profileRoot(demo)
    dirs.push(dir)
    await writeFile(
      join(dir, 'owner/offers.yaml'),
      (await readFile(join(dir, 'owner/offers.yaml'), 'utf8')).replace('states: [NC, SC, GA]', 'states: [NC, TX]'),
    )
    expect(() => gateOwnerProfile(undefined, dir)).toThrow(
      /owner\/offers\.yaml:\d+:\d+: financing, states, entry 2: TX is not one of the states in owner\/profile\.json/,
    )
  })

  it('names a drawing’s description left under the owner’s own photo, and passes once the texts are rewritten', async () => {
    const dir = await profileRoot(demo)
    dirs.push(dir)
    await mkdir(join(dir, 'owner/photos/hero'), { recursive: true })
    await writeFile(join(dir, 'owner/photos/hero/slide-1.jpg'), 'a photo')
    await mkdir(join(dir, 'owner/photos/case-studies'), { recursive: true })
    await writeFile(join(dir, 'owner/photos/case-studies/casino-surveillance.jpg'), 'a photo')
    const { demoItems } = gateOwnerProfile(undefined, dir)
    expect(demoItems.map((item) => `${item.file}:${item.line}: ${item.item}`)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^owner\/pictures\.yaml:4: the drawing's description "A two-story home at dusk.*" under your photo owner\/photos\/hero\/slide-1$/,
        ),
        // A demo story is named as a story; its picture text is named once the story is the owner's.
        expect.stringMatching(/^owner\/case-studies\/casino-surveillance\.md:\d+: the demo's case study/),
      ]),
    )
    const pictures = await readFile(join(dir, 'owner/pictures.yaml'), 'utf8')
    await writeFile(
      join(dir, 'owner/pictures.yaml'),
      pictures.replace(/alt: A two-story home at dusk[^\n]*/, 'alt: Our van outside a customer’s house in Belmont'),
    )
    expect(gateOwnerProfile(undefined, dir).demoItems.filter((item) => item.file === 'owner/pictures.yaml')).toEqual([])
  })

  it('counts an item as the demo’s while its words are, whatever the case or punctuation', async () => {
    const dir = await profileRoot(demo)
    dirs.push(dir)
    const reviews = await readFile(join(dir, 'owner/reviews.yaml'), 'utf8')
    await writeFile(
      join(dir, 'owner/reviews.yaml'),
      reviews
        .replace('The crew mounted six cameras', 'the crew  mounted six cameras!')
        .replace(/quote: I doubted the night vision[^\n]*/, 'quote: Our own customer said this.'),
    )
    const named = gateOwnerProfile(undefined, dir)
      .demoItems.filter((item) => item.file === 'owner/reviews.yaml')
      .map((item) => item.item)
    expect(named).toContain("the demo's review by Marcus T., Gastonia, NC")
    expect(named).not.toContain("the demo's review by Dana R., Rock Hill, SC")
    expect(named.filter((item) => item.startsWith("the demo's review"))).toHaveLength(5)
  })

  it('with every placeholder and demo item replaced builds for a real domain', async () => {
    const fixture = join(root, 'test/fixtures/renamed-business/owner')
    const dir = await profileRoot(await ownBusinessProfile({ foundedYear: 2009, combinedExperienceYears: 31 }))
    dirs.push(dir)
    await rm(join(dir, 'owner/case-studies'), { recursive: true })
    // The demo's page files go: the fixture's own stand, and the pages it lacks show the project's words, which are not the owner's claims to check.
    await rm(join(dir, 'owner/pages'), { recursive: true })
    for (const entry of ['case-studies', 'reviews.yaml', 'team.yaml', 'offers.yaml', 'about.yaml', 'pictures.yaml', 'pages'])
      await cp(join(fixture, entry), join(dir, 'owner', entry), { recursive: true })
    const result = gateOwnerProfile('https://www.queencitycamera.com', dir)
    expect(result.placeholders).toEqual([])
    expect(result.demoItems).toEqual([])
  })
})
