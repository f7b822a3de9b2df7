import { spawnSync } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import sharp from 'sharp'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { publishedTextFiles } from './support/published-files'

/**
 * An installer makes the site theirs through owner/ alone, then builds for their real domain. This
 * test reads the shared build of the second business (support/second-business-build.ts,
 * test/fixtures/honest-business/owner: another name, phone, e-mail, logo, two other states and
 * their towns, a license, no rating, two case studies of its own, three reviews, no team, its own
 * warranty, financing in Alabama only, photos with their own descriptions) for what the build
 * published.
 */
const { copy, siteUrl } = inject('secondBusiness')

/** What would betray the demo company if it survived a rename. */
const demoTraces = [
  'Piedmont',
  'piedmontshield',
  '555-0143',
  '+17045550143',
  '(704)',
  'Lincolnton',
  '210 East Main',
  '1187-CSA',
  'BAC-4420',
  'LVU406712',
  'North Carolina',
  'South Carolina',
  'North Georgia',
  'Carolinas',
  'Charlotte',
  'Gastonia',
  'Atlanta',
  'NC, SC',
  // The demo's stories, reviews, team and promises.
  'Las Vegas',
  // The story's title and slug; the bare word is also a top-level domain the quote core's text
  // rule lists (src/quote/domain/text-rules.ts), which is no trace of the demo.
  'Casino',
  'casino-surveillance',
  '73 branches',
  'Cuts Property Crime',
  'city-wide-surveillance',
  'home-cctv-night-vision',
  'Marcus T.',
  'Priya S.',
  'Daniel Whitaker',
  'Karen Ellis',
  '1-year',
  '1-Year',
  'one-year',
  'nominal monthly',
  'No Upfront Cost',
  'Homes Usually in One Day',
  'usually one day',
  '1 to 3 days',
  'Since 2003',
]

const client = join(copy, 'dist/client')
let published = new Map<string, string>()

/** Scripts carry the list of every US state (city pages name any state a visitor types); that list is no trace. */
const usStateNames = new Set(['North Carolina', 'South Carolina'])

function tracesIn(text: string, file = ''): string[] {
  return demoTraces.filter((trace) => text.includes(trace) && !(file.endsWith('.js') && usStateNames.has(trace)))
}

function run(command: string, args: readonly string[], env: Record<string, string> = {}): string {
  const result = spawnSync(command, args, { cwd: copy, env: { ...process.env, ...env }, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`)
  return result.stdout
}

/** Every page the site has, from the build's sitemap. */
let sitemapPages: string[] = []

beforeAll(async () => {
  sitemapPages = [...(await readFile(join(client, 'sitemap.xml'), 'utf8')).matchAll(/<loc>([^<]*)<\/loc>/g)].map(
    (match) => (match[1] ?? '').slice(siteUrl.length) || '/',
  )
  published = await publishedTextFiles(client)
})

describe('a business renamed through the owner profile', () => {
  it('publishes no trace of the demo company in any page, script, sitemap or robots file', () => {
    expect(sitemapPages.length).toBeGreaterThan(60)
    // Every page is published, and read below.
    for (const path of sitemapPages) expect(published.has(path === '/' ? 'index.html' : `${path.slice(1)}/index.html`), path).toBe(true)
    const offending = [...published].map(([file, text]) => [file, tracesIn(text, file)] as const).filter(([, traces]) => traces.length > 0)
    expect(offending).toEqual([])
  })

  it('names the new business, its phone, e-mail, street address and license on every page', () => {
    for (const [file, html] of published) {
      if (!file.endsWith('.html') || file === 'app-shell.html') continue
      expect(html, file).toContain('Lakeside Guard Systems')
      expect(html, file).toContain('(863) 410-2290')
      expect(html, file).toContain('tel:+18634102290')
      expect(html, file).toContain('office@lakesideguard.com')
      expect(html, file).toContain('215 East Main Street')
      expect(html, file).toContain('EF20001873')
    }
  })

  it('builds city pages and a sitemap for the new states and cities only', () => {
    const sitemap = published.get('sitemap.xml') ?? ''
    expect(sitemap).toContain(`${siteUrl}/al/dothan/security-camera-installation`)
    expect(sitemap).toContain(`${siteUrl}/fl/dixieland-lakeland/security-camera-installation`)
    expect(sitemap).toContain(`${siteUrl}/fl/winter-haven/access-control`)
    expect(sitemap).not.toMatch(/\/(nc|sc|ga)\//)
    expect(published.has('fl/lake-morton-lakeland/video-doorbells/index.html')).toBe(true)
    expect([...published.keys()].some((file) => /^(nc|sc|ga)\//.test(file))).toBe(false)
    // The financing banner, in the owner's words (test/fixtures/honest-business/owner/pages/city-pages.yaml).
    const alabama = published.get('al/dothan/security-camera-installation/index.html') ?? ''
    expect(alabama).toContain('Paying Over Time')
    const florida = published.get('fl/winter-haven/security-camera-installation/index.html') ?? ''
    expect(florida).not.toContain('Paying Over Time')
    expect(florida).toContain('From a Customer in Winter Haven, FL')
  })

  it('writes the new service area into the copy that names it', () => {
    const home = published.get('index.html') ?? ''
    expect(home).toContain('Working in Lakeland and Winter Haven, Florida')
    // The area in the owner's words, never the states' names standing in for it.
    expect(home).toContain('drive to jobs in Lakeland and Winter Haven, Florida')
    expect(published.get('locations/index.html')).toContain('Lakeland has its own pages for Dixieland and Lake Morton.')
    expect(published.get('terms-of-service/index.html')).toContain('governed by the laws of the State of Florida')
    expect(published.get('about/index.html')).toContain(`since 2019`)
  })

  it("shows the owner's logo file in the header and footer, as the favicon and in the JSON-LD", async () => {
    expect(await readFile(join(client, 'brand/logo.svg'), 'utf8')).toContain('Lakeside mark')
    for (const file of ['index.html', 'about/index.html', 'al/dothan/security-camera-installation/index.html']) {
      const html = published.get(file) ?? ''
      // A logo this small is the favicon inside the page itself (scripts/build/owner-brand-assets.ts).
      const icon = /<link rel="icon" type="image\/svg\+xml" href="data:image\/svg\+xml,([^"]+)"/.exec(html)?.[1] ?? ''
      expect(decodeURIComponent(icon), file).toContain('Lakeside mark')
      expect(html.match(/<img src="\/brand\/logo\.svg"/g), file).toHaveLength(2)
      expect(html, file).toContain(`"logo":"${siteUrl}/brand/logo.svg"`)
    }
  })

  it("serves an owner's photo in place of the drawing, cropped to its box, as responsive AVIF and WebP", async () => {
    const html = published.get('case-studies/six-camera-home-and-shop/index.html') ?? ''
    const picture = /<picture[^>]*>(.*?)<\/picture>/s.exec(html)?.[1] ?? ''
    expect(picture).toMatch(/<source type="image\/avif" srcSet="[^"]+-480-[\w-]+\.avif 480w, [^"]+-750-[\w-]+\.avif 750w"/)
    expect(picture).toMatch(/<source type="image\/webp" srcSet="[^"]+\.webp 480w, /)
    // The box is 16:7; the shared build's photos are 750 px wide (support/second-business-build.ts).
    expect(picture).toMatch(/<img src="\/assets\/retail-loss-prevention-750-[\w-]+\.webp"[^>]* width="1600" height="700"/)
    const largest = /<img src="(\/assets\/[^"]+\.webp)"/.exec(picture)?.[1] ?? ''
    // The 4:3 photo cut to the box: 750 × 328.
    expect(await sharp(join(client, largest)).metadata()).toMatchObject({ format: 'webp', width: 750, height: Math.round((750 * 7) / 16) })
    // The other study keeps its drawing.
    expect(published.get('case-studies/dothan-pharmacy-doorbell/index.html')).not.toContain('<picture')
  })

  it('describes the business in JSON-LD from the profile, with no rating when none is given', () => {
    const home = published.get('index.html') ?? ''
    const blocks = [...home.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) => JSON.parse(match[1] ?? '{}'))
    const business = blocks.find((block) => block['@type'] === 'LocalBusiness')
    expect(business).toMatchObject({
      name: 'Lakeside Guard Systems',
      legalName: 'Lakeside Guard Systems',
      telephone: '+18634102290',
      email: 'office@lakesideguard.com',
      address: { streetAddress: '215 East Main Street', addressLocality: 'Lakeland', addressRegion: 'FL', postalCode: '33801' },
      // The area in the owner's words, not the two states standing in for it.
      areaServed: {
        '@type': 'Place',
        name: 'Lakeland and Winter Haven, Florida',
        description:
          'We install in Lakeland, Winter Haven and the Polk County towns between them, and our second van works out of Dothan, Alabama.',
      },
      sameAs: ['https://www.instagram.com/lakesideguard'],
      openingHoursSpecification: [{ dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:00', closes: '17:00' }],
    })
    expect(business).not.toHaveProperty('aggregateRating')
  })

  it('draws the share images with the new name, area and phone', async () => {
    const words = JSON.parse(await readFile(join(copy, 'src/assets/generated/share/share-text.json'), 'utf8')) as Record<string, string[]>
    const all = Object.values(words).flat().join('\n')
    expect(tracesIn(all)).toEqual([])
    expect(all).toContain('Lakeside Guard Systems')
    expect(all).toContain('Lakeland and Winter Haven, Florida')
    expect(all).toContain('(863) 410-2290')
    expect(all).toContain('mark: /brand/logo.svg')
  })

  it('publishes only its own two case studies: pages, cards, sitemap entries and links', () => {
    const studyPages = [...published.keys()].filter((file) => file.startsWith('case-studies/')).sort()
    expect(studyPages).toEqual([
      'case-studies/dothan-pharmacy-doorbell/index.html',
      'case-studies/index.html',
      'case-studies/six-camera-home-and-shop/index.html',
    ])
    const sitemapStudies = [...(published.get('sitemap.xml') ?? '').matchAll(/<loc>([^<]*\/case-studies[^<]*)<\/loc>/g)].map(
      (match) => match[1],
    )
    expect(sitemapStudies).toEqual([
      `${siteUrl}/case-studies`,
      `${siteUrl}/case-studies/six-camera-home-and-shop`,
      `${siteUrl}/case-studies/dothan-pharmacy-doorbell`,
    ])
    const index = published.get('case-studies/index.html') ?? ''
    expect([...index.matchAll(/href="(\/case-studies\/[^"]+)"/g)].map((match) => match[1])).toEqual([
      '/case-studies/six-camera-home-and-shop',
      '/case-studies/dothan-pharmacy-doorbell',
    ])
    expect(index).toContain('A Pharmacy in Dothan Sees Who Rings After Hours')
    const linked = new Set(
      [...published]
        .filter(([file]) => file.endsWith('.html'))
        .flatMap(([, html]) => [...html.matchAll(/href="\/case-studies\/([^"]+)"/g)].map((match) => match[1])),
    )
    expect([...linked].sort()).toEqual(['dothan-pharmacy-doorbell', 'six-camera-home-and-shop'])
  })

  it('quotes only its own reviews, and shows no team it did not list', () => {
    const home = published.get('index.html') ?? ''
    // The carousel's first page is in the HTML; the rest come from the same module.
    expect(home).toContain('Maria G.')
    // A city page quotes its own city's customer, never the home page's first review.
    expect(published.get('al/dothan/access-control/index.html')).toContain('Ruth P.')
    expect(published.get('fl/lakeland/access-control/index.html')).not.toContain('Maria G.')
    expect(published.get('about/index.html')).not.toContain('Meet the Team')
    expect(published.get('about/index.html')).toContain('two technicians who started in 2019 wiring cameras for neighbors in Lakeland')
  })

  it('makes its own promises, and offers financing only where it does', () => {
    const alabama = published.get('al/dothan/access-control/index.html') ?? ''
    const florida = published.get('fl/winter-haven/access-control/index.html') ?? ''
    expect(alabama).toContain('You can pay with 24 monthly payments, with approved credit.')
    expect(alabama).toContain('In Dothan, AL you can pay for a system with 24 monthly payments, with approved credit.')
    // The owner words financing as paying over time: neither those words nor the terms may show.
    const financingWords = /financ|pay over|paying over|24 monthly payments/i
    expect(florida.replace(/<script[\s\S]*?<\/script>/g, '')).not.toMatch(financingWords)
    // The trust strip and other pages for no particular state say nothing of financing.
    expect(published.get('index.html')).not.toContain('Pay Over 24 Months')
    expect(published.get('services/security-camera-installation/index.html')?.replace(/<script[\s\S]*?<\/script>/g, '')).not.toMatch(
      financingWords,
    )
    for (const file of ['index.html', 'services/security-camera-installation/index.html', 'fl/winter-haven/access-control/index.html']) {
      const html = published.get(file) ?? ''
      expect(html, file).toContain('90-Day Labor Warranty')
    }
    expect(florida).toContain('Our labor carries a 90-day warranty on our labor.')
  })

  it('describes each photo in its own words, in the page and in the JSON-LD', () => {
    const home = published.get('index.html') ?? ''
    expect(home).toMatch(
      /<img src="\/assets\/slide-1-750-[\w-]+\.webp" alt="Our technician fitting a dome camera under the porch roof of a house in Lakeland"/,
    )
    const business = [...home.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
      .map((match) => JSON.parse(match[1] ?? '{}'))
      .find((block) => block['@type'] === 'LocalBusiness')
    expect(business?.image).toMatch(/^https:\/\/www\.lakesideguard\.com\/assets\/slide-1-750-[\w-]+\.webp$/)
    const service = published.get('services/security-camera-installation/index.html') ?? ''
    expect(service).toMatch(
      /<img src="\/assets\/security-camera-installation-[\w-]+\.webp" alt="A ladder against a garage in Winter Haven while a bullet camera is wired in"/,
    )
    // The drawing's description is gone from the page its photo replaced.
    expect(home).not.toContain('beside the company van')
    expect(published.has('images/case-studies/casino-surveillance.svg')).toBe(false)
    expect(published.get('case-studies/six-camera-home-and-shop/index.html')).toContain(
      'alt="Lakeside&#x27;s own photo of the house and its workshop at dusk, with cameras under the eaves"',
    )
  })

  it('signs the e-mails with the new business', () => {
    const script = `
      const { renderConfirmationEmail, renderNotificationEmail } = await import('./server/mail/quote-emails.ts')
      const confirmation = renderConfirmationEmail({ to_name: 'Ann', to_email: 'ann@visitor.internal', message: '' }, 'office@lakesideguard.com')
      const notification = renderNotificationEmail({ from_name: 'Ann', from_email: 'ann@visitor.internal', from_phone: '', from_address: '', message: 'Cameras', to_email: '' }, { ownerEmail: 'office@lakesideguard.com', leadId: 'x', page: '/fl/lakeland/access-control' })
      process.stdout.write(JSON.stringify([confirmation, notification]))`
    const mails = run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { SITE_URL: siteUrl })
    expect(tracesIn(mails)).toEqual([])
    expect(mails).toContain('Lakeside Guard Systems')
    expect(mails).toContain('(863) 410-2290')
    expect(mails).toContain('Lakeland, FL')
    // Gmail and Outlook show no SVG: the e-mails carry the PNG the build rendered from the logo.
    expect(mails).toContain(`<img src=\\"${siteUrl}/brand/mail-logo.png\\"`)
  })

  it("publishes the e-mails' logo as a PNG drawn from the SVG logo", async () => {
    const png = await readFile(join(client, 'brand/mail-logo.png'))
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', height: 96 })
  })
})
