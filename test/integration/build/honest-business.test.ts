import { readdir, readFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { beforeAll, describe, expect, inject, it } from 'vitest'

/**
 * A second business publishes only what it says. Its owner/ (test/fixtures/honest-business/owner)
 * is a two-town Florida installer with one case study without figures, no install times, no
 * partner providers, no financing, a labor-only warranty, no product line of its own and its own
 * area words. The shared build of it (support/second-business-build.ts) is read file by file.
 */
const area = 'Lakeland and Winter Haven, Florida'

/** The demo's claims (items it states as the business's own), each of which must be gone from every published file. */
const demoClaims = [
  // Install times the owner did not promise.
  'in a single day',
  'one to three days',
  'usually one day',
  '1 to 3 days',
  // A warranty remedy the owner did not give, and the demo's warranty.
  'repair or replace',
  'parts and labor warranty',
  // Partners the owner does not have.
  'partner providers nationwide',
  'nationwide',
  'wherever you are in the country',
  // The demo's own product line and its client types.
  'own premium camera line',
  'PRO-X',
  'NEW PRODUCT LINE',
  'city governments',
  // Financing the owner does not offer.
  'No Upfront Cost',
  'nominal monthly',
  // The demo's states standing in for the area.
  'Three States',
  'Serving Florida',
  'We serve Florida',
  'across Florida',
  'throughout Florida',
  // Wording slips: the legal name twice, the possessive, the demo's policy date.
  '(“Lakeside Guard Systems”)',
  "Systems's",
  'Systems&#x27;s',
  '2026-11-22',
  'November 22, 2026',
]

/** Words only a page can say (the scripts hold the copy for every owner, and say nothing by themselves). */
const pageOnlyClaims = [
  'partner provider',
  'Partner provider',
  'Outside Our Service Area',
  'Special Financing Available',
  'Measurable Results',
  'measured after the system went live',
  'Installers Across Three',
]

const { copy } = inject('secondBusiness')
const client = join(copy, 'dist/client')
const published = new Map<string, string>()

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name))
}

beforeAll(async () => {
  for (const file of await filesUnder(client)) {
    if (/\.(html|xml|txt|js|json|svg|webmanifest)$/.test(file)) published.set(relative(client, file), await readFile(file, 'utf8'))
  }
})

describe('a business that makes fewer promises than the demo', () => {
  it('publishes none of the demo’s claims in any page, script or data file', () => {
    expect([...published.keys()].filter((file) => file.endsWith('.html')).length).toBeGreaterThan(20)
    const found = [...published].flatMap(([file, text]) =>
      demoClaims.filter((claim) => text.includes(claim)).map((claim) => `${file}: ${claim}`),
    )
    expect(found).toEqual([])
  })

  it('says nothing on any page about partners, financing or figures it does not have', () => {
    const found = [...published]
      .filter(([file]) => file.endsWith('.html'))
      .flatMap(([file, html]) => pageOnlyClaims.filter((claim) => html.includes(claim)).map((claim) => `${file}: ${claim}`))
    expect(found).toEqual([])
  })

  it('names its area in its own words in every footer and in the link preview', async () => {
    for (const [file, html] of published) {
      if (!file.endsWith('.html') || file === 'app-shell.html') continue
      expect(html, file).toContain(`Serving ${area}`)
    }
    const home = published.get('index.html') ?? ''
    expect(home).toMatch(new RegExp(`<meta property="og:description" content="[^"]*${area}`))
    const words = JSON.parse(await readFile(join(copy, 'src/assets/generated/share/share-text.json'), 'utf8')) as Record<string, string[]>
    for (const [card, lines] of Object.entries(words)) expect(lines, card).toContain(area)
    expect(published.get('about/index.html')).toContain(`We serve ${area}`)
    expect(published.get('locations/index.html')).toContain(`throughout ${area}`)
  })

  it('publishes the study without figures with no results section and no headline figure', () => {
    const study = published.get('case-studies/six-camera-home-and-shop/index.html') ?? ''
    expect(study).toContain('Six Cameras for a Home and Its Workshop')
    expect(study).not.toContain('id="results"')
    expect(study).not.toContain('stat-tiles')
    expect(study).not.toContain('href="#results"')
    expect(published.get('case-studies/index.html')).not.toContain('text-amber-300')
  })

  it('states its labor-only warranty as given, without a remedy it did not promise', () => {
    const service = published.get('services/security-camera-installation/index.html') ?? ''
    expect(service).toContain('Every installation is covered by a 90-day warranty on our labor.')
    expect(service).toContain('your written quote gives the schedule')
  })

  it('fixes the wording slips at their cause', () => {
    expect(published.get('privacy-policy/index.html')).toContain('Lakeside Guard Systems is a security system installer')
    const terms = published.get('terms-of-service/index.html') ?? ''
    expect(terms).toContain('dateTime="2026-10-14"')
    const about = published.get('about/index.html') ?? ''
    expect(about).not.toMatch(/>(7|14)\+</)
    const city = published.get('fl/lakeland/security-camera-installation/index.html') ?? ''
    expect(city).toContain('survey, install and service security cameras in and around Lakeland')
  })
})
