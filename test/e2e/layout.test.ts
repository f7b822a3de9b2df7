import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { company } from '../../src/content/company'
import { footerCopy, footerLinkGroups, headerCopy, headerLinks, type NavChild } from '../../src/content/navigation'
import { notFoundPage } from '../../src/content/not-found'
import { quoteDialogCopy } from '../../src/quote/ui/quote-copy'
import {
  afterFrames,
  axeViolations,
  everyLook,
  sharedBrowser,
  newPage,
  servedPage,
  siteUrl,
  visit,
  wordsOf,
  type OpenedPage,
} from './support/browser'
import { hoverCloseDelayMs } from '../../src/features/layout/header/nav-dropdown'
import { openAndEscapeQuoteDialog } from './support/quote-form'
import { samplePaths } from '../../scripts/bench/sample-pages'
import { axePaths } from './support/page-audits'

// The header at the top of the city hero is audited with the page in all-routes.test.ts.
const [, heroCity] = samplePaths('home', 'city')
if (!heroCity || !axePaths.includes(heroCity))
  throw new Error(`all-routes.test.ts no longer audits ${heroCity}: audit its header at the top here`)

const solutions = headerLinks.find((link) => link.label === 'Solutions')
if (!solutions || !('children' in solutions)) throw new Error('navigation.ts lost the Solutions dropdown')
const solutionsChildren = solutions.children

let browser: Browser

beforeAll(async () => {
  browser = await sharedBrowser()
})

const header = (page: Page) => page.getByRole('banner')
const footer = (page: Page) => page.getByRole('contentinfo')
const pathOf = (page: Page) => new URL(page.url()).pathname
const menuButton = (page: Page) => header(page).getByRole('button', { name: /^(Open|Close) menu$/ })
const solutionsToggle = (page: Page) => header(page).getByRole('button', { name: headerCopy.solutionsMenuLabel })
const themeToggle = (page: Page) => header(page).getByRole('button', { name: /^Switch to (dark|light) mode$/ })
const htmlIsDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'))
const savedTheme = (page: Page) => page.evaluate(() => localStorage.getItem('theme'))
const focusedName = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent?.trim())

/** The labels of the header's navigation links marked as the current page that a visitor can see right now. */
const currentLinks = (page: Page) =>
  header(page)
    .locator('nav a[aria-current="page"]:visible')
    // A dropdown link holds its label and a description; the label comes first.
    .evaluateAll((links) => links.map((link) => (link.firstElementChild ?? link).textContent?.trim()))

async function scrollTo(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y)
}

async function headerState(page: Page) {
  return header(page).evaluate((el) => {
    const style = getComputedStyle(el)
    return {
      scrolled: el.getAttribute('data-scrolled'),
      tone: el.getAttribute('data-tone'),
      blurred: style.backdropFilter.includes('blur'),
      transparent: style.backgroundColor === 'rgba(0, 0, 0, 0)',
    }
  })
}

/** Waits for a client-side navigation: the address, then the document title the route sets. */
async function expectNavigated(page: Page, path: string, previousTitle: string): Promise<string> {
  await page.waitForURL(siteUrl(path))
  await expect.poll(() => page.title()).not.toBe(previousTitle)
  const title = await page.title()
  expect(title).not.toBe('')
  await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBe(1)
  return title
}

async function openMenu(page: Page): Promise<Locator> {
  const button = menuButton(page)
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click()
  await expect.poll(() => button.getAttribute('aria-label')).toBe(headerCopy.closeMenuLabel)
  const panel = page.locator(`#${CSS.escape(String(await button.getAttribute('aria-controls')))}`)
  await panel.waitFor({ state: 'visible' })
  return panel
}

const documentNotFoundMessage = 'error: Failed to load resource: the server responded with a status of 404 (Not Found)'

// CSS.escape for the Node side: React's useId ids contain characters a selector must escape.
const CSS = { escape: (id: string) => id.replace(/[^a-zA-Z0-9_-]/g, (ch) => `\\${ch}`) }

describe.each(everyLook)('the shared layout on a $viewport screen in $colorScheme mode', ({ viewport, colorScheme }) => {
  let opened: OpenedPage
  const desktop = viewport === 'desktop'
  const failedResources: string[] = []
  // Two looks cover both themes and both sizes, at half the cost of all four: what the visitor
  // does (links, menus, the toggle, scrolling) differs by size and the theme's starting point, and
  // colour, axe's only input that differs by theme, differs by theme alone (support/page-audits.ts).
  const oneOfTwoLooks = (desktop && colorScheme === 'light') || (!desktop && colorScheme === 'dark')

  beforeAll(async () => {
    opened = await newPage(browser, { viewport, colorScheme })
    opened.page.on('response', (response) => {
      if (response.status() >= 400 && response.request().resourceType() !== 'document') {
        failedResources.push(`${response.status()} ${response.url()}`)
      }
    })
  })

  // One page serves every test in this group; each test answers only for what it caused.
  beforeEach(() => {
    opened.problems.length = 0
    failedResources.length = 0
  })

  /** On the not-found page the browser logs the document's own 404; anything else is a problem. */
  const unexpectedProblems = () => {
    expect(failedResources).toEqual([])
    return opened.problems.filter((problem) => problem !== documentNotFoundMessage)
  }

  afterAll(async () => {
    await opened?.close()
  })

  it.runIf(oneOfTwoLooks)('takes the visitor to every header page, updating the address and the document title', async () => {
    const { page } = opened
    await visit(page, '/about')
    // A page loaded directly is marked as it was served, once hydrated (the phone's in its menu).
    if (!desktop) await openMenu(page)
    expect(await currentLinks(page)).toEqual(['About'])
    let title = await page.title()
    const targets = [
      ...headerLinks.map((link) => ({ label: link.label, to: link.to, child: false })),
      ...solutionsChildren.map((child) => ({ label: child.label, to: child.to, child: true })),
    ]
    if (desktop) {
      for (const target of targets) {
        if (target.to === pathOf(page)) {
          // Already here: hop home first so the click is a real navigation.
          await header(page).getByRole('link', { name: headerCopy.homeLinkLabel }).click()
          title = await expectNavigated(page, '/', title)
        }
        if (target.child) {
          await solutionsToggle(page).click()
          await header(page).getByRole('link', { name: target.label, exact: true }).click()
        } else {
          await header(page).getByRole('navigation').getByRole('link', { name: target.label, exact: true }).click()
        }
        title = await expectNavigated(page, target.to, title)
        // The link just followed is now the highlighted one.
        expect(await currentLinks(page)).toEqual([target.child ? 'Solutions' : target.label])
      }
    } else {
      // The menu lists the same links as the desktop bar, which follows every one of them above;
      // here each menu link's target is read, and a page link and a Solutions page are followed.
      const panel = await openMenu(page)
      for (const target of targets) {
        expect(await panel.getByRole('link', { name: target.label, exact: true }).getAttribute('href'), target.label).toBe(target.to)
      }
      for (const [label, to, marked] of [
        ['Services', '/services', ['Services']],
        ['Security Insights', '/solutions/security-insights', ['Solutions', 'Security Insights']],
      ] as const) {
        const menu = await openMenu(page)
        await menu.getByRole('link', { name: label, exact: true }).click()
        await expect.poll(() => menuButton(page).getAttribute('aria-expanded')).toBe('false')
        expect(await menu.isVisible()).toBe(false)
        title = await expectNavigated(page, to, title)
        // The menu has folded away; opened again, it marks the page just reached.
        expect(await currentLinks(page)).toEqual([])
        await openMenu(page)
        expect(await currentLinks(page), to).toEqual(marked)
      }
      await menuButton(page).click()
    }
    expect(unexpectedProblems()).toEqual([])
  })

  it.runIf(oneOfTwoLooks)('is transparent at the top and turns solid and blurred only once scrolled more than 10 px', async () => {
    const { page } = opened
    await visit(page, '/about')
    expect(await headerState(page)).toEqual({ scrolled: 'false', tone: 'overlay', blurred: false, transparent: true })
    await scrollTo(page, 11)
    await expect.poll(() => headerState(page)).toMatchObject({ scrolled: 'true', tone: 'solid', blurred: true })
    await expect.poll(async () => (await headerState(page)).transparent).toBe(false)
    // Each threshold is seen as a change from the other state, never as "nothing happened yet":
    // 10 px is not scrolled, 5 px is not, and 11 px and 400 px are.
    await scrollTo(page, 10)
    await expect.poll(async () => (await headerState(page)).scrolled).toBe('false')
    await scrollTo(page, 400)
    await expect.poll(async () => (await headerState(page)).scrolled).toBe('true')
    await scrollTo(page, 5)
    await expect.poll(async () => (await headerState(page)).scrolled).toBe('false')
    await scrollTo(page, 11)
    await expect.poll(async () => (await headerState(page)).scrolled).toBe('true')
    await scrollTo(page, 0)
    await expect.poll(async () => (await headerState(page)).scrolled).toBe('false')
    expect(unexpectedProblems()).toEqual([])
  })

  it.runIf(oneOfTwoLooks)(
    'has no accessibility violations on the not-found page, nor in the header and footer once solid with menus open',
    async () => {
      const { page } = opened
      await visit(page, '/this-does-not-exist')
      // The whole page at the top: the see-through header over the hero, the page itself and the footer.
      expect(await axeViolations(page), 'at the top').toEqual([])
      await scrollTo(page, 600)
      await expect.poll(async () => (await headerState(page)).tone).toBe('solid')
      if (desktop) await solutionsToggle(page).click()
      else await openMenu(page)
      // Let the colour transitions finish before axe measures contrast.
      await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)))
      // Axe over the header and footer only: the pages between them are other files' business.
      expect(await axeViolations(page, ['header', 'footer']), 'scrolled, menu open').toEqual([])
      expect(unexpectedProblems()).toEqual([])
    },
  )

  // The wordmark's small second line measured 1.42:1 once (#bfdbfe on white): every state of
  // the header over the pages a visitor lands on, and the footer, are checked where they rest.
  // At the top, at rest, the header is audited with its page in these two looks: the home page
  // in home.test.ts, the city template in all-routes.test.ts.
  it.runIf(oneOfTwoLooks)(
    'keeps the header readable over the home and city heroes once scrolled, and with the menu open at the top',
    async () => {
      const { page } = opened
      const failures: string[] = []
      for (const path of samplePaths('home', 'city')) {
        await visit(page, path)
        await expect.poll(async () => (await headerState(page)).tone).toBe('overlay')
        await scrollTo(page, 300)
        await expect.poll(async () => (await headerState(page)).tone).toBe('solid')
        failures.push(...(await axeViolations(page, ['header', 'footer'])).map((v) => `${path} scrolled: ${v}`))
      }
      if (!desktop) {
        await scrollTo(page, 0)
        await openMenu(page)
        failures.push(...(await axeViolations(page, ['header'])).map((v) => `menu open at the top: ${v}`))
        await menuButton(page).click()
      }
      expect(failures).toEqual([])
      expect(unexpectedProblems()).toEqual([])
    },
  )

  it.runIf(oneOfTwoLooks)('shows the phone link and the quote button, which opens the quote dialog', async () => {
    const { page } = opened
    await visit(page, '/about')
    const call = header(page).getByRole('link', { name: headerCopy.callLinkLabel })
    expect(await call.first().getAttribute('href')).toBe(company.phoneHref)
    let quote: Locator
    if (desktop) {
      expect(await call.first().innerText()).toContain(company.phone)
      quote = header(page).getByRole('button', { name: headerCopy.quoteButton })
    } else {
      const panel = await openMenu(page)
      const menuCall = panel.getByRole('link', { name: headerCopy.callLinkLabel })
      expect(await menuCall.getAttribute('href')).toBe(company.phoneHref)
      expect(await menuCall.innerText()).toContain(company.phone)
      quote = panel.getByRole('button', { name: headerCopy.quoteButton })
    }
    await openAndEscapeQuoteDialog(page, quote)
    expect(unexpectedProblems()).toEqual([])
  })

  it.runIf(oneOfTwoLooks)('flips the dark class with the theme toggle, saves the choice and keeps it across a reload', async () => {
    const { page } = opened
    // The tab shows a page of the site already: no choice saved before the visit, no reload to drop it.
    await page.evaluate(() => localStorage.removeItem('theme'))
    await visit(page, '/about')
    const startsDark = colorScheme === 'dark'
    expect(await htmlIsDark(page)).toBe(startsDark)
    await themeToggle(page).click()
    expect(await htmlIsDark(page)).toBe(!startsDark)
    expect(await savedTheme(page)).toBe(startsDark ? 'light' : 'dark')
    await page.reload()
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
    expect(await htmlIsDark(page)).toBe(!startsDark)
    await expect.poll(() => themeToggle(page).getAttribute('aria-label')).toBe(startsDark ? 'Switch to dark mode' : 'Switch to light mode')
    await themeToggle(page).click()
    expect(await htmlIsDark(page)).toBe(startsDark)
    expect(await savedTheme(page)).toBe(startsDark ? 'dark' : 'light')
    await page.reload()
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
    expect(await htmlIsDark(page)).toBe(startsDark)
    await page.evaluate(() => localStorage.removeItem('theme'))
    expect(unexpectedProblems()).toEqual([])
  })

  it.runIf(oneOfTwoLooks)('lists the footer links, contact details, service area and the current year', async () => {
    const { page } = opened
    await visit(page, '/about')
    const links: readonly NavChild[] = footerLinkGroups.flatMap((group): readonly NavChild[] => group.links)
    for (const link of links) {
      expect(await footer(page).getByRole('link', { name: link.label, exact: true }).getAttribute('href')).toBe(link.to)
    }
    expect(links.map((link) => link.to).sort()).toEqual(['/about', '/privacy-policy', '/services', '/terms-of-service'])
    expect(await footer(page).getByRole('link', { name: company.phone }).getAttribute('href')).toBe(company.phoneHref)
    expect(await footer(page).getByRole('link', { name: company.email }).getAttribute('href')).toBe(`mailto:${company.email}`)
    const text = await footer(page).innerText()
    expect(text).toContain(company.headquarters.town)
    expect(text).toContain(footerCopy.serviceArea)
    expect(text).toContain(`© ${new Date().getFullYear()} ${company.name}`)

    await footer(page).getByRole('link', { name: 'Privacy Policy' }).click()
    await page.waitForURL(siteUrl('/privacy-policy'))
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    expect(unexpectedProblems()).toEqual([])
  })

  it.runIf(oneOfTwoLooks)('answers an unknown address with status 404 and a friendly not-found page that leads home', async () => {
    const { page } = opened
    const response = await page.goto(siteUrl('/this-does-not-exist'), { waitUntil: 'load' })
    expect(response?.status()).toBe(404)
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
    expect(await page.title()).toBe(notFoundPage.title)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(notFoundPage.title)
    expect(await page.getByRole('main').innerText()).toContain(notFoundPage.message)
    for (const popular of notFoundPage.popularPages) {
      const card = page.getByRole('main').getByRole('link', { name: new RegExp(`^${popular.label}`) })
      expect(await card.getAttribute('href')).toBe(popular.to)
    }
    await page.getByRole('main').getByRole('link', { name: notFoundPage.homeLinkText }).click()
    await expectNavigated(page, '/', notFoundPage.title)
    expect(await currentLinks(page)).toEqual(desktop ? ['Home'] : [])
    expect(unexpectedProblems()).toEqual([])
  })

  // The checks above read the header where it rests; a visitor also sees it while it turns solid
  // and back. Its band faded over 300 ms while the words changed colour at once, so for those
  // frames the wordmark's "SECURITY" line (#bfdbfe) sat on a nearly white band, 1.42:1.
  it.runIf(oneOfTwoLooks)('keeps the header readable in every frame while it turns solid and back', async () => {
    const { page } = opened
    const failures: string[] = []
    /** Holds every running transition at `progress` (0 to 1) and lets axe read the header then. */
    const checkFrozenAt = async (moment: string, progress: number) => {
      await page.evaluate((at) => {
        for (const animation of document.getAnimations().filter((a) => a instanceof CSSTransition)) {
          animation.pause()
          animation.currentTime = Number(animation.effect?.getComputedTiming().endTime ?? 0) * at
        }
      }, progress)
      failures.push(...(await axeViolations(page, ['header'])).map((v) => `${moment}, ${progress * 100}% of the way: ${v}`))
      await page.evaluate(() => {
        for (const animation of document.getAnimations().filter((a) => a instanceof CSSTransition)) animation.finish()
      })
    }
    await visit(page, '/')
    await expect.poll(async () => (await headerState(page)).tone).toBe('overlay')
    for (const progress of [0, 0.5]) {
      await page.evaluate(() => window.scrollTo({ top: 300, behavior: 'instant' }))
      await expect.poll(async () => (await headerState(page)).tone).toBe('solid')
      await checkFrozenAt('turning solid', progress)
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
      await expect.poll(async () => (await headerState(page)).tone).toBe('overlay')
      await checkFrozenAt('turning see-through at the top', progress)
    }
    expect(failures).toEqual([])
    expect(unexpectedProblems()).toEqual([])
  })
})

describe('the current section', () => {
  // Both the desktop bar (its Solutions dropdown included) and the phone menu are in the served
  // page, closed; the marks are read there. The navigation tests above check that a page loaded
  // directly keeps its mark once hydrated and that a followed link moves it, in both menus.
  it('is marked as served: prefix match for Services and Solutions, exact match for the rest', async () => {
    const cases = [
      { path: '/', current: ['Home'] },
      { path: '/services/access-control', current: ['Services'] },
      { path: '/solutions/security-insights', current: ['Solutions', 'Security Insights'] },
      { path: '/case-studies/casino-surveillance', current: [] },
    ]
    for (const { path, current } of cases) {
      const { status, document } = await servedPage(path)
      expect(status, path).toBe(200)
      const menuId = document.querySelector(`header button[aria-label="${headerCopy.openMenuLabel}"]`)?.getAttribute('aria-controls')
      const navs = [...document.querySelectorAll('header nav')]
      const inMenu = (nav: Element) => nav.closest(`[id="${menuId}"]`) !== null
      const bar = navs.filter((nav) => !inMenu(nav))
      const menu = navs.filter(inMenu)
      expect([bar.length, menu.length], `${path}: the desktop bar and the phone menu`).toEqual([1, 1])
      // A dropdown link holds its label and a description; the label comes first.
      const marked = (nav: Element | undefined) =>
        [...(nav?.querySelectorAll('a[aria-current="page"]') ?? [])].map((link) => wordsOf(link.firstElementChild ?? link))
      expect(marked(bar[0]), `${path}, desktop bar`).toEqual(current)
      expect(marked(menu[0]), `${path}, phone menu`).toEqual(current)
    }
  })
})

describe('the Solutions dropdown on a desktop screen', () => {
  let opened: OpenedPage

  beforeAll(async () => {
    opened = await newPage(browser, { viewport: 'desktop' })
  })

  afterAll(async () => {
    await opened?.close()
  })

  const menuLink = (page: Page, name: string) => header(page).getByRole('link', { name, exact: true })

  it('names each of its links by the label alone, with the line under it outside the link and read as its description (WCAG 2.5.3)', async () => {
    const { page, problems } = opened
    await visit(page, '/about')
    await header(page).getByRole('link', { name: 'Solutions', exact: true }).hover()
    await expect.poll(() => solutionsToggle(page).getAttribute('aria-expanded')).toBe('true')
    const solutions = headerLinks.find((link) => 'children' in link)
    const items: readonly NavChild[] = solutions && 'children' in solutions ? solutions.children : []
    expect(items.length).toBeGreaterThan(0)
    for (const item of items) {
      const link = menuLink(page, item.label)
      // What the link shows is all its name holds: no shown word is left out of the name.
      expect((await link.textContent())?.trim(), item.label).toBe(item.label)
      const described = await link.getAttribute('aria-describedby')
      expect(described && (await page.locator(`[id="${described}"]`).textContent())?.trim(), item.label).toBe(item.description)
    }
    expect(problems).toEqual([])
  })

  it('opens while the pointer rests on Solutions and closes when it leaves', async () => {
    const { page, problems } = opened
    await visit(page, '/about')
    expect(await solutionsToggle(page).getAttribute('aria-expanded')).toBe('false')
    expect(await menuLink(page, 'Security Insights').isVisible()).toBe(false)
    await header(page).getByRole('link', { name: 'Solutions', exact: true }).hover()
    await expect.poll(() => solutionsToggle(page).getAttribute('aria-expanded')).toBe('true')
    expect(await menuLink(page, 'All Solutions').isVisible()).toBe(true)
    // Moving down into the panel keeps it open.
    await menuLink(page, 'Security Insights').hover()
    // Twice the menu's own close delay: had leaving the link started the close, it would be shut.
    await page.waitForTimeout(2 * hoverCloseDelayMs)
    expect(await solutionsToggle(page).getAttribute('aria-expanded')).toBe('true')
    await page.mouse.move(640, 600)
    await expect.poll(() => solutionsToggle(page).getAttribute('aria-expanded')).toBe('false')
    expect(problems).toEqual([])
  })

  it('opens on a click, stays open for the pointer and closes on a second click or a click outside', async () => {
    const { page, problems } = opened
    await visit(page, '/about')
    await solutionsToggle(page).click()
    expect(await solutionsToggle(page).getAttribute('aria-expanded')).toBe('true')
    await page.mouse.move(640, 600)
    await page.waitForTimeout(2 * hoverCloseDelayMs)
    expect(await solutionsToggle(page).getAttribute('aria-expanded')).toBe('true')
    await solutionsToggle(page).click()
    expect(await solutionsToggle(page).getAttribute('aria-expanded')).toBe('false')
    await solutionsToggle(page).click()
    expect(await solutionsToggle(page).getAttribute('aria-expanded')).toBe('true')
    // The page's side margin: nothing there to activate.
    await page.mouse.click(4, 790)
    await expect.poll(() => solutionsToggle(page).getAttribute('aria-expanded')).toBe('false')
    await solutionsToggle(page).click()
    await menuLink(page, 'Security Insights').click()
    await page.waitForURL(siteUrl('/solutions/security-insights'))
    await expect.poll(() => solutionsToggle(page).getAttribute('aria-expanded')).toBe('false')
    expect(problems).toEqual([])
  })

  it('works from the keyboard: Enter opens, Tab reaches the links, arrows move, Escape closes and returns focus', async () => {
    const { page, problems } = opened
    await visit(page, '/about')
    await header(page).getByRole('link', { name: 'Solutions', exact: true }).focus()
    await page.keyboard.press('Tab')
    expect(await focusedName(page)).toBe(headerCopy.solutionsMenuLabel)
    await page.keyboard.press('Enter')
    expect(await solutionsToggle(page).getAttribute('aria-expanded')).toBe('true')
    await page.keyboard.press('Tab')
    expect(await focusedName(page)).toContain('All Solutions')
    await page.keyboard.press('ArrowDown')
    expect(await focusedName(page)).toContain('Security Insights')
    await page.keyboard.press('Escape')
    expect(await solutionsToggle(page).getAttribute('aria-expanded')).toBe('false')
    expect(await focusedName(page)).toBe(headerCopy.solutionsMenuLabel)

    // Arrow down on the button opens the panel straight onto its first link.
    await page.keyboard.press('ArrowDown')
    expect(await solutionsToggle(page).getAttribute('aria-expanded')).toBe('true')
    expect(await focusedName(page)).toContain('All Solutions')
    // Tabbing past the last link closes it.
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    expect(await focusedName(page)).toBe('Locations')
    expect(await solutionsToggle(page).getAttribute('aria-expanded')).toBe('false')
    expect(problems).toEqual([])
  })
})

describe('the menu on a phone', () => {
  let opened: OpenedPage

  beforeAll(async () => {
    opened = await newPage(browser, { viewport: 'phone' })
  })

  afterAll(async () => {
    await opened?.close()
  })

  it('opens and closes from its button, by Escape and by a tap outside, and lists every link', async () => {
    const { page, problems } = opened
    await visit(page, '/about')
    const button = menuButton(page)
    expect(await button.getAttribute('aria-label')).toBe(headerCopy.openMenuLabel)
    expect(await button.getAttribute('aria-expanded')).toBe('false')
    // The desktop links stay out of the way on a phone.
    expect(await header(page).getByRole('link', { name: 'Locations' }).count()).toBe(0)

    const panel = await openMenu(page)
    expect((await headerState(page)).tone).toBe('solid')
    const labels = await panel.getByRole('link').allTextContents()
    expect(labels).toEqual([
      ...headerLinks.flatMap((link) => [link.label, ...('children' in link ? link.children.map((c) => c.label) : [])]),
      company.phone,
    ])
    expect(await panel.getByRole('button', { name: headerCopy.quoteButton }).isVisible()).toBe(true)

    await button.click()
    expect(await button.getAttribute('aria-label')).toBe(headerCopy.openMenuLabel)
    expect(await panel.isVisible()).toBe(false)

    await openMenu(page)
    await page.keyboard.press('Escape')
    expect(await button.getAttribute('aria-expanded')).toBe('false')
    expect(await focusedName(page)).toBe(headerCopy.openMenuLabel)

    await openMenu(page)
    // The page's side margin below the panel: nothing there to activate.
    await page.mouse.click(2, 836)
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false')
    expect(problems).toEqual([])
  })

  it('closes when the visitor follows one of its links, even to the page already open, or goes back or forward', async () => {
    const { page, problems } = opened
    await visit(page, '/about')
    let panel = await openMenu(page)
    await panel.getByRole('link', { name: 'About', exact: true }).click()
    await expect.poll(() => menuButton(page).getAttribute('aria-expanded')).toBe('false')
    panel = await openMenu(page)
    await panel.getByRole('link', { name: 'Security Insights' }).click()
    await page.waitForURL(siteUrl('/solutions/security-insights'))
    await expect.poll(() => menuButton(page).getAttribute('aria-expanded')).toBe('false')

    // Back and forward close it too, and returning to the page it was opened on does not reopen it.
    await openMenu(page)
    await page.goBack()
    await page.waitForURL(siteUrl('/about'))
    await expect.poll(() => menuButton(page).getAttribute('aria-expanded')).toBe('false')
    await page.goForward()
    await page.waitForURL(siteUrl('/solutions/security-insights'))
    await afterFrames(page)
    expect(await menuButton(page).getAttribute('aria-expanded')).toBe('false')
    expect(problems).toEqual([])
  })

  it('stays open under the quote dialog, ignoring clicks and Escape meant for the dialog', async () => {
    const { page, problems } = opened
    await visit(page, '/about')
    const panel = await openMenu(page)
    await panel.getByRole('button', { name: headerCopy.quoteButton }).click()
    const dialog = page.getByRole('dialog', { name: quoteDialogCopy.title })
    await dialog.waitFor({ state: 'visible' })
    await dialog.getByLabel('Full Name').click()
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
    expect(await menuButton(page).getAttribute('aria-expanded')).toBe('true')
    expect(problems).toEqual([])
  })
})

describe('the copyright year', () => {
  it('shows the visitor’s year after hydration when it differs from the year the page was built', async () => {
    const { page, close, problems } = await newPage(browser, { viewport: 'desktop', fresh: true })
    try {
      await page.clock.setFixedTime(new Date('2031-06-15T12:00:00'))
      await visit(page, '/about')
      await expect.poll(() => footer(page).getByTestId('copyright').textContent()).toBe(footerCopy.copyright(2031))
      expect(problems).toEqual([])
    } finally {
      await close()
    }
  })
})

describe('one container per page', () => {
  // Three content widths on one page (80–1360, 143–1297 and 208–1232 px on a city page) make
  // its edges wander as a visitor scrolls; one container gives every section the same left edge.
  it.each(samplePaths('home', 'service', 'case-study', 'city'))(
    'gives every section of %s one left edge and width at 1440 px',
    async (path) => {
      const { page, close } = await newPage(browser)
      await page.setViewportSize({ width: 1440, height: 900 })
      await visit(page, path)
      const boxes = await page.evaluate(() => {
        const main = document.querySelector('main')
        if (!main) throw new Error('no main')
        // A band is a section of the page not inside another. Its content box is the capped element
        // around it (a story column's grid) or else the first capped one in it nearest the top of the
        // tree, leaving out pictures and layers laid over the band.
        const capped = (element: Element) => getComputedStyle(element).maxWidth !== 'none'
        const bands = [...main.querySelectorAll('section')].filter((section) => !section.parentElement?.closest('main section'))
        return bands.map((band) => {
          let box: Element | undefined
          for (let up = band.parentElement; up && up !== main && !box; up = up.parentElement) if (capped(up)) box = up
          const queue: Element[] = [...band.children]
          while (queue.length && !box) {
            const next = queue.shift()
            if (!next || ['IMG', 'PICTURE', 'svg'].includes(next.tagName) || getComputedStyle(next).position === 'absolute') continue
            if (capped(next)) box = next
            else queue.push(...next.children)
          }
          const rect = (box ?? band).getBoundingClientRect()
          const left = Math.round(rect.left)
          const right = Math.round(rect.right)
          const name = band.getAttribute('aria-label') ?? band.querySelector('h1, h2')?.textContent?.trim() ?? band.className
          return `${left}–${right} ${name.slice(0, 40)}`
        })
      })
      const edges = new Set(boxes.map((box) => box.split(' ')[0]))
      expect(edges.size, boxes.join('\n')).toBe(1)
      await close()
    },
  )
})
