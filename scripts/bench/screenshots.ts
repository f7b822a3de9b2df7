/**
 * Full-page screenshots of every page type, at phone (390×844) and desktop (1440×900) size, in
 * the light and the dark theme, taken from the built site served by the real relay.
 *
 * Run: npm run screenshots            (builds first; writes screenshots/, which git ignores)
 *      node --import tsx scripts/bench/screenshots.ts [path ...]   (an existing build; only these paths)
 */
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { chromium, type Page } from 'playwright-core'
import { samplePages } from './sample-pages'
import { startRelayProcess } from '../../test/support/relay-process'
import { chromiumPath } from '../../test/support/chromium-path'

const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
} as const

const outDir = resolve('screenshots')
const siteDir = resolve(process.env.DIST_DIR ?? 'dist', 'client')

/** Scrolls through the page as a visitor would, so lazy pictures load, then back to the top. */
async function loadLazyImages(page: Page): Promise<void> {
  // Pictures below the first screen wait for its picture to be painted (src/features/layout/pre-paint/first-picture.js).
  await page.waitForFunction(() => !document.documentElement.hasAttribute('data-first-picture'))
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  for (let y = 0; y < height; y += 600) {
    await page.evaluate((top) => window.scrollTo(0, top), y)
    await page.waitForTimeout(50)
  }
  // Slides waiting off to the side (hidden from everyone) stay lazy on purpose.
  await page.waitForFunction(() => [...document.images].every((image) => image.complete || image.closest('[aria-hidden="true"]')))
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.waitForTimeout(300)
}

async function main(): Promise<void> {
  if (!existsSync(join(siteDir, 'index.html'))) throw new Error('No built site in dist/client: run `npm run build` first.')
  const only = process.argv.slice(2)
  const entries = Object.entries(samplePages).filter(([, path]) => only.length === 0 || only.includes(path))

  const dataDir = await mkdtemp(join(tmpdir(), 'site-screenshots-'))
  const relay = await startRelayProcess({ DATA_DIR: dataDir, SITE_DIR: siteDir })
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking'],
  })
  await mkdir(outDir, { recursive: true })
  try {
    for (const [viewportName, viewport] of Object.entries(viewports)) {
      for (const colorScheme of ['light', 'dark'] as const) {
        const context = await browser.newContext({ viewport, colorScheme, reducedMotion: 'reduce' })
        const page = await context.newPage()
        for (const [name, path] of entries) {
          await page.goto(new URL(path, relay.baseUrl).href, { waitUntil: 'load' })
          await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
          await page.evaluate(() => document.fonts.ready)
          await loadLazyImages(page)
          const file = join(outDir, `${name}-${viewportName}-${colorScheme}.png`)
          await page.screenshot({ path: file, fullPage: true })
          console.log(file)
        }
        await context.close()
      }
    }
  } finally {
    await browser.close()
    await relay.stop()
    await rm(dataDir, { recursive: true, force: true })
  }
}

await main()
