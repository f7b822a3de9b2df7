import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, relative, resolve } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { projectFilesABuildReads } from '../../support/project-files'

/**
 * An installer makes the site theirs through owner/ alone, then builds for their real domain. This
 * test does exactly that in a copy of the project whose owner/ is a second business
 * (test/fixtures/renamed-business/owner: another name, phone, e-mail, two other states and their
 * cities, a license, no rating, two case studies of its own, three reviews, no team, its own
 * warranty and install times, financing in Ohio only, photos with their own descriptions) and
 * reads what the build published.
 */
const root = resolve(import.meta.dirname, '../../..')
const fixture = join(root, 'test/fixtures/renamed-business')
const siteUrl = 'https://www.riverbendcamera.com'

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
  // rule lists (src/core/quote/text-rules.ts), which is no trace of the demo.
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

const projectFiles = projectFilesABuildReads

let copy: string
let client: string
const published = new Map<string, string>()

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name))
}

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

/** The city pages these tests read; the others are the same page over other cities and services. */
const cityPagesRead = [
  '/oh/cincinnati/security-camera-installation',
  '/ky/covington/security-camera-installation',
  '/oh/hyde-park-cincinnati/video-doorbells',
  '/oh/cincinnati/access-control',
  '/ky/covington/access-control',
  '/oh/dayton/access-control',
  '/oh/mason/access-control',
]
const isCityPage = (path: string) => /^\/[a-z]{2}\/[^/]+\/[^/]+$/.test(path)
/** Every page the site has, from the build's sitemap. */
let sitemapPages: string[] = []

/**
 * The copy's build, step by step as package.json's `build` runs it, but for two changes: the
 * client and server builds run in one process (docs/decisions/0048), and the prerender writes every
 * page but the city pages no test here reads (the city page is one page over the profile's towns:
 * the ones read show it, and the sitemap names every town). Without the fingerprint steps, which
 * start-after-build.test.ts reads and nothing here does.
 */
function buildCopy(): void {
  const env = { SITE_URL: siteUrl, DIST_DIR: 'dist', PATH: `${join(copy, 'node_modules/.bin')}:${process.env.PATH ?? ''}` }
  const packageJson = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
  const steps = packageJson.scripts.build!.split(' && ')
  const done = new Set<string>()
  for (const step of steps) {
    if (step.includes('scripts/build-fingerprint.ts')) continue
    if (step === 'vite build') {
      // The site's page list, read in the same process from the server build just written, for the prerender below.
      const builds = `import { build } from 'vite'
import { writeFileSync } from 'node:fs'
await build({ logLevel: 'warn' })
await build({ logLevel: 'warn', build: { ssr: 'src/entry-server.tsx' } })
const entry = await import('./dist/server/entry-server.js')
writeFileSync('prerender-paths.json', JSON.stringify(entry.prerenderPaths()))`
      run(process.execPath, ['--input-type=module', '--eval', builds], env)
    } else if (step === 'vite build --ssr src/entry-server.tsx') {
      // Built with the client above.
    } else if (step === 'node --import tsx scripts/prerender.ts') {
      const paths = JSON.parse(readFileSync(join(copy, 'prerender-paths.json'), 'utf8')) as string[]
      run(
        process.execPath,
        ['--import', 'tsx', 'scripts/prerender.ts', ...paths.filter((path) => !isCityPage(path) || cityPagesRead.includes(path))],
        env,
      )
    } else {
      run('sh', ['-c', step], env)
    }
    done.add(step)
  }
  // A build whose steps changed must be followed here too, or this test reads a build npm would not make.
  for (const step of [
    'vite build',
    'vite build --ssr src/entry-server.tsx',
    'node --import tsx scripts/prerender.ts',
    'npm run --silent assets',
  ])
    if (!done.has(step)) throw new Error(`package.json's build has no step "${step}": follow its steps in buildCopy()`)
}

beforeAll(async () => {
  copy = await mkdtemp(join(tmpdir(), 'renamed-business-'))
  for (const entry of projectFiles) {
    await cp(join(root, entry), join(copy, entry), {
      recursive: true,
      filter: (source) => !source.includes(`${join('src', 'assets', 'generated')}`),
    })
  }
  await cp(join(fixture, 'owner'), join(copy, 'owner'), { recursive: true })
  // 4:3 camera photos, as an owner would drop them in: a case study's 16:7 hero, the home page's
  // first slide and the camera-installation service picture. As wide as the widest picture the
  // build makes (1600 px) and no wider: each size is cut from the whole photo, and a wider one only
  // costs the build's encoder more.
  for (const photo of ['case-studies/retail-loss-prevention', 'hero/slide-1', 'services/security-camera-installation']) {
    await mkdir(join(copy, 'owner/photos', photo, '..'), { recursive: true })
    await sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: 40, g: 90, b: 120 } } })
      .jpeg()
      .toFile(join(copy, 'owner/photos', `${photo}.jpg`))
  }
  await symlink(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir')
  buildCopy()
  client = join(copy, 'dist/client')
  sitemapPages = [...(await readFile(join(client, 'sitemap.xml'), 'utf8')).matchAll(/<loc>([^<]*)<\/loc>/g)].map(
    (match) => (match[1] ?? '').slice(siteUrl.length) || '/',
  )
  for (const file of await filesUnder(client)) {
    if (/\.(html|xml|txt|js|json|svg|webmanifest)$/.test(file)) published.set(relative(client, file), await readFile(file, 'utf8'))
  }
}, 300_000)

afterAll(async () => {
  if (copy) await rm(copy, { recursive: true, force: true })
})

describe('a business renamed through the owner profile', () => {
  it('publishes no trace of the demo company in any page, script, sitemap or robots file', () => {
    expect(sitemapPages.length).toBeGreaterThan(60)
    // Every page but the city pages no test reads is published here, and read below.
    const prerendered = sitemapPages.filter((path) => !isCityPage(path) || cityPagesRead.includes(path))
    for (const path of prerendered) expect(published.has(path === '/' ? 'index.html' : `${path.slice(1)}/index.html`), path).toBe(true)
    expect(prerendered.length).toBeGreaterThan(20)
    const offending = [...published].map(([file, text]) => [file, tracesIn(text, file)] as const).filter(([, traces]) => traces.length > 0)
    expect(offending).toEqual([])
  })

  it('names the new business, its phone, e-mail, street address and license on every page', () => {
    for (const [file, html] of published) {
      if (!file.endsWith('.html') || file === 'app-shell.html') continue
      expect(html, file).toContain('Riverbend Camera &amp; Alarm')
      expect(html, file).toContain('(513) 730-2284')
      expect(html, file).toContain('tel:+15137302284')
      expect(html, file).toContain('office@riverbendcamera.com')
      expect(html, file).toContain('88 Vine Street')
      expect(html, file).toContain('CE-48213')
    }
  })

  it('builds city pages and a sitemap for the new states and cities only', () => {
    const sitemap = published.get('sitemap.xml') ?? ''
    expect(sitemap).toContain(`${siteUrl}/oh/cincinnati/security-camera-installation`)
    expect(sitemap).toContain(`${siteUrl}/oh/over-the-rhine-cincinnati/security-camera-installation`)
    expect(sitemap).toContain(`${siteUrl}/ky/covington/access-control`)
    expect(sitemap).not.toMatch(/\/(nc|sc|ga)\//)
    expect(published.has('oh/hyde-park-cincinnati/video-doorbells/index.html')).toBe(true)
    expect([...published.keys()].some((file) => /^(nc|sc|ga)\//.test(file))).toBe(false)
    const ohio = published.get('oh/cincinnati/security-camera-installation/index.html') ?? ''
    expect(ohio).toContain('Special Financing Available')
    const kentucky = published.get('ky/covington/security-camera-installation/index.html') ?? ''
    expect(kentucky).not.toContain('Special Financing Available')
    expect(kentucky).toContain('From a Customer in Covington, KY')
  })

  it('writes the new service area into the copy that names it', () => {
    const home = published.get('index.html') ?? ''
    expect(home).toContain('Proudly Serving Greater Cincinnati and Northern Kentucky')
    // The area in the owner's words, never the states' names standing in for it.
    expect(home).toContain('across Greater Cincinnati and Northern Kentucky')
    expect(published.get('locations/index.html')).toContain('Cincinnati has separate pages for Over-the-Rhine and Hyde Park.')
    expect(published.get('terms-of-service/index.html')).toContain('governed by the laws of the State of Ohio')
    // An Ohio city outside the two served states' lists is still served; a Texas one is not.
    expect(published.get('about/index.html')).toContain(`Since 2011`)
  })

  it("shows the owner's logo file in the header and footer, as the favicon and in the JSON-LD", async () => {
    expect(await readFile(join(client, 'brand/logo.svg'), 'utf8')).toContain('Riverbend mark')
    for (const file of ['index.html', 'about/index.html', 'oh/cincinnati/security-camera-installation/index.html']) {
      const html = published.get(file) ?? ''
      // A logo this small is the favicon inside the page itself (scripts/owner-brand-assets.ts).
      const icon = /<link rel="icon" type="image\/svg\+xml" href="data:image\/svg\+xml,([^"]+)"/.exec(html)?.[1] ?? ''
      expect(decodeURIComponent(icon), file).toContain('Riverbend mark')
      expect(html.match(/<img src="\/brand\/logo\.svg"/g), file).toHaveLength(2)
      expect(html, file).toContain('"logo":"https://www.riverbendcamera.com/brand/logo.svg"')
    }
  })

  it("serves an owner's photo in place of the drawing, cropped to its box, as responsive AVIF and WebP", async () => {
    const html = published.get('case-studies/dental-office-access/index.html') ?? ''
    const picture = /<picture[^>]*>(.*?)<\/picture>/s.exec(html)?.[1] ?? ''
    expect(picture).toMatch(
      /<source type="image\/avif" srcSet="[^"]+-480-[\w-]+\.avif 480w, [^"]+-960-[\w-]+\.avif 960w, [^"]+-1600-[\w-]+\.avif 1600w"/,
    )
    expect(picture).toMatch(/<source type="image\/webp" srcSet="[^"]+\.webp 480w, /)
    expect(picture).toMatch(/<img src="\/assets\/retail-loss-prevention-1600-[\w-]+\.webp"[^>]* width="1600" height="700"/)
    const largest = /<img src="(\/assets\/[^"]+\.webp)"/.exec(picture)?.[1] ?? ''
    expect(await sharp(join(client, largest)).metadata()).toMatchObject({ format: 'webp', width: 1600, height: 700 })
    // The other study keeps its drawing.
    expect(published.get('case-studies/warehouse-yard-cameras/index.html')).not.toContain('<picture')
  })

  it('describes the business in JSON-LD from the profile, with no rating when none is given', () => {
    const home = published.get('index.html') ?? ''
    const blocks = [...home.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) => JSON.parse(match[1] ?? '{}'))
    const business = blocks.find((block) => block['@type'] === 'LocalBusiness')
    expect(business).toMatchObject({
      name: 'Riverbend Camera & Alarm',
      legalName: 'Riverbend Camera and Alarm Company, Inc.',
      telephone: '+15137302284',
      email: 'office@riverbendcamera.com',
      address: { streetAddress: '88 Vine Street', addressLocality: 'Cincinnati', addressRegion: 'OH', postalCode: '45202' },
      // The area in the owner's words, not the two states standing in for it.
      areaServed: {
        '@type': 'Place',
        name: 'Greater Cincinnati and Northern Kentucky',
        description:
          'Our technicians cover Hamilton, Butler and Warren counties in Ohio and Boone, Kenton and Campbell counties across the river.',
      },
      sameAs: ['https://www.instagram.com/riverbendcamera'],
      openingHoursSpecification: [{ dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '07:30', closes: '17:00' }],
    })
    expect(business).not.toHaveProperty('aggregateRating')
  })

  it('draws the share images with the new name, area and phone', async () => {
    const words = JSON.parse(await readFile(join(copy, 'src/assets/generated/share/share-text.json'), 'utf8')) as Record<string, string[]>
    const all = Object.values(words).flat().join('\n')
    expect(tracesIn(all)).toEqual([])
    expect(all).toContain('Riverbend Camera & Alarm')
    expect(all).toContain('Greater Cincinnati and Northern Kentucky')
    expect(all).toContain('(513) 730-2284')
    expect(all).toContain('mark: /brand/logo.svg')
  })

  it('publishes only its own two case studies: pages, cards, sitemap entries and links', () => {
    const studyPages = [...published.keys()].filter((file) => file.startsWith('case-studies/')).sort()
    expect(studyPages).toEqual([
      'case-studies/dental-office-access/index.html',
      'case-studies/index.html',
      'case-studies/warehouse-yard-cameras/index.html',
    ])
    const sitemapStudies = [...(published.get('sitemap.xml') ?? '').matchAll(/<loc>([^<]*\/case-studies[^<]*)<\/loc>/g)].map(
      (match) => match[1],
    )
    expect(sitemapStudies).toEqual([
      `${siteUrl}/case-studies`,
      `${siteUrl}/case-studies/dental-office-access`,
      `${siteUrl}/case-studies/warehouse-yard-cameras`,
    ])
    const index = published.get('case-studies/index.html') ?? ''
    expect([...index.matchAll(/href="(\/case-studies\/[^"]+)"/g)].map((match) => match[1])).toEqual([
      '/case-studies/dental-office-access',
      '/case-studies/warehouse-yard-cameras',
    ])
    expect(index).toContain('Dental Office Swaps Keys for Card Readers at Both Doors')
    const linked = new Set(
      [...published]
        .filter(([file]) => file.endsWith('.html'))
        .flatMap(([, html]) => [...html.matchAll(/href="\/case-studies\/([^"]+)"/g)].map((match) => match[1])),
    )
    expect([...linked].sort()).toEqual(['dental-office-access', 'warehouse-yard-cameras'])
  })

  it('quotes only its own reviews, and shows no team it did not list', () => {
    const home = published.get('index.html') ?? ''
    // The carousel's first page is in the HTML; the rest come from the same module.
    expect(home).toContain('Omar B.')
    // A city page quotes its own city's customer, never the home page's first review.
    expect(published.get('oh/dayton/access-control/index.html')).toContain('Ruth P.')
    expect(published.get('oh/mason/access-control/index.html')).not.toContain('Omar B.')
    expect(published.get('about/index.html')).not.toContain('Meet the Team')
    expect(published.get('about/index.html')).toContain('two electricians wiring cameras for the shops on Vine Street')
  })

  it('makes its own promises, and offers financing only where it does', () => {
    const ohio = published.get('oh/cincinnati/access-control/index.html') ?? ''
    const kentucky = published.get('ky/covington/access-control/index.html') ?? ''
    expect(ohio).toContain('Financing is available with 24 monthly payments, with approved credit.')
    expect(ohio).toContain('can finance a complete system with 24 monthly payments, with approved credit.')
    expect(kentucky.replace(/<script[\s\S]*?<\/script>/g, '')).not.toMatch(/financ/i)
    // The trust strip and other pages for no particular state say nothing of financing.
    expect(published.get('index.html')).not.toContain('Pay Over 24 Months')
    expect(published.get('services/security-camera-installation/index.html')).not.toMatch(/financ/i)
    for (const file of ['index.html', 'services/security-camera-installation/index.html', 'ky/covington/access-control/index.html']) {
      const html = published.get(file) ?? ''
      expect(html, file).toContain('2-Year Workmanship Guarantee')
      expect(html, file).toContain('Most Homes in an Afternoon')
    }
    expect(published.get('services/security-camera-installation/index.html')).toContain(
      'residential installs in an afternoon, commercial installs 2 to 4 days',
    )
    expect(kentucky).toContain('Every installation comes with a two-year workmanship guarantee.')
  })

  it('describes each photo in its own words, in the page and in the JSON-LD', () => {
    const home = published.get('index.html') ?? ''
    expect(home).toMatch(
      /<img src="\/assets\/slide-1-1600-[\w-]+\.webp" alt="Riverbend&#x27;s technician Sam fitting a bullet camera above a garage door in Mason, Ohio"|alt="Riverbend(?:&#x27;|')s technician Sam fitting a bullet camera above a garage door in Mason, Ohio"/,
    )
    const business = [...home.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
      .map((match) => JSON.parse(match[1] ?? '{}'))
      .find((block) => block['@type'] === 'LocalBusiness')
    expect(business?.image).toMatch(/^https:\/\/www\.riverbendcamera\.com\/assets\/slide-1-1600-[\w-]+\.webp$/)
    const service = published.get('services/security-camera-installation/index.html') ?? ''
    expect(service).toMatch(
      /<img src="\/assets\/security-camera-installation-[\w-]+\.webp" alt="A Riverbend ladder against a brick porch in Covington while a dome camera is wired in"/,
    )
    // The drawing's description is gone from the page its photo replaced.
    expect(home).not.toContain('beside the company van')
    expect(published.has('images/case-studies/casino-surveillance.svg')).toBe(false)
    expect(published.get('case-studies/dental-office-access/index.html')).toContain(
      'alt="Riverbend&#x27;s own photo of the dental office&#x27;s front door with its new card reader"',
    )
  })

  it('signs the e-mails with the new business', () => {
    const script = `
      const { renderConfirmationEmail, renderNotificationEmail } = await import('./server/mail/quote-emails.ts')
      const confirmation = renderConfirmationEmail({ to_name: 'Ann', to_email: 'ann@visitor.internal', message: '' }, 'office@riverbendcamera.com')
      const notification = renderNotificationEmail({ from_name: 'Ann', from_email: 'ann@visitor.internal', from_phone: '', from_address: '', message: 'Cameras', to_email: '' }, { ownerEmail: 'office@riverbendcamera.com', leadId: 'x', page: '/oh/cincinnati/access-control' })
      process.stdout.write(JSON.stringify([confirmation, notification]))`
    const mails = run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { SITE_URL: siteUrl })
    expect(tracesIn(mails)).toEqual([])
    expect(mails).toContain('Riverbend Camera & Alarm')
    expect(mails).toContain('(513) 730-2284')
    expect(mails).toContain('Cincinnati, OH')
    // Gmail and Outlook show no SVG: the e-mails carry the PNG the build rendered from the logo.
    expect(mails).toContain('<img src=\\"https://www.riverbendcamera.com/brand/mail-logo.png\\"')
  })

  it("publishes the e-mails' logo as a PNG drawn from the SVG logo", async () => {
    const png = await readFile(join(client, 'brand/mail-logo.png'))
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', height: 96 })
  })
})
