import type { Locator, Page } from '@playwright/test'
import type { NavChild } from '../../src/content/navigation'
import { afterFrames, axeViolations, hydrated, newPage, servedPage, siteUrl, visit, wordsOf, type OpenedPage } from './support/browser'
import { expect, test } from './support/fixtures'
import { auditedLooks, axePaths } from './support/page-audits'
import { openAndEscapeQuoteDialog } from './support/quote-form'
import { site } from './support/site-modules'

const { company, footerCopy, footerLinkGroups, headerCopy, headerLinks, hoverCloseDelayMs, notFoundPage, quoteDialogCopy, samplePaths } =
  site

// The header at the top of the city hero is audited with the page in all-routes.test.ts.
const [, heroCity] = samplePaths('home', 'city')
if (!heroCity || !axePaths.includes(heroCity))
  throw new Error(`all-routes.test.ts no longer audits ${heroCity}: audit its header at the top here`)

const solutions = headerLinks.find((link) => link.label === 'Solutions')
if (!solutions || !('children' in solutions)) throw new Error('navigation.ts lost the Solutions dropdown')
const solutionsChildren = solutions.children

const header = (page: Page) => page.getByRole('banner')
const footer = (page: Page) => page.getByRole('contentinfo')
const pathOf = (page: Page) => new URL(page.url()).pathname
const menuButton = (page: Page) => header(page).getByRole('button', { name: /^(Open|Close) menu$/ })
const solutionsToggle = (page: Page) => header(page).getByRole('button', { name: headerCopy.solutionsMenuLabel })
const themeToggle = (page: Page) => header(page).getByRole('button', { name: /^Switch to (dark|light) mode$/ })
const savedTheme = (page: Page) => page.evaluate(() => localStorage.getItem('theme'))
const expectDark = (page: Page, dark: boolean) =>
  dark ? expect(page.locator('html')).toHaveClass(/\bdark\b/) : expect(page.locator('html')).not.toHaveClass(/\bdark\b/)
const expectTone = (page: Page, tone: 'overlay' | 'solid') => expect(header(page)).toHaveAttribute('data-tone', tone)
const expectScrolled = (page: Page, scrolled: boolean) => expect(header(page)).toHaveAttribute('data-scrolled', String(scrolled))
const expectMenuOpen = (page: Page, open: boolean) => expect(menuButton(page)).toHaveAttribute('aria-expanded', String(open))
const expectSolutionsOpen = (page: Page, open: boolean) => expect(solutionsToggle(page)).toHaveAttribute('aria-expanded', String(open))

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

/** Waits for a client-side navigation: the address, then the document title the route sets. */
async function expectNavigated(page: Page, path: string, previousTitle: string): Promise<string> {
  await expect(page).toHaveURL(siteUrl(path))
  await expect(page).not.toHaveTitle(previousTitle)
  await expect(page).not.toHaveTitle('')
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
  return page.title()
}

async function openMenu(page: Page): Promise<Locator> {
  const button = menuButton(page)
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click()
  await expect(button).toHaveAttribute('aria-label', headerCopy.closeMenuLabel)
  const panel = page.locator(`#${CSS.escape(String(await button.getAttribute('aria-controls')))}`)
  await expect(panel).toBeVisible()
  return panel
}

const documentNotFoundMessage = 'error: Failed to load resource: the server responded with a status of 404 (Not Found)'

// CSS.escape for the Node side: React's useId ids contain characters a selector must escape.
const CSS = { escape: (id: string) => id.replace(/[^a-zA-Z0-9_-]/g, (ch) => `\\${ch}`) }

// Two looks cover both themes and both sizes, at half the cost of all four: what the visitor
// does (links, menus, the toggle, scrolling) differs by size and the theme's starting point, and
// colour, axe's only input that differs by theme, differs by theme alone (support/page-audits.ts).
for (const { viewport, colorScheme } of auditedLooks) {
  test.describe(`the shared layout on a ${viewport} screen in ${colorScheme} mode`, () => {
    let opened: OpenedPage
    const desktop = viewport === 'desktop'
    const failedResources: string[] = []

    test.beforeAll(async ({ browser }) => {
      opened = await newPage(browser, { viewport, colorScheme })
      opened.page.on('response', (response) => {
        if (response.status() >= 400 && response.request().resourceType() !== 'document') {
          failedResources.push(`${response.status()} ${response.url()}`)
        }
      })
    })

    // One page serves every test in this group; each test answers only for what it caused.
    test.beforeEach(() => {
      opened.problems.length = 0
      failedResources.length = 0
    })

    /** On the not-found page the browser logs the document's own 404; anything else is a problem. */
    const unexpectedProblems = () => {
      expect(failedResources).toEqual([])
      return opened.problems.filter((problem) => problem !== documentNotFoundMessage)
    }

    test.afterAll(async () => {
      await opened?.close()
    })

    test('takes the visitor to every header page, updating the address and the document title', async () => {
      const { page } = opened
      await visit(page, '/about')
      // A page loaded directly is marked as it was served, once hydrated (the phone's in its menu).
      if (!desktop) await openMenu(page)
      await expect.poll(() => currentLinks(page)).toEqual(['About'])
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
          await expect.poll(() => currentLinks(page)).toEqual([target.child ? 'Solutions' : target.label])
        }
      } else {
        // The menu lists the same links as the desktop bar, which follows every one of them above;
        // here each menu link's target is read, and a page link and a Solutions page are followed.
        const panel = await openMenu(page)
        for (const target of targets) {
          await expect(panel.getByRole('link', { name: target.label, exact: true }), target.label).toHaveAttribute('href', target.to)
        }
        for (const [label, to, marked] of [
          ['Services', '/services', ['Services']],
          ['Security Insights', '/solutions/security-insights', ['Solutions', 'Security Insights']],
        ] as const) {
          const menu = await openMenu(page)
          await menu.getByRole('link', { name: label, exact: true }).click()
          await expectMenuOpen(page, false)
          await expect(menu).toBeHidden()
          title = await expectNavigated(page, to, title)
          // The menu has folded away; opened again, it marks the page just reached.
          await expect.poll(() => currentLinks(page)).toEqual([])
          await openMenu(page)
          await expect.poll(() => currentLinks(page), to).toEqual(marked)
        }
        await menuButton(page).click()
      }
      expect(unexpectedProblems()).toEqual([])
    })

    test('is transparent at the top and turns solid and blurred only once scrolled more than 10 px', async () => {
      const { page } = opened
      await visit(page, '/about')
      await expectScrolled(page, false)
      await expectTone(page, 'overlay')
      await expect(header(page)).not.toHaveCSS('backdrop-filter', /blur/)
      await expect(header(page)).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)')
      await scrollTo(page, 11)
      await expectScrolled(page, true)
      await expectTone(page, 'solid')
      await expect(header(page)).toHaveCSS('backdrop-filter', /blur/)
      await expect(header(page)).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)')
      // Each threshold is seen as a change from the other state, never as "nothing happened yet":
      // 10 px is not scrolled, 5 px is not, and 11 px and 400 px are.
      for (const [y, scrolled] of [
        [10, false],
        [400, true],
        [5, false],
        [11, true],
        [0, false],
      ] as const) {
        await scrollTo(page, y)
        await expectScrolled(page, scrolled)
      }
      expect(unexpectedProblems()).toEqual([])
    })

    test('has no accessibility violations on the not-found page, nor in the header and footer once solid with menus open', async () => {
      const { page } = opened
      await visit(page, '/this-does-not-exist')
      // The whole page at the top: the see-through header over the hero, the page itself and the footer.
      expect(await axeViolations(page), 'at the top').toEqual([])
      await scrollTo(page, 600)
      await expectTone(page, 'solid')
      if (desktop) await solutionsToggle(page).click()
      else await openMenu(page)
      // Let the colour transitions finish before axe measures contrast.
      await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)))
      // Axe over the header and footer only: the pages between them are other files' business.
      expect(await axeViolations(page, ['header', 'footer']), 'scrolled, menu open').toEqual([])
      expect(unexpectedProblems()).toEqual([])
    })

    // The wordmark's small second line measured 1.42:1 once (#bfdbfe on white): every state of
    // the header over the pages a visitor lands on, and the footer, are checked where they rest.
    // At the top, at rest, the header is audited with its page in these two looks: the home page
    // in home.test.ts, the city template in all-routes.test.ts.
    test('keeps the header readable over the home and city heroes once scrolled, and with the menu open at the top', async () => {
      const { page } = opened
      const failures: string[] = []
      for (const path of samplePaths('home', 'city')) {
        await visit(page, path)
        await expectTone(page, 'overlay')
        await scrollTo(page, 300)
        await expectTone(page, 'solid')
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
    })

    test('shows the phone link and the quote button, which opens the quote dialog', async () => {
      const { page } = opened
      await visit(page, '/about')
      const call = header(page).getByRole('link', { name: headerCopy.callLinkLabel })
      await expect(call.first()).toHaveAttribute('href', company.phoneHref)
      let quote: Locator
      if (desktop) {
        await expect(call.first()).toContainText(company.phone, { useInnerText: true })
        quote = header(page).getByRole('button', { name: headerCopy.quoteButton })
      } else {
        const panel = await openMenu(page)
        const menuCall = panel.getByRole('link', { name: headerCopy.callLinkLabel })
        await expect(menuCall).toHaveAttribute('href', company.phoneHref)
        await expect(menuCall).toContainText(company.phone, { useInnerText: true })
        quote = panel.getByRole('button', { name: headerCopy.quoteButton })
      }
      await openAndEscapeQuoteDialog(page, quote)
      expect(unexpectedProblems()).toEqual([])
    })

    test('flips the dark class with the theme toggle, saves the choice and keeps it across a reload', async () => {
      const { page } = opened
      // The tab shows a page of the site already: no choice saved before the visit, no reload to drop it.
      await page.evaluate(() => localStorage.removeItem('theme'))
      await visit(page, '/about')
      const startsDark = colorScheme === 'dark'
      await expectDark(page, startsDark)
      // Away from the starting theme and back again, each choice kept across a reload.
      for (const dark of [!startsDark, startsDark]) {
        await themeToggle(page).click()
        await expectDark(page, dark)
        await expect.poll(() => savedTheme(page)).toBe(dark ? 'dark' : 'light')
        await page.reload()
        await hydrated(page)
        await expectDark(page, dark)
        await expect(themeToggle(page)).toHaveAttribute('aria-label', dark ? 'Switch to light mode' : 'Switch to dark mode')
      }
      await page.evaluate(() => localStorage.removeItem('theme'))
      expect(unexpectedProblems()).toEqual([])
    })

    test('lists the footer links, contact details, service area and the current year', async () => {
      const { page } = opened
      await visit(page, '/about')
      const links: readonly NavChild[] = footerLinkGroups.flatMap((group): readonly NavChild[] => group.links)
      for (const link of links) {
        await expect(footer(page).getByRole('link', { name: link.label, exact: true })).toHaveAttribute('href', link.to)
      }
      expect(links.map((link) => link.to).sort()).toEqual(['/about', '/privacy-policy', '/services', '/terms-of-service'])
      await expect(footer(page).getByRole('link', { name: company.phone })).toHaveAttribute('href', company.phoneHref)
      await expect(footer(page).getByRole('link', { name: company.email })).toHaveAttribute('href', `mailto:${company.email}`)
      for (const words of [company.headquarters.town, footerCopy.serviceArea, `© ${new Date().getFullYear()} ${company.name}`]) {
        await expect(footer(page)).toContainText(words, { useInnerText: true })
      }

      await footer(page).getByRole('link', { name: 'Privacy Policy' }).click()
      await expect(page).toHaveURL(siteUrl('/privacy-policy'))
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
      expect(unexpectedProblems()).toEqual([])
    })

    test('answers an unknown address with status 404 and a friendly not-found page that leads home', async () => {
      const { page } = opened
      const response = await page.goto(siteUrl('/this-does-not-exist'), { waitUntil: 'load' })
      expect(response?.status()).toBe(404)
      await hydrated(page)
      await expect(page).toHaveTitle(notFoundPage.title)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFoundPage.title)
      await expect(page.getByRole('main')).toContainText(notFoundPage.message, { useInnerText: true })
      for (const popular of notFoundPage.popularPages) {
        const card = page.getByRole('main').getByRole('link', { name: new RegExp(`^${popular.label}`) })
        await expect(card).toHaveAttribute('href', popular.to)
      }
      await page.getByRole('main').getByRole('link', { name: notFoundPage.homeLinkText }).click()
      await expectNavigated(page, '/', notFoundPage.title)
      await expect.poll(() => currentLinks(page)).toEqual(desktop ? ['Home'] : [])
      expect(unexpectedProblems()).toEqual([])
    })

    // The checks above read the header where it rests; a visitor also sees it while it turns solid
    // and back. Its band faded over 300 ms while the words changed colour at once, so for those
    // frames the wordmark's "SECURITY" line (#bfdbfe) sat on a nearly white band, 1.42:1.
    test('keeps the header readable in every frame while it turns solid and back', async () => {
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
      await expectTone(page, 'overlay')
      for (const progress of [0, 0.5]) {
        await page.evaluate(() => window.scrollTo({ top: 300, behavior: 'instant' }))
        await expectTone(page, 'solid')
        await checkFrozenAt('turning solid', progress)
        await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
        await expectTone(page, 'overlay')
        await checkFrozenAt('turning see-through at the top', progress)
      }
      expect(failures).toEqual([])
      expect(unexpectedProblems()).toEqual([])
    })
  })
}

test.describe('the current section', () => {
  // Both the desktop bar (its Solutions dropdown included) and the phone menu are in the served
  // page, closed; the marks are read there. The navigation tests above check that a page loaded
  // directly keeps its mark once hydrated and that a followed link moves it, in both menus.
  test('is marked as served: prefix match for Services and Solutions, exact match for the rest', async () => {
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

test.describe('the Solutions dropdown on a desktop screen', () => {
  const menuLink = (page: Page, name: string) => header(page).getByRole('link', { name, exact: true })
  // The close delay is timed on the page's clock, stopped and moved by the test: a wait in real
  // time could not tell a menu that stays open from one whose close had not yet come round.
  const clock = new Date('2025-04-01T09:00:00Z')

  test('names each of its links by the label alone, with the line under it outside the link and read as its description (WCAG 2.5.3)', async ({
    open,
  }) => {
    const { page, problems } = await open('/about', { viewport: 'desktop' })
    await header(page).getByRole('link', { name: 'Solutions', exact: true }).hover()
    await expectSolutionsOpen(page, true)
    expect(solutionsChildren.length).toBeGreaterThan(0)
    for (const { label, description } of solutionsChildren) {
      const link = menuLink(page, label)
      // What the link shows is all its name holds: no shown word is left out of the name.
      await expect(link, label).toHaveText(label)
      if (description === undefined) throw new Error(`navigation.ts: ${label} has no line under it`)
      await expect(link, label).toHaveAccessibleDescription(description)
    }
    expect(problems).toEqual([])
  })

  test('opens while the pointer rests on Solutions and closes when it leaves', async ({ open }) => {
    const { page, problems } = await open('/about', { viewport: 'desktop', clock })
    await expectSolutionsOpen(page, false)
    await expect(menuLink(page, 'Security Insights')).toBeHidden()
    await header(page).getByRole('link', { name: 'Solutions', exact: true }).hover()
    await expectSolutionsOpen(page, true)
    await expect(menuLink(page, 'All Solutions')).toBeVisible()
    // Moving down into the panel keeps it open.
    await menuLink(page, 'Security Insights').hover()
    // Twice the menu's own close delay: had leaving the link started the close, it would be shut.
    await page.clock.runFor(2 * hoverCloseDelayMs)
    await expectSolutionsOpen(page, true)
    await page.mouse.move(640, 600)
    await page.clock.runFor(hoverCloseDelayMs)
    await expectSolutionsOpen(page, false)
    expect(problems).toEqual([])
  })

  test('opens on a click, stays open for the pointer and closes on a second click or a click outside', async ({ open }) => {
    const { page, problems } = await open('/about', { viewport: 'desktop', clock })
    await solutionsToggle(page).click()
    await expectSolutionsOpen(page, true)
    await page.mouse.move(640, 600)
    await page.clock.runFor(2 * hoverCloseDelayMs)
    await expectSolutionsOpen(page, true)
    await solutionsToggle(page).click()
    await expectSolutionsOpen(page, false)
    await solutionsToggle(page).click()
    await expectSolutionsOpen(page, true)
    // The page's side margin: nothing there to activate.
    await page.mouse.click(4, 790)
    await expectSolutionsOpen(page, false)
    await solutionsToggle(page).click()
    await menuLink(page, 'Security Insights').click()
    await expect(page).toHaveURL(siteUrl('/solutions/security-insights'))
    await expectSolutionsOpen(page, false)
    expect(problems).toEqual([])
  })

  test('works from the keyboard: Enter opens, Tab reaches the links, arrows move, Escape closes and returns focus', async ({ open }) => {
    const { page, problems } = await open('/about', { viewport: 'desktop' })
    const toggle = header(page).getByRole('button', { name: headerCopy.solutionsMenuLabel, exact: true })
    await header(page).getByRole('link', { name: 'Solutions', exact: true }).focus()
    await page.keyboard.press('Tab')
    await expect(toggle).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Tab')
    await expect(menuLink(page, 'All Solutions')).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(menuLink(page, 'Security Insights')).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(toggle).toBeFocused()

    // Arrow down on the button opens the panel straight onto its first link.
    await page.keyboard.press('ArrowDown')
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(menuLink(page, 'All Solutions')).toBeFocused()
    // Tabbing past the last link closes it.
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await expect(menuLink(page, 'Locations')).toBeFocused()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(problems).toEqual([])
  })
})

test.describe('the menu on a phone', () => {
  let opened: OpenedPage

  test.beforeAll(async ({ browser }) => {
    opened = await newPage(browser, { viewport: 'phone' })
  })

  test.afterAll(async () => {
    await opened?.close()
  })

  test('opens and closes from its button, by Escape and by a tap outside, and lists every link', async () => {
    const { page, problems } = opened
    await visit(page, '/about')
    const button = menuButton(page)
    await expect(button).toHaveAttribute('aria-label', headerCopy.openMenuLabel)
    await expectMenuOpen(page, false)
    // The desktop links stay out of the way on a phone.
    await expect(header(page).getByRole('link', { name: 'Locations' })).toHaveCount(0)

    const panel = await openMenu(page)
    await expectTone(page, 'solid')
    await expect(panel.getByRole('link')).toHaveText([
      ...headerLinks.flatMap((link) => [link.label, ...('children' in link ? link.children.map((c) => c.label) : [])]),
      company.phone,
    ])
    await expect(panel.getByRole('button', { name: headerCopy.quoteButton })).toBeVisible()

    await button.click()
    await expect(button).toHaveAttribute('aria-label', headerCopy.openMenuLabel)
    await expect(panel).toBeHidden()

    await openMenu(page)
    await page.keyboard.press('Escape')
    await expectMenuOpen(page, false)
    await expect(header(page).getByRole('button', { name: headerCopy.openMenuLabel, exact: true })).toBeFocused()

    await openMenu(page)
    // The page's side margin below the panel: nothing there to activate.
    await page.mouse.click(2, 836)
    await expectMenuOpen(page, false)
    expect(problems).toEqual([])
  })

  test('closes when the visitor follows one of its links, even to the page already open, or goes back or forward', async () => {
    const { page, problems } = opened
    await visit(page, '/about')
    let panel = await openMenu(page)
    await panel.getByRole('link', { name: 'About', exact: true }).click()
    await expectMenuOpen(page, false)
    panel = await openMenu(page)
    await panel.getByRole('link', { name: 'Security Insights' }).click()
    await expect(page).toHaveURL(siteUrl('/solutions/security-insights'))
    await expectMenuOpen(page, false)

    // Back and forward close it too, and returning to the page it was opened on does not reopen it.
    await openMenu(page)
    await page.goBack()
    await expect(page).toHaveURL(siteUrl('/about'))
    await expectMenuOpen(page, false)
    await page.goForward()
    await expect(page).toHaveURL(siteUrl('/solutions/security-insights'))
    await afterFrames(page)
    await expectMenuOpen(page, false)
    expect(problems).toEqual([])
  })

  test('stays open under the quote dialog, ignoring clicks and Escape meant for the dialog', async () => {
    const { page, problems } = opened
    await visit(page, '/about')
    const panel = await openMenu(page)
    await panel.getByRole('button', { name: headerCopy.quoteButton }).click()
    const dialog = page.getByRole('dialog', { name: quoteDialogCopy.title })
    await expect(dialog).toBeVisible()
    await dialog.getByLabel('Full Name').click()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expectMenuOpen(page, true)
    expect(problems).toEqual([])
  })
})

test.describe('the copyright year', () => {
  test('shows the visitor’s year after hydration when it differs from the year the page was built', async ({ open }) => {
    // A context of its own: the fixed time outlives the page in its context.
    const { page, problems } = await open(undefined, { viewport: 'desktop', fresh: true })
    await page.clock.setFixedTime(new Date('2031-06-15T12:00:00'))
    await visit(page, '/about')
    await expect(footer(page).getByTestId('copyright')).toHaveText(footerCopy.copyright(2031))
    expect(problems).toEqual([])
  })
})

test.describe('one container per page', () => {
  // Three content widths on one page (80–1360, 143–1297 and 208–1232 px on a city page) make
  // its edges wander as a visitor scrolls; one container gives every section the same left edge.
  for (const path of samplePaths('home', 'service', 'case-study', 'city')) {
    test(`gives every section of ${path} one left edge and width at 1440 px`, async ({ open }) => {
      const { page } = await open()
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
    })
  }
})
