import type { Page } from '@playwright/test'
import { decodeHtmlText } from '../../scripts/bench/html-text'
import { siteUrl } from './support/browser'
import { expect, test } from './support/fixtures'
import { servedHtml } from './support/served-html'
import { site } from './support/site-modules'

const { company, expectedRoutes, publicOrigin, securityInsightsArticle: article, serviceSlugs } = site

/**
 * What a search engine sees, read the way a crawler reads it: the prerendered HTML over HTTP,
 * no JavaScript. The expected pages come from the route tree and the content (expected-routes).
 */

const routes = expectedRoutes()
const canonical = (path: string) => new URL(path, publicOrigin).href
const pathOf = (url: string) => new URL(url).pathname

/** The page as served, fetched once for every test here that reads it (each reads every page). */
const html = (path: string): Promise<string> => servedHtml(path)

/** The page's JSON-LD blocks, from the prerendered HTML. */
function jsonLd(page: string): Record<string, unknown>[] {
  return [...page.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '') as Record<string, unknown>,
  )
}

function metaContent(page: string, key: 'name' | 'property', id: string): string | undefined {
  return new RegExp(`<meta ${key}="${id.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`).exec(page)?.[1]
}

test.describe('sitemap.xml and robots.txt', () => {
  test('list every page once at its canonical URL with a last-modified date, and nothing else', async () => {
    const response = await fetch(siteUrl('/sitemap.xml'))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/xml/)
    const xml = await response.text()
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/)
    const entries = [...xml.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>(\d{4}-\d{2}-\d{2})<\/lastmod><\/url>/g)]
    expect(entries.length).toBe((xml.match(/<url>/g) ?? []).length)
    const locs = entries.map((entry) => entry[1] ?? '')
    expect(new Set(locs).size).toBe(locs.length)
    expect([...locs].sort()).toEqual(routes.map(canonical).sort())
    expect(locs.some((loc) => /404|not-found/.test(loc))).toBe(false)
  })

  test('lets crawlers in and names the sitemap', async () => {
    const response = await fetch(siteUrl('/robots.txt'))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/)
    const robots = await response.text()
    expect(robots).toMatch(/^User-agent: \*$/m)
    expect(robots).toMatch(/^Allow: \/$/m)
    expect(robots).not.toMatch(/^Disallow: \/\s*$/m)
    expect(robots).toMatch(new RegExp(`^Sitemap: ${canonical('/sitemap.xml').replace(/[.]/g, '\\.')}$`, 'm'))
  })
})

test.describe('links a crawler can follow', () => {
  test('reach every page in the sitemap from / through plain <a href> links in the prerendered HTML', async () => {
    const wanted = new Set(routes)
    const seen = new Set<string>(['/'])
    const queue = ['/']
    while (queue.length > 0) {
      const path = queue.shift() ?? '/'
      const page = await html(path)
      for (const match of page.matchAll(/<a\b[^>]*\bhref="([^"#?]+)[^"]*"/g)) {
        const href = match[1] ?? ''
        if (!href.startsWith('/') || href.startsWith('//')) continue
        if (wanted.has(href) && !seen.has(href)) {
          seen.add(href)
          queue.push(href)
        }
      }
    }
    expect(routes.filter((route) => !seen.has(route))).toEqual([])
  })
})

test.describe('structured data in the prerendered HTML', () => {
  test('names the business on every page from the owner profile: phone, address, the three regions, hours, licenses and rating', async () => {
    for (const path of routes) {
      const blocks = jsonLd(await html(path))
      const business = blocks.filter((block) => block['@type'] === 'LocalBusiness')
      expect(business, path).toHaveLength(1)
      expect(business[0]).toMatchObject({
        '@context': 'https://schema.org',
        name: company.name,
        telephone: company.phoneHref.replace('tel:', ''),
        url: canonical('/'),
        // The area in the owner's words, never the states standing in for it.
        areaServed: { '@type': 'Place', name: company.serviceAreaInWords, description: company.serviceAreaDescription },
        address: {
          '@type': 'PostalAddress',
          streetAddress: company.address.street,
          addressLocality: company.address.town,
          postalCode: company.address.postalCode,
        },
        openingHoursSpecification: [
          {
            '@type': 'OpeningHoursSpecification',
            dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
            opens: '08:00',
            closes: '18:00',
          },
          { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '09:00', closes: '13:00' },
        ],
        aggregateRating: { '@type': 'AggregateRating', ratingValue: company.rating?.value, reviewCount: company.rating?.count },
      })
      expect(business[0]?.hasCredential).toHaveLength(company.licenses.length)
    }
  })

  test('describes each service, in its city on city pages, and gives every page below the top level its breadcrumb trail', async () => {
    for (const path of routes) {
      const blocks = jsonLd(await html(path))
      const depth = path.split('/').filter(Boolean).length
      const services = blocks.filter((block) => block['@type'] === 'Service')
      const crumbs = blocks.filter((block) => block['@type'] === 'BreadcrumbList')
      const isService = path.startsWith('/services/') || (depth === 3 && serviceSlugs.some((slug) => path.endsWith(`/${slug}`)))
      expect(services.length, path).toBe(isService ? 1 : 0)
      if (isService) {
        expect(services[0]?.url, path).toBe(canonical(path))
        expect(services[0]?.provider, path).toEqual({ '@id': `${publicOrigin}/#business` })
        if (depth === 3 && !path.startsWith('/services/')) expect(services[0]?.areaServed, path).toMatchObject({ '@type': 'City' })
        else
          expect(services[0]?.areaServed, path).toEqual({
            '@type': 'Place',
            name: company.serviceAreaInWords,
            description: company.serviceAreaDescription,
          })
      }
      expect(crumbs.length, path).toBe(depth >= 2 ? 1 : 0)
      if (depth >= 2) {
        const items = (crumbs[0]?.itemListElement ?? []) as { position: number; item: string; name: string }[]
        expect(items[0], path).toMatchObject({ position: 1, item: canonical('/') })
        expect(items.at(-1)?.item, path).toBe(canonical(path))
        expect(items.map((item) => item.position)).toEqual(items.map((_, i) => i + 1))
        for (const item of items) expect(routes, `${path}: crumb ${item.item}`).toContain(pathOf(item.item))
      }
    }
  })

  test('marks the insights article and each case study as an Article', async () => {
    const articlePaths = routes.filter((path) => path === '/solutions/security-insights' || path.startsWith('/case-studies/'))
    expect(articlePaths).toHaveLength(12)
    for (const path of articlePaths) {
      const articles = jsonLd(await html(path)).filter((block) => block['@type'] === 'Article')
      expect(articles, path).toHaveLength(1)
      expect(articles[0]?.url, path).toBe(canonical(path))
      expect(typeof articles[0]?.headline, path).toBe('string')
    }
    // The insights article in its own words, with its picture and its publisher.
    const [insights] = jsonLd(await html('/solutions/security-insights')).filter((block) => block['@type'] === 'Article')
    expect(insights).toMatchObject({
      headline: article.headline,
      description: article.metaDescription,
      image: { url: new URL(article.image.src, publicOrigin).href },
      publisher: { name: company.name },
    })
  })
})

test.describe('link previews', () => {
  test('give every page Open Graph and Twitter card tags with a 1200 × 630 image named by its content', async () => {
    const images = new Set<string>()
    for (const path of routes) {
      const page = await html(path)
      expect(metaContent(page, 'property', 'og:url'), path).toBe(canonical(path))
      expect(metaContent(page, 'property', 'og:title'), path).toBe(/<title>([^<]*)<\/title>/.exec(page)?.[1])
      expect(metaContent(page, 'property', 'og:description')?.length ?? 0, path).toBeGreaterThan(50)
      expect(metaContent(page, 'name', 'twitter:card'), path).toBe('summary_large_image')
      const image = metaContent(page, 'property', 'og:image') ?? ''
      expect(image, path).toMatch(new RegExp(`^${publicOrigin.replace(/[.]/g, '\\.')}/assets/[a-z-]+-[A-Za-z0-9_-]{8}\\.png$`))
      expect(metaContent(page, 'name', 'twitter:image'), path).toBe(image)
      expect([metaContent(page, 'property', 'og:image:width'), metaContent(page, 'property', 'og:image:height')], path).toEqual([
        '1200',
        '630',
      ])
      images.add(pathOf(image))
    }
    expect(images.size).toBe(5)
    for (const image of images) {
      const response = await fetch(siteUrl(image))
      expect(response.headers.get('content-type'), image).toBe('image/png')
      const bytes = Buffer.from(await response.arrayBuffer())
      // A PNG's IHDR chunk holds the width and height as the first two big-endian words.
      expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)], image).toEqual([1200, 630])
    }
  })
})

test.describe('pages that do not exist', () => {
  for (const path of [
    '/zz/charlotte/access-control',
    '/nc/charlotte/no-such-service',
    '/nc/Char_lotte/access-control',
    '/case-studies/no-such-study',
    '/services/no-such-service',
  ]) {
    test(`${path} is a real 404`, async () => {
      const response = await fetch(siteUrl(path))
      expect(response.status).toBe(404)
      const page = await response.text()
      expect(page).toContain('<title>Page Not Found</title>')
      expect(page).toContain('<meta name="robots" content="noindex"/>')
      expect(page).not.toContain('rel="canonical"')
    })
  }
})

test.describe('a town the site does not list', () => {
  // The spec gives any town in a US state its city page; only the towns the region dialogs list are
  // prerendered and in the sitemap. The rest must not compete with them in search results.
  const unlisted = '/nc/nowhere-town/access-control'

  test('is served with a noindex header and is not in the sitemap', async () => {
    const response = await fetch(siteUrl(unlisted))
    expect(response.status).toBe(200)
    expect(response.headers.get('x-robots-tag')).toBe('noindex')
    expect(routes).not.toContain(unlisted)
    const sitemap = await (await fetch(siteUrl('/sitemap.xml'))).text()
    expect(sitemap).not.toContain('nowhere-town')
  })

  test('renders its page, marked noindex and with no canonical URL; a listed town keeps both', async ({ open }) => {
    const { page, problems } = await open(unlisted)
    const robots = page.locator('meta[name="robots"]')
    const canonicalLink = page.locator('link[rel="canonical"]')
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Nowhere Town')
    await expect(page).toHaveTitle(`Access Control in Nowhere Town, NC | ${company.name}`)
    await expect(robots).toHaveAttribute('content', 'noindex')
    await expect(canonicalLink).toHaveCount(0)

    // Following a link to a listed town in the same state brings the canonical link back and drops noindex.
    const listedLink = page.locator('main a[href^="/nc/"][href$="/access-control"]:not([href*="nowhere-town"])').first()
    const listed = (await listedLink.getAttribute('href')) ?? ''
    expect(routes).toContain(listed)
    await listedLink.click()
    await expect(canonicalLink).toHaveAttribute('href', canonical(listed))
    await expect(robots).toHaveCount(0)
    expect(problems).toEqual([])
  })
})

test.describe('the head after client-side navigation', () => {
  const inAnyOrder = (blocks: Record<string, unknown>[]) => [...blocks].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)))

  /** The head's tags as the live document holds them, wherever React has put them. */
  const headOf = async (page: Page) => {
    const head = await page.evaluate(() => ({
      titles: [...document.querySelectorAll('title')].map((title) => title.textContent),
      descriptions: [...document.querySelectorAll('meta[name="description"]')].map((meta) => meta.getAttribute('content')),
      canonicals: [...document.querySelectorAll('link[rel="canonical"]')].map((link) => link.getAttribute('href')),
      ogUrls: [...document.querySelectorAll('meta[property="og:url"]')].map((meta) => meta.getAttribute('content')),
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
        (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
      ),
    }))
    return { ...head, jsonLd: inAnyOrder(head.jsonLd) }
  }

  test('describes the first page and then the page followed to exactly as their prerendered HTML does: one title, description and canonical URL, and its own structured data', async ({
    open,
  }) => {
    const { page, problems } = await open('/')
    const home = await html('/')
    await expect
      .poll(async () => {
        const first = await headOf(page)
        return { counts: [first.titles.length, first.descriptions.length], canonicals: first.canonicals, jsonLd: first.jsonLd }
      })
      .toEqual({ counts: [1, 1], canonicals: [canonical('/')], jsonLd: inAnyOrder(jsonLd(home)) })
    const link = page.locator('main a[href^="/services/"]').first()
    const target = (await link.getAttribute('href')) ?? ''
    expect(routes).toContain(target)
    const prerendered = await html(target)
    await link.click()
    await expect
      .poll(async () => {
        const live = await headOf(page)
        return { ...live, services: live.jsonLd.filter((block) => block['@type'] === 'Service').length }
      })
      .toEqual({
        titles: [decodeHtmlText(/<title>([^<]*)<\/title>/.exec(prerendered)?.[1] ?? '')],
        descriptions: [decodeHtmlText(metaContent(prerendered, 'name', 'description') ?? '')],
        canonicals: [canonical(target)],
        ogUrls: [canonical(target)],
        jsonLd: inAnyOrder(jsonLd(prerendered)),
        services: 1,
      })
    expect(problems).toEqual([])
  })

  test('leaves none of the first page’s structured data behind when the page followed to has less of it', async ({ open }) => {
    const { page, problems } = await open('/services/access-control')
    expect(jsonLd(await html('/services/access-control')).length).toBeGreaterThan(jsonLd(await html('/about')).length)
    await page.locator('footer a[href="/about"]').first().click()
    await expect.poll(async () => (await headOf(page)).jsonLd).toEqual(inAnyOrder(jsonLd(await html('/about'))))
    expect(problems).toEqual([])
  })
})
