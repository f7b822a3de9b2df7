import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { publishedTextFiles } from './support/published-files'

/**
 * A second business publishes only what it says. Its owner/ (test/fixtures/honest-business/owner)
 * is a Lakeland, Florida installer with case studies without figures, no install times, no
 * partner providers, financing only in Alabama (where its second van works), a labor-only
 * warranty, no product line of its own and its own area words. The shared build of it
 * (support/second-business-build.ts) is read file by file.
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

/**
 * The demo's claim sentences, as its pages print them (from the demo's owner/pages files and its
 * service cards, and the promises, products, partners and area words): the second
 * business has its own page files, so none may be published anywhere, in a page or a script.
 */
const demoClaimSentences = [
  // Promises typed as the demo's: install times, the warranty's remedy, its three states.
  'most residential jobs finished in a single day',
  'Local Installers Across Three States',
  'we repair or replace it',
  'Every installation includes a',
  // The demo's product line, client types and partners.
  'The PRO-X Series',
  'city governments, schools, hospitals, manufacturers',
  'Measured results from neighborhoods, retailers, schools, hospitals, stadiums and more.',
  'we can connect you with partner providers',
  // The demo's area in a state's name.
  'We serve Florida',
  'work across Florida',
  'throughout Florida',
  'Serving Florida',
  // The demo's sentences of owner/pages, page by page.
  'we survey the site, recommend the right equipment and install it ourselves',
  'Homeowners and business owners across our service area on what it is like to work with us.',
  'Every system is designed around your property and installed by our own technicians, from a single doorbell to a multi-site business network.',
  'we have built our reputation on dependable installations and honest recommendations.',
  'The right cameras in the right places are the foundation of any security system.',
  'We are a local team of installers, designers and support staff who believe a security system should be explained plainly',
  'These are the commitments we make to every customer, whether the job is one doorbell or a hundred cameras.',
  'A technician from our team walks the site, checks lighting, sight lines and Wi-Fi coverage',
  'recommend equipment that covers your entrances, driveways and blind spots, and install it ourselves.',
  'Cameras in 1080p or 4K with night vision up to 100 feet, so faces and plates stay readable after dark.',
  'have used modern camera systems, access control and AI-enhanced video analytics to prevent crime, cut losses and run safer operations.',
  'Every project we take on starts with a free on-site assessment.',
  'We answer requests within 30 days and do not charge for them.',
  'any security system we design, sell or install for you is governed by the written agreement we sign together.',
  'Home cameras have changed a great deal in the last few years.',
  'Many homeowners insurance companies offer a discount for installed security systems.',
  'We supply and install dependable, commercial-grade equipment chosen for image quality, reliability and long service life',
  'A lake cabin, a restaurant and a school campus each have different risks, schedules and people to keep safe.',
  'Security Camera Installation Done Right the First Time',
  'From a single driveway camera to a multi-building business system',
  // The demo's service cards' summaries.
  'Professionally designed and installed camera systems for homes and businesses',
  'See, hear and speak to anyone at your door from your phone',
  'Keycard, PIN, mobile and biometric entry systems',
]

/** A published file's text as a reader sees it: the entities React and the JSON of scripts write decoded. */
const plain = (text: string) => text.replaceAll('&#x27;', "'").replaceAll('&quot;', '"').replaceAll('&amp;', '&').replaceAll('\\u0026', '&')

const { copy } = inject('secondBusiness')
const client = join(copy, 'dist/client')
let published = new Map<string, string>()

beforeAll(async () => {
  published = await publishedTextFiles(client)
})

describe('a business that makes fewer promises than the demo', () => {
  it('publishes none of the demo’s claims in any page, script or data file', () => {
    expect([...published.keys()].filter((file) => file.endsWith('.html')).length).toBeGreaterThan(20)
    const found = [...published].flatMap(([file, text]) =>
      demoClaims.filter((claim) => text.includes(claim)).map((claim) => `${file}: ${claim}`),
    )
    expect(found).toEqual([])
  })

  it('publishes none of the demo’s claim sentences in any file: its own page files stand in for every page it shows', () => {
    const found = [...published].flatMap(([file, text]) => {
      const read = plain(text)
      return demoClaimSentences.filter((sentence) => read.includes(sentence)).map((sentence) => `${file}: ${sentence}`)
    })
    expect(found).toEqual([])
    // Its own words are what the pages say instead.
    expect(plain(published.get('index.html') ?? '')).toContain('Two technicians from Lakeland who fit cameras, alarms and doorbells')
    expect(plain(published.get('index.html') ?? '')).toContain('A doorbell camera on your old doorbell wiring')
    expect(plain(published.get('products/index.html') ?? '')).toContain('We fit equipment from a few makers we know well')
    expect(plain(published.get('solutions/index.html') ?? '')).toContain('Houses, Rentals and Small Shops')
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
    for (const file of ['index.html', 'locations/index.html', 'fl/lakeland/video-doorbells/index.html']) {
      const footer = /<footer[\s\S]*?<\/footer>/.exec(published.get(file) ?? '')?.[0] ?? ''
      expect(footer, file).toContain(`Serving ${area}`)
      expect(footer, file).not.toMatch(/Serving Florida|Three States/)
    }
    const home = published.get('index.html') ?? ''
    expect(home).toMatch(new RegExp(`<meta property="og:description" content="[^"]*${area}`))
    expect(home).toMatch(new RegExp(`<meta name="twitter:description" content="[^"]*${area}`))
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
