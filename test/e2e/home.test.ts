import type { Locator, Page } from '@playwright/test'
import { axeViolations, newPage, servedPage, siteUrl, visit, wordsOf, type OpenedPage, type PageOptions } from './support/browser'
import { expect, test as base } from './support/fixtures'
import { auditedLooks } from './support/page-audits'
import { site } from './support/site-modules'

const { hero, homeMeta, quoteDialogCopy, serviceCards, serviceStates, servicesSection, testimonials, testimonialsSection, typingWords } =
  site

type Home = OpenedPage & { heroPictures: string[] }

/** The home page's clock starts stopped, so every timer fires only when the test says. */
const stoppedClock = { clock: new Date('2025-04-01T09:00:00Z') } satisfies PageOptions

/** Loads the home page in `opened`; `heroPictures` lists the hero slide pictures the page has asked for, in order. */
async function showHome(opened: OpenedPage): Promise<Home> {
  const heroPictures: string[] = []
  opened.page.on('request', (request) => {
    const path = new URL(request.url()).pathname
    if (path.startsWith('/images/hero/')) heroPictures.push(path.slice('/images/hero/'.length))
  })
  await visit(opened.page, '/')
  await settle(opened.page)
  return { ...opened, heroPictures }
}

const test = base.extend<{ openHome: (options?: PageOptions) => Promise<Home> }>({
  openHome: async ({ open }, use) => {
    await use(async (options = {}) => showHome(await open(undefined, { ...stoppedClock, ...options })))
  },
})

/** Lets React finish rendering and running effects; its scheduler posts messages, which the fake clock leaves alone. */
async function settle(page: Page): Promise<void> {
  for (let round = 0; round < 3; round++) {
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const channel = new MessageChannel()
          channel.port1.onmessage = () => resolve()
          channel.port2.postMessage(null)
        }),
    )
  }
}

async function advance(page: Page, ms: number): Promise<void> {
  await page.clock.runFor(ms)
  await settle(page)
}

const heroCarousel = (page: Page) => page.getByRole('region', { name: 'Featured security installations' })

/** Asserts which hero slide is shown, the only one not hidden. */
const expectSlide = (page: Page, label: string) =>
  expect(page.locator('[aria-roledescription="slide"]:not([aria-hidden="true"])')).toHaveAttribute('aria-label', label)

/** Clicks without moving the mouse or focus, which would pause autoplay. */
async function press(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name, exact: true }).dispatchEvent('click')
  await settle(page)
}

const typedWord = (page: Page) => page.locator('[data-typing-word]')

/** Opens a state's dialog of service areas from its button. */
async function openState(page: Page, name: string): Promise<Locator> {
  await page.getByRole('button', { name: new RegExp(`^${name}`) }).click()
  const dialog = page.getByRole('dialog', { name: `${name} Service Areas` })
  await dialog.waitFor()
  return dialog
}

/** From an empty word: typed whole after 150 ms a character; gone again 1500 ms later plus 50 ms for each remaining character. */
const wordTimes = (word: string) => ({ type: word.length * 150, holdAndDelete: 1500 + (word.length - 1) * 50 })

test.describe('the home page', () => {
  test('prerenders the first word whole, so the static page reads "Protecting Your Home"', async () => {
    const html = await (await fetch(siteUrl('/'))).text()
    expect(html).toMatch(/<h1[^>]*>.*Protecting Your.*Home.*<\/h1>/s)
    expect(html).toMatch(/<img[^>]*slide-1[^>]*fetchpriority="high"/i)
  })

  test('is titled from the home content, names its h1 with the whole sentence and has a clean console', async ({ openHome }) => {
    const { page, problems } = await openHome()
    await expect(page).toHaveTitle(homeMeta.title)
    const h1 = page.getByRole('heading', { level: 1 })
    await expect(h1).toHaveCount(1)
    await expect(h1).toContainText('Protecting Your Home')
    // Screen readers get the sentence once; the typed word is hidden from them and nothing is live.
    await advance(page, 1600)
    await expect(page.getByRole('heading', { level: 1, name: `Protecting Your ${hero.spokenWords}` })).toHaveCount(1)
    await expect(typedWord(page)).toHaveAttribute('aria-hidden', 'true')
    await expect(h1.locator('[aria-live]')).toHaveCount(0)
    await expect(page.getByRole('link', { name: hero.exploreButton.label })).toHaveAttribute('href', '/services')
    expect(problems).toEqual([])
  })
})

test.describe('the hero at first sight', () => {
  // One load serves every width: the page rests at its first word (its clock is stopped), and
  // each test sets the width it measures at, as a visitor resizing the window would.
  let opened: Home
  test.beforeAll(async ({ browser }) => {
    opened = await showHome(await newPage(browser, stoppedClock))
  })
  test.afterAll(async () => {
    await opened?.close()
  })

  async function atWidth(width: number): Promise<Page> {
    await opened.page.setViewportSize({ width, height: 900 })
    await settle(opened.page)
    return opened.page
  }

  // A word typed from the left edge of a box as wide as "Peace of Mind" sat far left of centre
  // under a centred line ("Protecting Your / Home"), which read as a broken layout. On a desktop
  // the headline is one line, centred as a whole phrase (the test after the next one).
  test('centres both lines of the headline within 2 px, the word drawn whole, at 390 px wide', async () => {
    const page = await atWidth(390)
    const prefix = offCentre(await shownGlyphs(page.locator('h1 > :first-child')))
    const word = offCentre(await shownGlyphs(page.locator('h1 [data-typing-word]')))
    expect(Math.abs(prefix), `prefix is ${prefix} px off centre`).toBeLessThanOrEqual(2)
    expect(Math.abs(word), `"${hero.typingWords[0]}" is ${word} px off centre`).toBeLessThanOrEqual(2)
  })

  // Five lines of centred copy crossed the drawing; a hero says one thing and gets out of the way.
  for (const [width, most] of [
    [390, 3],
    [1440, 2],
  ] as const) {
    test(`keeps the hero copy at ${width} px wide to at most ${most} lines`, async () => {
      const page = await atWidth(width)
      const lines = await page.getByText(hero.paragraph).evaluate((paragraph) => {
        const range = document.createRange()
        range.selectNodeContents(paragraph)
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size
      })
      expect(lines).toBeLessThanOrEqual(most)
    })
  }

  // At 1440 px the headline broke into "Protecting Your / Home", two centred lines that read as
  // a layout fault; on a desktop it is one phrase, centred as a whole.
  for (const width of [1280, 1440]) {
    test(`sets the fixed words and the word on one line, centred as one phrase, at ${width} px wide`, async () => {
      const page = await atWidth(width)
      const h1 = page.locator('h1')
      await expect(h1).toContainText(`${hero.typingPrefix} ${hero.typingWords[0]}`, { useInnerText: true })
      const shown = await shownGlyphs(h1, { opaque: true })
      const tops = shown.rects.map((rect) => rect.top)
      const topsApart = Math.round(Math.max(...tops) - Math.min(...tops))
      const phraseOffCentre = offCentre(shown)
      // Words drawn below the heading's own box overlap whatever follows it.
      const outsideTheHeading = shown.rects.filter(
        (rect) => (rect.top + rect.bottom) / 2 < shown.box.top || (rect.top + rect.bottom) / 2 > shown.box.bottom,
      )
      expect(topsApart, 'px between the tops of the shown words (a second line is a line height below)').toBeLessThanOrEqual(4)
      expect(Math.abs(phraseOffCentre), `the phrase is ${phraseOffCentre} px off centre`).toBeLessThanOrEqual(2)
      expect(outsideTheHeading.length, 'shown words outside the heading box').toBe(0)
    })
  }
})

type GlyphBox = Pick<DOMRect, 'left' | 'right' | 'top' | 'bottom'>

interface Glyphs {
  /** One box a line of each text node drawn. */
  readonly rects: readonly GlyphBox[]
  /** The box of the element the glyphs were read in. */
  readonly box: { top: number; bottom: number }
  readonly pageCentre: number
}

/**
 * The glyphs a visitor sees in `root`: text in a shown element (and an opaque one, with `opaque`),
 * not the screen readers' sentence.
 */
const shownGlyphs = (root: Locator, { opaque = false } = {}): Promise<Glyphs> =>
  root.evaluate((element, opacityProperty) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
    const rects: GlyphBox[] = []
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement
      if (!node.textContent?.trim() || !parent || parent.closest('.sr-only')) continue
      if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty })) continue
      const range = document.createRange()
      range.selectNodeContents(node)
      for (const { left, right, top, bottom } of range.getClientRects()) rects.push({ left, right, top, bottom })
    }
    const { top, bottom } = element.getBoundingClientRect()
    return { rects, box: { top, bottom }, pageCentre: document.documentElement.clientWidth / 2 }
  }, opaque)

/** How far right of the page's centre the glyphs' middle lies, in whole pixels. */
function offCentre({ rects, pageCentre }: Glyphs): number {
  const left = Math.min(...rects.map((rect) => rect.left))
  const right = Math.max(...rects.map((rect) => rect.right))
  return Math.round((left + right) / 2 - pageCentre)
}

/** Starts collecting the page's layout shifts (none may come from a visitor here: nobody touches the page). */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.evaluate(() => {
    const shifts: number[] = []
    ;(window as unknown as { layoutShifts: number[] }).layoutShifts = shifts
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value)
    }).observe({ type: 'layout-shift' })
  })
}

/** The layout shifts seen so far: a record that only grows, read once where it must still be empty. */
const layoutShifts = (page: Page) => page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts)

test.describe('the hero slider', () => {
  test('shows six "N of 6" slides, only the first with its picture at first, and moves on every 5000 ms and not before', async ({
    openHome,
  }) => {
    const { page, problems } = await openHome()
    const carousel = heroCarousel(page)
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel')
    const slides = page.locator('[aria-roledescription="slide"]')
    await expect
      .poll(() => slides.evaluateAll((els) => els.map((el) => el.getAttribute('aria-label'))))
      .toEqual(['1 of 6', '2 of 6', '3 of 6', '4 of 6', '5 of 6', '6 of 6'])
    // Only the first slide has its picture at first, fetched at high priority (see the next test).
    const pictures = slides.locator('img')
    await expect(pictures).toHaveCount(1)
    await expect(pictures).toHaveAttribute('loading', 'eager')
    await expect(pictures).toHaveAttribute('fetchpriority', 'high')
    await expect(slides.nth(1)).toHaveJSProperty('inert', true)
    await expect(carousel.getByRole('button', { name: /^Go to slide \d$/ })).toHaveCount(6)

    for (const slide of [1, 2]) {
      await expectSlide(page, `${slide} of 6`)
      await advance(page, 4999)
      await expectSlide(page, `${slide} of 6`)
      await advance(page, 1)
      await expectSlide(page, `${slide + 1} of 6`)
    }
    expect(problems).toEqual([])
  })

  test("fetches a slide's picture only when its slide is due next", async ({ openHome }) => {
    // Fresh: a reused tab may take a picture from its memory cache without a request to count.
    const { page, problems, heroPictures } = await openHome({ fresh: true })
    expect(heroPictures).toEqual(['slide-1.svg'])
    await expect(page.locator('[aria-roledescription="slide"] img')).toHaveCount(1)

    // The next picture is fetched 1500 ms before its slide comes in, and is drawn when it does.
    await advance(page, 3499)
    expect(heroPictures).toEqual(['slide-1.svg'])
    await advance(page, 1)
    await expect.poll(() => heroPictures).toEqual(['slide-1.svg', 'slide-2.svg'])
    await advance(page, 1500)
    await expectSlide(page, '2 of 6')
    const secondPicture = page.locator('[aria-roledescription="slide"][aria-label="2 of 6"] img')
    await expect
      .poll(() => secondPicture.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0))
      .toBe(true)
    expect(problems).toEqual([])
  })

  test('fetches the pictures on both sides of the current slide once the visitor reaches for the hero', async ({ openHome }) => {
    const { page, heroPictures } = await openHome({ fresh: true })
    // A hover, a tap (its pointer enters first) or focus all come before a press on an arrow.
    await page.getByRole('button', { name: 'Next slide', exact: true }).hover()
    await settle(page)
    await expect.poll(() => heroPictures.slice(1).sort()).toEqual(['slide-2.svg', 'slide-6.svg'])
    await press(page, 'Previous slide')
    await expectSlide(page, '6 of 6')
  })

  test('wraps both ways, ignores the arrows for 700 ms after a move, and jumps from the dots', async ({ openHome }) => {
    const { page } = await openHome()
    await press(page, 'Previous slide')
    await expectSlide(page, '6 of 6')
    await advance(page, 700)
    await press(page, 'Next slide')
    await expectSlide(page, '1 of 6')

    await advance(page, 700)
    await press(page, 'Next slide')
    await expectSlide(page, '2 of 6')
    await press(page, 'Next slide')
    await press(page, 'Previous slide')
    await expectSlide(page, '2 of 6')
    await advance(page, 699)
    await press(page, 'Next slide')
    await expectSlide(page, '2 of 6')
    await advance(page, 1)
    await press(page, 'Next slide')
    await expectSlide(page, '3 of 6')

    await press(page, 'Go to slide 5')
    await expectSlide(page, '5 of 6')
    const current = heroCarousel(page).locator('button[aria-current="true"]')
    await expect(current).toHaveCount(1)
    await expect(current).toHaveAttribute('aria-label', 'Go to slide 5')
    await press(page, 'Go to slide 2')
    await expectSlide(page, '2 of 6')
  })

  test('follows ArrowLeft and ArrowRight when it has focus, and waits while focused', async ({ openHome }) => {
    const { page } = await openHome()
    await heroCarousel(page).focus()
    await page.keyboard.press('ArrowRight')
    await settle(page)
    await expectSlide(page, '2 of 6')
    await advance(page, 700)
    await page.keyboard.press('ArrowLeft')
    await settle(page)
    await expectSlide(page, '1 of 6')
    await advance(page, 12_000)
    await expectSlide(page, '1 of 6')
  })

  test('pauses while the pointer is over the hero or the pause button is pressed', async ({ openHome }) => {
    const { page } = await openHome()
    await page.getByRole('heading', { level: 1 }).hover()
    await settle(page)
    await advance(page, 12_000)
    await expectSlide(page, '1 of 6')
    await page.mouse.move(640, 790)
    await settle(page)
    await advance(page, 5000)
    await expectSlide(page, '2 of 6')

    await press(page, 'Pause slideshow')
    await advance(page, 12_000)
    await expectSlide(page, '2 of 6')
    await press(page, 'Play slideshow')
    await advance(page, 5000)
    await expectSlide(page, '3 of 6')
  })
})

test.describe('the typing headline', () => {
  // On a desktop this test also watches the caret and the layout: a caret over a whole word at
  // rest looks like a page caught mid-edit (in every screenshot), and typed letters in a centred
  // line would move the ones already there, a layout shift a visitor did not cause (CLS).
  test('holds the first word 1500 ms, deletes at 50 ms, types Business at 150 ms, and comes round to H, Ho; its caret shows only while letters come and go, and nothing shifts', async ({
    openHome,
  }) => {
    const { page } = await openHome({ viewport: 'desktop' })
    await recordLayoutShifts(page)
    const word = typedWord(page)
    // The blink runs on the real clock, not the page's test clock: read whether it runs, not its colour now.
    const caret = word.locator('[data-typing-caret]')
    await expect(word).toHaveText('Home')
    await expect(caret, 'the caret over the whole word at rest').not.toHaveCSS('animation-name', 'caret')
    await expect(caret, 'the caret over the whole word at rest').toHaveCSS('border-right-color', 'rgba(0, 0, 0, 0)')
    await advance(page, 1499)
    await expect(word).toHaveText('Home')
    await advance(page, 1)
    await expect(word).toHaveText('Hom')
    for (const text of ['Ho', 'H', '']) {
      await advance(page, 50)
      await expect(word).toHaveText(text)
      if (text === 'Ho') await expect(caret, 'the caret while letters go').toHaveCSS('animation-name', 'caret')
    }
    for (const text of ['B', 'Bu', 'Bus', 'Busi', 'Busin', 'Busine', 'Busines', 'Business']) {
      await advance(page, 149)
      await expect(word).not.toHaveText(text)
      await advance(page, 1)
      await expect(word).toHaveText(text)
    }
    expect(await layoutShifts(page), 'layout shifts while the headline types and deletes').toEqual([])
    await advance(page, 1499)
    await expect(word).toHaveText('Business')
    await advance(page, 1)
    await expect(word).toHaveText('Busines')
    await advance(page, ('Busines'.length - 1) * 50)
    await expect(word).toHaveText('B')
    await advance(page, 50)
    await expect(word).toHaveText('')

    for (const next of typingWords.slice(2)) {
      const times = wordTimes(next)
      await advance(page, times.type)
      await expect(word).toHaveText(next)
      await advance(page, times.holdAndDelete)
      await expect(word).toHaveText('')
    }
    await advance(page, 150)
    await expect(word).toHaveText('H')
    await advance(page, 150)
    await expect(word).toHaveText('Ho')
  })

  // The same on a phone, where the headline is two centred lines: typed letters would move the
  // ones already there, and the caret with them, a layout shift counted against the page's CLS.
  test('types and deletes without shifting anything on a phone', async ({ openHome }) => {
    const { page } = await openHome({ viewport: 'phone' })
    await recordLayoutShifts(page)
    const [first = '', second = ''] = hero.typingWords
    await advance(page, wordTimes(first).holdAndDelete + 50)
    for (let letter = 0; letter <= second.length; letter++) await advance(page, 150)
    await expect(typedWord(page)).toContainText(second, { useInnerText: true })
    expect(await layoutShifts(page)).toEqual([])
  })
})

test.describe('reduced motion', () => {
  test('never autoplays or slides the hero, and shows one whole headline word that neither types nor rotates', async ({ openHome }) => {
    const { page, problems } = await openHome({ reducedMotion: 'reduce' })
    const word = typedWord(page)
    for (const wait of [1600, 1400, 3000, 10_000]) {
      await advance(page, wait)
      await expect(word).toHaveText('Home')
    }

    await advance(page, 30_000)
    await expectSlide(page, '1 of 6')
    await expect(page.getByRole('button', { name: 'Pause slideshow' })).toHaveCount(0)
    await press(page, 'Next slide')
    await expectSlide(page, '2 of 6')
    const track = page.locator('[aria-roledescription="slide"]').first().locator('..')
    await expect(track).toHaveCSS('transition-property', 'none')
    expect(problems).toEqual([])
  })
})

test.describe('the services grid', () => {
  // Links and their targets are prerendered: read from the served HTML, no browser.
  test('links six cards to the six service pages and View All Services to /all-services', async () => {
    const { document } = await servedPage('/')
    const section = [...document.querySelectorAll('section[aria-labelledby]')].find(
      (candidate) => wordsOf(document.getElementById(candidate.getAttribute('aria-labelledby') ?? '')) === servicesSection.heading,
    )
    expect(section, `a region named ${servicesSection.heading}`).toBeDefined()
    const links = [...(section?.querySelectorAll('a') ?? [])]
    const nameOf = (link: Element) => link.getAttribute('aria-label') ?? wordsOf(link)
    const cardLinks = links.filter((link) => link.getAttribute('href')?.startsWith('/services/'))
    expect(cardLinks.map((link) => link.getAttribute('href'))).toEqual(serviceCards.map((card) => card.path))
    for (const card of serviceCards) {
      expect(links.filter((link) => nameOf(link) === card.name).map((link) => link.getAttribute('href'))).toEqual([card.path])
    }
    const viewAll = links.filter((link) => nameOf(link) === servicesSection.viewAll.label)
    expect(viewAll.map((link) => link.getAttribute('href'))).toEqual(['/all-services'])
  })
})

test.describe('the service regions', () => {
  const expected = { 'North Carolina': 14, 'South Carolina': 12, 'North Georgia': 14 } as const
  const offers = { 'North Carolina': 'Charlotte', 'South Carolina': 'Columbia', 'North Georgia': 'Atlanta (North)' } as const

  test.describe('in its dialogs', () => {
    // The dialog tests share one load, the page's clock running (Radix waits on timers of its
    // own); each leaves the dialogs closed, and the last follows a city link away. The page is
    // closed before the tests below, so it does not animate while they run.
    let home: Home
    test.beforeAll(async ({ browser }) => {
      home = await showHome(await newPage(browser, stoppedClock))
      await home.page.clock.resume()
    })
    test.afterAll(async () => {
      await home?.close()
    })

    test('lists each state’s cities in a dialog, marking the financing city with a badge and a legend, and opens one from the keyboard', async () => {
      const { page, problems } = home
      expect(serviceStates.map((state) => state.name)).toEqual(Object.keys(expected))
      for (const [name, count] of Object.entries(expected)) {
        const dialog = await openState(page, name)
        const list = dialog.locator('[data-city-list]')
        await expect(list.locator(':scope > li')).toHaveCount(count)
        await expect(list).toHaveCSS('overflow-y', 'auto')
        await expect
          .poll(() => list.evaluate((el) => parseFloat(getComputedStyle(el).maxHeight) - window.innerHeight * 0.6), {
            message: 'max-height less 60% of the window height',
          })
          .toBeCloseTo(0, 0)
        const marked = list.locator(':scope > li', { has: page.locator('[data-financing-marker]') })
        await expect(marked).toHaveCount(1)
        await expect(marked).toContainText(offers[name as keyof typeof offers])
        await expect(dialog.getByText('Special financing available', { exact: true })).toBeVisible()
        await page.keyboard.press('Escape')
        await dialog.waitFor({ state: 'hidden' })
      }

      // From the keyboard, on the same load: Enter opens a state, and closing gives focus back.
      const button = page.getByRole('button', { name: /^South Carolina/ })
      await button.focus()
      await page.keyboard.press('Enter')
      const dialog = page.getByRole('dialog', { name: 'South Carolina Service Areas' })
      await dialog.waitFor()
      await dialog.getByRole('button', { name: 'Close' }).click()
      await dialog.waitFor({ state: 'hidden' })
      // Radix moves focus a task after the dialog unmounts.
      await expect(button).toBeFocused()
      expect(problems).toEqual([])
    })

    test('closes only the areas when Escape comes the moment they open', async () => {
      const { page } = home
      const state = await openState(page, 'North Carolina')
      const areas = page.getByRole('dialog', { name: 'Charlotte Service Areas' })
      // The soonest a key can come after the click is the next task: the page clicks and presses
      // Escape then, itself. Before the fix one Escape closed both dialogs on the first attempt of
      // every such run, where a click and a key sent from here took between 1 and 7 attempts.
      for (let attempt = 1; attempt <= 3; attempt++) {
        await state.getByRole('button', { name: /Charlotte/ }).evaluate(async (button) => {
          ;(button as HTMLElement).focus()
          ;(button as HTMLElement).click()
          await new Promise<void>((nextTask) => {
            const channel = new MessageChannel()
            channel.port1.onmessage = () => nextTask()
            channel.port2.postMessage(null)
          })
          const escape = { key: 'Escape', code: 'Escape', bubbles: true, cancelable: true }
          ;(document.activeElement ?? document.body).dispatchEvent(new KeyboardEvent('keydown', escape))
        })
        await areas.waitFor({ state: 'hidden' })
        await expect(state, `attempt ${attempt}`).toBeVisible()
      }
      await page.keyboard.press('Escape')
      await state.waitFor({ state: 'hidden' })
    })

    test('opens Charlotte’s four areas and a whole-city link, and takes a city without areas to its page', async () => {
      const { page } = home
      const state = await openState(page, 'North Carolina')
      await state.getByRole('button', { name: /Charlotte/ }).click()
      const areas = page.getByRole('dialog', { name: 'Charlotte Service Areas' })
      await areas.waitFor()
      await expect
        .poll(() => areas.getByRole('link').evaluateAll((els) => els.map((a) => [(a.textContent ?? '').trim(), a.getAttribute('href')])))
        .toEqual([
          ['Uptown', '/nc/uptown-charlotte/security-camera-installation'],
          ['South Charlotte', '/nc/south-charlotte/security-camera-installation'],
          ['University Area', '/nc/university-area-charlotte/security-camera-installation'],
          ['Ballantyne', '/nc/ballantyne-charlotte/security-camera-installation'],
          ['All of Charlotte', '/nc/charlotte/security-camera-installation'],
        ])
      await page.keyboard.press('Escape')
      await areas.waitFor({ state: 'hidden' })
      await expect(state).toBeVisible()

      await state.getByRole('link', { name: 'Gastonia' }).click()
      await expect(page).toHaveURL(/\/nc\/gastonia\/security-camera-installation$/)
    })
  })

  // The home page becomes interactive without the dialogs' code (Radix Dialog, about 13 KB);
  // it comes when a visitor reaches for a state, and the dialog then behaves as before.
  test('hydrates without the dialog code and fetches it when a visitor reaches for a state', async ({ open }) => {
    const { page, problems } = await open('/', { fresh: true })
    const scriptsUntilHydrated = await page.evaluate(async () => {
      const hydrated = performance.getEntriesByName('app-hydrated')[0]?.startTime ?? Infinity
      const urls = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js') && entry.startTime < hydrated)
        .map((entry) => entry.name)
      return Promise.all(urls.map(async (url) => ({ url, text: await (await fetch(url)).text() })))
    })
    expect(scriptsUntilHydrated.length).toBeGreaterThan(3)
    expect(scriptsUntilHydrated.filter((script) => script.text.includes('DialogContent')).map((script) => script.url)).toEqual([])

    const button = page.getByRole('button', { name: /^North Carolina/ })
    // While the dialog is open the rest of the page is hidden from the accessibility tree.
    const buttonElement = page.locator('button[aria-haspopup="dialog"]', { hasText: 'North Carolina' })
    await expect(button).toHaveAttribute('aria-haspopup', 'dialog')
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    const dialog = await openState(page, 'North Carolina')
    await expect(buttonElement).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    // Radix moves focus a task after the dialog unmounts.
    await expect(button).toBeFocused()
    expect(problems).toEqual([])
  })

  test('sends a visitor to the same cities as plain links when the dialog code cannot be fetched', async ({ open }) => {
    // The reused tab: routing turns its cache off, so the dialog's code is asked for and refused
    // even if an earlier test fetched it.
    const { page } = await open('/')
    // The dialog's code is missing from here on, as on a connection that has just dropped.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort())
    await page.getByRole('button', { name: /^North Georgia/ }).click()
    await expect(page).toHaveURL(/\/locations#cities-ga$/)
    const heading = page.locator('h3#cities-ga')
    await expect(heading).toHaveText('North Georgia')
    await expect(heading).toBeVisible()
    await expect(page.getByRole('list', { name: 'North Georgia' }).getByRole('link', { name: 'Alpharetta' })).toHaveAttribute(
      'href',
      /^\/ga\//,
    )
  })
})

test.describe('the testimonials carousel', () => {
  test('shows two reviews at a time with a star rating, in three pairs that wrap at both ends and never turn by themselves', async ({
    openHome,
  }) => {
    const { page } = await openHome()
    const names = testimonials.map((t) => t.name)
    // It never turns by itself.
    await advance(page, 20_000)
    const region = page.getByRole('region', { name: testimonialsSection.carouselLabel })
    const namesShown = region.locator('figcaption > span:first-child')
    await expect(region).toHaveAttribute('aria-roledescription', 'carousel')
    await expect(namesShown).toHaveText(names.slice(0, 2))
    await expect(region.getByRole('img', { name: 'Rated 5 out of 5' })).toHaveCount(2)
    await expect(region.getByRole('button', { name: /^Show testimonials page/ })).toHaveCount(3)

    await press(page, testimonialsSection.next)
    await expect(namesShown).toHaveText(names.slice(2, 4))
    await press(page, testimonialsSection.next)
    await expect(namesShown).toHaveText(names.slice(4, 6))
    await expect(region.getByRole('img', { name: 'Rated 4 out of 5' })).toHaveCount(1)
    await press(page, testimonialsSection.next)
    await expect(namesShown).toHaveText(names.slice(0, 2))
    await press(page, testimonialsSection.previous)
    await expect(namesShown).toHaveText(names.slice(4, 6))
    await press(page, 'Show testimonials page 2 of 3')
    await expect(namesShown).toHaveText(names.slice(2, 4))
    await expect(region.locator('button[aria-current="true"]')).toHaveAttribute('aria-label', 'Show testimonials page 2 of 3')
  })
})

test.describe('the calls to action', () => {
  test('ends with the financing highlight and a call link, and Get a Free Quote opens the quote dialog', async ({ openHome }) => {
    const { page, problems } = await openHome()
    await page.clock.resume()
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { name: 'Special Financing Available' })).toHaveCount(1)
    await expect(main.getByRole('button', { name: hero.quoteButton })).toHaveCount(2)
    await expect(main.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:\+1\d{10}$/)
    await main.getByRole('button', { name: hero.quoteButton }).first().click()
    await page.getByRole('dialog', { name: quoteDialogCopy.title }).waitFor()
    expect(problems).toEqual([])
  })
})

test.describe('accessibility', () => {
  // The home page is audited at rest here, with a regions dialog open, not in all-routes.test.ts:
  // in the two looks every page is audited in (support/page-audits.ts), both themes and both sizes.
  for (const look of auditedLooks) {
    test(`has no axe violations in ${look.colorScheme} at ${look.viewport} size, with a regions dialog open too`, async ({ openHome }) => {
      const { page, problems } = await openHome(look)
      // axe waits on timers of its own, so the page's clock has to run.
      await page.clock.resume()
      // One audit of the page at rest (axeViolations waits for it), not retried until a pass.
      expect(await axeViolations(page)).toEqual([])
      await openState(page, 'North Carolina')
      expect(await axeViolations(page)).toEqual([])
      expect(problems).toEqual([])
    })
  }
})
