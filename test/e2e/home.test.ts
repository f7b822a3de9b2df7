import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hero, homeMeta, servicesSection, testimonials, testimonialsSection, typingWords } from '../../src/content/home'
import { quoteDialogCopy } from '../../src/quote/ui/quote-copy'
import { serviceStates } from '../../src/content/regions'
import { serviceCards } from '../../src/content/services'
import {
  axeViolations,
  sharedBrowser,
  newPage,
  servedPage,
  siteUrl,
  visit,
  wordsOf,
  type OpenedPage,
  type PageOptions,
} from './support/browser'
import { auditedLooks } from './support/page-audits'

let browser: Browser

beforeAll(async () => {
  browser = await sharedBrowser()
})

/**
 * Opens the home page with the page's clock stopped, so every timer fires only when the test says.
 * `heroPictures` lists the hero slide pictures the page has asked for, in order.
 */
async function openHome(options: PageOptions = {}): Promise<OpenedPage & { heroPictures: string[] }> {
  const opened = await newPage(browser, { clock: new Date('2025-04-01T09:00:00Z'), ...options })
  const heroPictures: string[] = []
  opened.page.on('request', (request) => {
    const path = new URL(request.url()).pathname
    if (path.startsWith('/images/hero/')) heroPictures.push(path.slice('/images/hero/'.length))
  })
  await visit(opened.page, '/')
  await settle(opened.page)
  return { ...opened, heroPictures }
}

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

const currentSlide = (page: Page) => page.locator('[aria-roledescription="slide"]:not([aria-hidden="true"])').getAttribute('aria-label')

/** Clicks without moving the mouse or focus, which would pause autoplay. */
async function press(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name, exact: true }).dispatchEvent('click')
  await settle(page)
}

const typedWord = (page: Page) => page.locator('[data-typing-word]')

/** From an empty word: typed whole after 150 ms a character; gone again 1500 ms later plus 50 ms for each remaining character. */
const wordTimes = (word: string) => ({ type: word.length * 150, holdAndDelete: 1500 + (word.length - 1) * 50 })

describe('the home page', () => {
  it('prerenders the first word whole, so the static page reads "Protecting Your Home"', async () => {
    const html = await (await fetch(siteUrl('/'))).text()
    expect(html).toMatch(/<h1[^>]*>.*Protecting Your.*Home.*<\/h1>/s)
    expect(html).toMatch(/<img[^>]*slide-1[^>]*fetchpriority="high"/i)
  })

  it('is titled from the home content, names its h1 with the whole sentence and has a clean console', async () => {
    const { page, close, problems } = await openHome()
    expect(await page.title()).toBe(homeMeta.title)
    const h1 = page.getByRole('heading', { level: 1 })
    expect(await h1.count()).toBe(1)
    expect(await h1.textContent()).toContain('Protecting Your Home')
    // Screen readers get the sentence once; the typed word is hidden from them and nothing is live.
    await advance(page, 1600)
    expect(await page.getByRole('heading', { level: 1, name: `Protecting Your ${hero.spokenWords}` }).count()).toBe(1)
    expect(await typedWord(page).getAttribute('aria-hidden')).toBe('true')
    expect(await h1.locator('[aria-live]').count()).toBe(0)
    expect(await page.getByRole('link', { name: hero.exploreButton.label }).getAttribute('href')).toBe('/services')
    expect(problems).toEqual([])
    await close()
  })
})

describe('the typing headline', () => {
  // Typed letters in a centred line would move the ones already there, and the caret with them:
  // a layout shift a visitor did not cause, counted against the page's CLS.
  // On a desktop the test of the typing times below checks the same.
  it.each(['phone'] as const)('types and deletes without shifting anything on a %s', async (viewport) => {
    const { page, close } = await openHome({ viewport })
    await recordLayoutShifts(page)
    const [first = '', second = ''] = hero.typingWords
    await advance(page, wordTimes(first).holdAndDelete + 50)
    for (let letter = 0; letter <= second.length; letter++) await advance(page, 150)
    expect(await typedWord(page).innerText()).toContain(second)
    expect(await layoutShifts(page)).toEqual([])
    await close()
  })
})

describe('the hero at first sight', () => {
  // One load serves every width: the page rests at its first word (its clock is stopped), and
  // each test sets the width it measures at, as a visitor resizing the window would.
  let opened: Awaited<ReturnType<typeof openHome>>
  beforeAll(async () => {
    opened = await openHome()
  })
  afterAll(async () => {
    await opened?.close()
  })

  // A word typed from the left edge of a box as wide as "Peace of Mind" sat far left of centre
  // under a centred line ("Protecting Your / Home"), which read as a broken layout. On a desktop
  // the headline is one line, centred as a whole phrase (the test after the next one).
  it.each([390])('centres both lines of the headline within 2 px, the word drawn whole, at %i px wide', async (width) => {
    const { page } = opened
    await page.setViewportSize({ width, height: 900 })
    await settle(page)
    const offsets = await page.evaluate(() => {
      const h1 = document.querySelector('h1')
      if (!h1) throw new Error('no h1')
      const centre = document.documentElement.clientWidth / 2
      // The glyphs a visitor sees: text in a shown element, not the screen readers' sentence.
      const shownTextCentre = (root: Element) => {
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
        const rects: DOMRect[] = []
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const parent = node.parentElement
          if (!node.textContent?.trim() || !parent || parent.closest('.sr-only')) continue
          if (!parent.checkVisibility({ visibilityProperty: true })) continue
          const range = document.createRange()
          range.selectNodeContents(node)
          rects.push(range.getBoundingClientRect())
        }
        const left = Math.min(...rects.map((rect) => rect.left))
        const right = Math.max(...rects.map((rect) => rect.right))
        return (left + right) / 2 - centre
      }
      const word = h1.querySelector('[data-typing-word]')
      const prefix = h1.firstElementChild
      if (!word || !prefix) throw new Error('no headline word')
      return { prefix: Math.round(shownTextCentre(prefix)), word: Math.round(shownTextCentre(word)) }
    })
    expect(Math.abs(offsets.prefix), `prefix is ${offsets.prefix} px off centre`).toBeLessThanOrEqual(2)
    expect(Math.abs(offsets.word), `"${hero.typingWords[0]}" is ${offsets.word} px off centre`).toBeLessThanOrEqual(2)
  })

  // Five lines of centred copy crossed the drawing; a hero says one thing and gets out of the way.
  it.each([
    [390, 3],
    [1440, 2],
  ])('keeps the hero copy at %i px wide to at most %i lines', async (width, most) => {
    const { page } = opened
    await page.setViewportSize({ width, height: 900 })
    await settle(page)
    const lines = await page.getByText(hero.paragraph).evaluate((paragraph) => {
      const range = document.createRange()
      range.selectNodeContents(paragraph)
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size
    })
    expect(lines).toBeLessThanOrEqual(most)
  })

  // At 1440 px the headline broke into "Protecting Your / Home", two centred lines that read as
  // a layout fault; on a desktop it is one phrase, centred as a whole.
  it.each([1280, 1440])('sets the fixed words and the word on one line, centred as one phrase, at %i px wide', async (width) => {
    const { page } = opened
    await page.setViewportSize({ width, height: 900 })
    await settle(page)
    const shown = await page.evaluate(() => {
      const h1 = document.querySelector('h1')
      if (!h1) throw new Error('no h1')
      // The glyphs a visitor sees: text in a shown, opaque element, not the screen readers' sentence.
      const walker = document.createTreeWalker(h1, NodeFilter.SHOW_TEXT)
      const rects: DOMRect[] = []
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement
        if (!node.textContent?.trim() || !parent || parent.closest('.sr-only')) continue
        if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue
        const range = document.createRange()
        range.selectNodeContents(node)
        rects.push(...range.getClientRects())
      }
      const left = Math.min(...rects.map((rect) => rect.left))
      const right = Math.max(...rects.map((rect) => rect.right))
      const box = h1.getBoundingClientRect()
      return {
        text: h1.innerText.replace(/\s+/g, ' ').trim(),
        // Words drawn below the heading's own box overlap whatever follows it.
        outsideTheHeading: rects.filter((rect) => (rect.top + rect.bottom) / 2 < box.top || (rect.top + rect.bottom) / 2 > box.bottom)
          .length,
        topsApart: Math.round(Math.max(...rects.map((rect) => rect.top)) - Math.min(...rects.map((rect) => rect.top))),
        offCentre: Math.round((left + right) / 2 - document.documentElement.clientWidth / 2),
      }
    })
    expect(shown.text).toContain(`${hero.typingPrefix} ${hero.typingWords[0]}`)
    expect(shown.topsApart, 'px between the tops of the shown words (a second line is a line height below)').toBeLessThanOrEqual(4)
    expect(Math.abs(shown.offCentre), `the phrase is ${shown.offCentre} px off centre`).toBeLessThanOrEqual(2)
    expect(shown.outsideTheHeading, 'shown words outside the heading box').toBe(0)
  })
})

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

const layoutShifts = (page: Page) => page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts)

describe('the hero slider', () => {
  it('shows six "N of 6" slides, only the first with its picture at first, and moves on every 5000 ms and not before', async () => {
    const { page, close, problems } = await openHome()
    const carousel = page.getByRole('region', { name: 'Featured security installations' })
    expect(await carousel.getAttribute('aria-roledescription')).toBe('carousel')
    const slides = page.locator('[aria-roledescription="slide"]')
    expect(await slides.evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')))).toEqual([
      '1 of 6',
      '2 of 6',
      '3 of 6',
      '4 of 6',
      '5 of 6',
      '6 of 6',
    ])
    const loading = await slides
      .locator('img')
      .evaluateAll((imgs) => imgs.map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')]))
    // Only the first slide has its picture at first, fetched at high priority (see the next test).
    expect(loading).toEqual([['eager', 'high']])
    expect(await slides.nth(1).evaluate((el) => (el as HTMLElement).inert)).toBe(true)
    expect(await carousel.getByRole('button', { name: /^Go to slide \d$/ }).count()).toBe(6)

    expect(await currentSlide(page)).toBe('1 of 6')
    await advance(page, 4999)
    expect(await currentSlide(page)).toBe('1 of 6')
    await advance(page, 1)
    expect(await currentSlide(page)).toBe('2 of 6')
    await advance(page, 4999)
    expect(await currentSlide(page)).toBe('2 of 6')
    await advance(page, 1)
    expect(await currentSlide(page)).toBe('3 of 6')
    expect(problems).toEqual([])
    await close()
  })

  it("fetches a slide's picture only when its slide is due next", async () => {
    // Fresh: a reused tab may take a picture from its memory cache without a request to count.
    const { page, close, problems, heroPictures } = await openHome({ fresh: true })
    expect(heroPictures).toEqual(['slide-1.svg'])
    expect(await page.locator('[aria-roledescription="slide"] img').count()).toBe(1)

    // The next picture is fetched 1500 ms before its slide comes in, and is drawn when it does.
    await advance(page, 3499)
    expect(heroPictures).toEqual(['slide-1.svg'])
    await advance(page, 1)
    await expect.poll(() => heroPictures).toEqual(['slide-1.svg', 'slide-2.svg'])
    await advance(page, 1500)
    expect(await currentSlide(page)).toBe('2 of 6')
    const secondPicture = page.locator('[aria-roledescription="slide"][aria-label="2 of 6"] img')
    await expect
      .poll(() => secondPicture.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0))
      .toBe(true)
    expect(problems).toEqual([])
    await close()
  })

  it('fetches the pictures on both sides of the current slide once the visitor reaches for the hero', async () => {
    const { page, close, heroPictures } = await openHome({ fresh: true })
    // A hover, a tap (its pointer enters first) or focus all come before a press on an arrow.
    await page.getByRole('button', { name: 'Next slide', exact: true }).hover()
    await settle(page)
    await expect.poll(() => heroPictures.slice(1).sort()).toEqual(['slide-2.svg', 'slide-6.svg'])
    await press(page, 'Previous slide')
    expect(await currentSlide(page)).toBe('6 of 6')
    await close()
  })

  it('wraps both ways, ignores the arrows for 700 ms after a move, and jumps from the dots', async () => {
    const { page, close } = await openHome()
    await press(page, 'Previous slide')
    expect(await currentSlide(page)).toBe('6 of 6')
    await advance(page, 700)
    await press(page, 'Next slide')
    expect(await currentSlide(page)).toBe('1 of 6')

    await advance(page, 700)
    await press(page, 'Next slide')
    expect(await currentSlide(page)).toBe('2 of 6')
    await press(page, 'Next slide')
    await press(page, 'Previous slide')
    expect(await currentSlide(page)).toBe('2 of 6')
    await advance(page, 699)
    await press(page, 'Next slide')
    expect(await currentSlide(page)).toBe('2 of 6')
    await advance(page, 1)
    await press(page, 'Next slide')
    expect(await currentSlide(page)).toBe('3 of 6')

    await press(page, 'Go to slide 5')
    expect(await currentSlide(page)).toBe('5 of 6')
    const current = page.getByRole('region', { name: 'Featured security installations' }).locator('button[aria-current="true"]')
    expect(await current.count()).toBe(1)
    expect(await current.getAttribute('aria-label')).toBe('Go to slide 5')
    await press(page, 'Go to slide 2')
    expect(await currentSlide(page)).toBe('2 of 6')
    await close()
  })

  it('follows ArrowLeft and ArrowRight when it has focus, and waits while focused', async () => {
    const { page, close } = await openHome()
    await page.getByRole('region', { name: 'Featured security installations' }).focus()
    await page.keyboard.press('ArrowRight')
    await settle(page)
    expect(await currentSlide(page)).toBe('2 of 6')
    await advance(page, 700)
    await page.keyboard.press('ArrowLeft')
    await settle(page)
    expect(await currentSlide(page)).toBe('1 of 6')
    await advance(page, 12_000)
    expect(await currentSlide(page)).toBe('1 of 6')
    await close()
  })

  it('pauses while the pointer is over the hero or the pause button is pressed', async () => {
    const { page, close } = await openHome()
    await page.getByRole('heading', { level: 1 }).hover()
    await settle(page)
    await advance(page, 12_000)
    expect(await currentSlide(page)).toBe('1 of 6')
    await page.mouse.move(640, 790)
    await settle(page)
    await advance(page, 5000)
    expect(await currentSlide(page)).toBe('2 of 6')

    await press(page, 'Pause slideshow')
    await advance(page, 12_000)
    expect(await currentSlide(page)).toBe('2 of 6')
    await press(page, 'Play slideshow')
    await advance(page, 5000)
    expect(await currentSlide(page)).toBe('3 of 6')
    await close()
  })
})

describe('the typing headline', () => {
  // On a desktop this test also watches the caret and the layout: a caret over a whole word at
  // rest looks like a page caught mid-edit (in every screenshot), and typed letters in a centred
  // line would move the ones already there, a layout shift a visitor did not cause (CLS).
  it('holds the first word 1500 ms, deletes at 50 ms, types Business at 150 ms, and comes round to H, Ho; its caret shows only while letters come and go, and nothing shifts', async () => {
    const { page, close } = await openHome({ viewport: 'desktop' })
    await recordLayoutShifts(page)
    const word = typedWord(page)
    const caret = word.locator('[data-typing-caret]')
    // The blink runs on the real clock, not the page's test clock: read whether it runs, not its colour now.
    const caretState = () =>
      caret.evaluate((element) => ({
        blinking: getComputedStyle(element).animationName === 'caret',
        colour: getComputedStyle(element).borderRightColor,
      }))
    expect(await word.textContent()).toBe('Home')
    expect(await caretState(), 'the caret over the whole word at rest').toEqual({ blinking: false, colour: 'rgba(0, 0, 0, 0)' })
    await advance(page, 1499)
    expect(await word.textContent()).toBe('Home')
    await advance(page, 1)
    expect(await word.textContent()).toBe('Hom')
    for (const text of ['Ho', 'H', '']) {
      await advance(page, 50)
      expect(await word.textContent()).toBe(text)
      if (text === 'Ho') expect((await caretState()).blinking, 'the caret while letters go').toBe(true)
    }
    for (const text of ['B', 'Bu', 'Bus', 'Busi', 'Busin', 'Busine', 'Busines', 'Business']) {
      await advance(page, 149)
      expect(await word.textContent()).not.toBe(text)
      await advance(page, 1)
      expect(await word.textContent()).toBe(text)
    }
    expect(await layoutShifts(page), 'layout shifts while the headline types and deletes').toEqual([])
    await advance(page, 1499)
    expect(await word.textContent()).toBe('Business')
    await advance(page, 1)
    expect(await word.textContent()).toBe('Busines')
    await advance(page, ('Busines'.length - 1) * 50)
    expect(await word.textContent()).toBe('B')
    await advance(page, 50)
    expect(await word.textContent()).toBe('')

    for (const next of typingWords.slice(2)) {
      const times = wordTimes(next)
      await advance(page, times.type)
      expect(await word.textContent()).toBe(next)
      await advance(page, times.holdAndDelete)
      expect(await word.textContent()).toBe('')
    }
    await advance(page, 150)
    expect(await word.textContent()).toBe('H')
    await advance(page, 150)
    expect(await word.textContent()).toBe('Ho')
    await close()
  })
})

describe('reduced motion', () => {
  it('never autoplays or slides the hero, and shows one whole headline word that neither types nor rotates', async () => {
    const { page, close, problems } = await openHome({ reducedMotion: 'reduce' })
    const word = typedWord(page)
    for (const wait of [1600, 1400, 3000, 10_000]) {
      await advance(page, wait)
      expect(await word.textContent()).toBe('Home')
    }

    await advance(page, 30_000)
    expect(await currentSlide(page)).toBe('1 of 6')
    expect(await page.getByRole('button', { name: 'Pause slideshow' }).count()).toBe(0)
    await press(page, 'Next slide')
    expect(await currentSlide(page)).toBe('2 of 6')
    const transition = await page
      .locator('[aria-roledescription="slide"]')
      .first()
      .evaluate((el) => getComputedStyle(el.parentElement as HTMLElement).transitionProperty)
    expect(transition).toBe('none')
    expect(problems).toEqual([])
    await close()
  })
})
describe('the services grid', () => {
  // Links and their targets are prerendered: read from the served HTML, no browser.
  it('links six cards to the six service pages and View All Services to /all-services', async () => {
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

describe('the service regions', () => {
  const expected = { 'North Carolina': 14, 'South Carolina': 12, 'North Georgia': 14 } as const
  const offers = { 'North Carolina': 'Charlotte', 'South Carolina': 'Columbia', 'North Georgia': 'Atlanta (North)' } as const

  async function openState(page: Page, name: string): Promise<Locator> {
    await page.getByRole('button', { name: new RegExp(`^${name}`) }).click()
    const dialog = page.getByRole('dialog', { name: `${name} Service Areas` })
    await dialog.waitFor()
    return dialog
  }

  describe('in its dialogs', () => {
    // The dialog tests share one load, the page's clock running (Radix waits on timers of its
    // own); each leaves the dialogs closed, and the last follows a city link away. The page is
    // closed before the tests below, so it does not animate while they run.
    let home: Awaited<ReturnType<typeof openHome>>
    beforeAll(async () => {
      home = await openHome()
      await home.page.clock.resume()
    })
    afterAll(async () => {
      await home?.close()
    })

    it('lists each state’s cities in a dialog, marking the financing city with a badge and a legend, and opens one from the keyboard', async () => {
      const { page, problems } = home
      expect(serviceStates.map((state) => state.name)).toEqual(Object.keys(expected))
      for (const [name, count] of Object.entries(expected)) {
        const dialog = await openState(page, name)
        const list = dialog.locator('[data-city-list]')
        expect(await list.locator(':scope > li').count()).toBe(count)
        expect(await list.evaluate((el) => getComputedStyle(el).overflowY)).toBe('auto')
        const maxHeight = await list.evaluate((el) => parseFloat(getComputedStyle(el).maxHeight))
        expect(maxHeight).toBeCloseTo(await page.evaluate(() => window.innerHeight * 0.6), 0)
        const marked = list.locator(':scope > li', { has: page.locator('[data-financing-marker]') })
        expect(await marked.count()).toBe(1)
        expect(await marked.textContent()).toContain(offers[name as keyof typeof offers])
        expect(await dialog.getByText('Special financing available', { exact: true }).isVisible()).toBe(true)
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
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toMatch(/^South Carolina/)
      expect(problems).toEqual([])
    })

    it('closes only the areas when Escape comes the moment they open', async () => {
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
        expect(await state.isVisible(), `attempt ${attempt}`).toBe(true)
      }
      await page.keyboard.press('Escape')
      await state.waitFor({ state: 'hidden' })
    })

    it('opens Charlotte’s four areas and a whole-city link, and takes a city without areas to its page', async () => {
      const { page } = home
      const state = await openState(page, 'North Carolina')
      await state.getByRole('button', { name: /Charlotte/ }).click()
      const areas = page.getByRole('dialog', { name: 'Charlotte Service Areas' })
      await areas.waitFor()
      const links = await areas
        .getByRole('link')
        .evaluateAll((els) => els.map((a) => [(a.textContent ?? '').trim(), a.getAttribute('href')]))
      expect(links).toEqual([
        ['Uptown', '/nc/uptown-charlotte/security-camera-installation'],
        ['South Charlotte', '/nc/south-charlotte/security-camera-installation'],
        ['University Area', '/nc/university-area-charlotte/security-camera-installation'],
        ['Ballantyne', '/nc/ballantyne-charlotte/security-camera-installation'],
        ['All of Charlotte', '/nc/charlotte/security-camera-installation'],
      ])
      await page.keyboard.press('Escape')
      await areas.waitFor({ state: 'hidden' })
      expect(await state.isVisible()).toBe(true)

      await state.getByRole('link', { name: 'Gastonia' }).click()
      await page.waitForURL('**/nc/gastonia/security-camera-installation')
    })
  })

  // The home page becomes interactive without the dialogs' code (Radix Dialog, about 13 KB);
  // it comes when a visitor reaches for a state, and the dialog then behaves as before.
  it('hydrates without the dialog code and fetches it when a visitor reaches for a state', async () => {
    const { page, close, problems } = await newPage(browser, { fresh: true })
    await visit(page, '/')
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
    expect(await button.getAttribute('aria-haspopup')).toBe('dialog')
    expect(await button.getAttribute('aria-expanded')).toBe('false')
    await button.click()
    const dialog = page.getByRole('dialog', { name: 'North Carolina Service Areas' })
    await dialog.waitFor()
    expect(await buttonElement.getAttribute('aria-expanded')).toBe('true')
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
    expect(await button.getAttribute('aria-expanded')).toBe('false')
    // Radix moves focus a task after the dialog unmounts.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toMatch(/^North Carolina/)
    expect(problems).toEqual([])
    await close()
  })

  it('sends a visitor to the same cities as plain links when the dialog code cannot be fetched', async () => {
    // The reused tab: routing turns its cache off, so the dialog's code is asked for and refused
    // even if an earlier test fetched it.
    const { page, close } = await newPage(browser)
    await visit(page, '/')
    // The dialog's code is missing from here on, as on a connection that has just dropped.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort())
    await page.getByRole('button', { name: /^North Georgia/ }).click()
    await page.waitForURL('**/locations#cities-ga')
    expect(await page.locator('h3#cities-ga').textContent()).toBe('North Georgia')
    expect(await page.locator('h3#cities-ga').isVisible()).toBe(true)
    expect(await page.getByRole('list', { name: 'North Georgia' }).getByRole('link', { name: 'Alpharetta' }).getAttribute('href')).toMatch(
      /^\/ga\//,
    )
    await close()
  })
})

describe('the testimonials carousel', () => {
  const namesShown = (page: Page) =>
    page.getByRole('region', { name: testimonialsSection.carouselLabel }).locator('figcaption > span:first-child').allTextContents()

  it('shows two reviews at a time with a star rating, in three pairs that wrap at both ends and never turn by themselves', async () => {
    const { page, close } = await openHome()
    const names = testimonials.map((t) => t.name)
    // It never turns by itself.
    await advance(page, 20_000)
    const region = page.getByRole('region', { name: testimonialsSection.carouselLabel })
    expect(await region.getAttribute('aria-roledescription')).toBe('carousel')
    expect(await namesShown(page)).toEqual(names.slice(0, 2))
    expect(await region.getByRole('img', { name: 'Rated 5 out of 5' }).count()).toBe(2)
    const dots = region.getByRole('button', { name: /^Show testimonials page/ })
    expect(await dots.count()).toBe(3)

    await press(page, testimonialsSection.next)
    expect(await namesShown(page)).toEqual(names.slice(2, 4))
    await press(page, testimonialsSection.next)
    expect(await namesShown(page)).toEqual(names.slice(4, 6))
    expect(await region.getByRole('img', { name: 'Rated 4 out of 5' }).count()).toBe(1)
    await press(page, testimonialsSection.next)
    expect(await namesShown(page)).toEqual(names.slice(0, 2))
    await press(page, testimonialsSection.previous)
    expect(await namesShown(page)).toEqual(names.slice(4, 6))
    await press(page, 'Show testimonials page 2 of 3')
    expect(await namesShown(page)).toEqual(names.slice(2, 4))
    expect(await region.locator('button[aria-current="true"]').getAttribute('aria-label')).toBe('Show testimonials page 2 of 3')
    await close()
  })
})

describe('the calls to action', () => {
  it('ends with the financing highlight and a call link, and Get a Free Quote opens the quote dialog', async () => {
    const { page, close, problems } = await openHome()
    await page.clock.resume()
    const main = page.getByRole('main')
    expect(await main.getByRole('heading', { name: 'Special Financing Available' }).count()).toBe(1)
    expect(await main.getByRole('button', { name: hero.quoteButton }).count()).toBe(2)
    expect(await main.getByRole('link', { name: /^Call / }).getAttribute('href')).toMatch(/^tel:\+1\d{10}$/)
    await main.getByRole('button', { name: hero.quoteButton }).first().click()
    await page.getByRole('dialog', { name: quoteDialogCopy.title }).waitFor()
    expect(problems).toEqual([])
    await close()
  })
})

describe('accessibility', () => {
  // The home page is audited at rest here, with a regions dialog open, not in all-routes.test.ts:
  // in the two looks every page is audited in (support/page-audits.ts), both themes and both sizes.
  for (const look of auditedLooks) {
    it(`has no axe violations in ${look.colorScheme} at ${look.viewport} size, with a regions dialog open too`, async () => {
      const { page, close, problems } = await openHome(look)
      // axe waits on timers of its own, so the page's clock has to run.
      await page.clock.resume()
      expect(await axeViolations(page)).toEqual([])
      await page.getByRole('button', { name: /^North Carolina/ }).click()
      await page.getByRole('dialog', { name: 'North Carolina Service Areas' }).waitFor()
      expect(await axeViolations(page)).toEqual([])
      expect(problems).toEqual([])
      await close()
    })
  }
})
