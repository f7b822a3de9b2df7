/**
 * What a visitor's browser fetches: for key pages at phone and desktop size, the bytes on the
 * wire of images, scripts, styles and HTML loaded before any scrolling, and the time until the page is
 * interactive (hydrated). Prints a table; run after `npm run build`.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { chromium } from 'playwright-core'
import { chromiumArgs } from '../../test/support/chromium-path'
import { startRelayProcess } from '../../test/support/relay-process'
import { samplePaths } from './sample-pages'

const pages = samplePaths('home', 'products', 'case-studies', 'case-study', 'city')
const sizes = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const
const runs = Number(process.env.BENCH_RUNS ?? 3)

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

async function main() {
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-pages-'))
  const relay = await startRelayProcess({ DATA_DIR: dataDir, SITE_DIR: resolve(process.env.DIST_DIR ?? 'dist', 'client') })
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: chromiumArgs,
  })
  console.log('page | size | images KB | scripts KB | styles KB | html KB | hydrated ms (median of ' + runs + ')')
  try {
    for (const path of pages) {
      for (const [sizeName, viewport] of Object.entries(sizes)) {
        const bytes = { image: 0, script: 0, stylesheet: 0, document: 0 }
        const times: number[] = []
        for (let run = 0; run < runs; run++) {
          const context = await browser.newContext({ viewport })
          const page = await context.newPage()
          const seen = { image: 0, script: 0, stylesheet: 0, document: 0 }
          page.on('response', async (response) => {
            const type = response.request().resourceType() as keyof typeof seen
            if (!(type in seen)) return
            // Bytes on the wire (compressed), as a phone on a slow network pays for them.
            const sizes = await response
              .request()
              .sizes()
              .catch(() => ({ responseBodySize: 0 }))
            seen[type] += sizes.responseBodySize
          })
          const started = Date.now()
          await page.goto(relay.baseUrl + path, { waitUntil: 'load' })
          await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
          times.push(Date.now() - started)
          await page.waitForLoadState('networkidle')
          if (run === 0) Object.assign(bytes, seen)
          await context.close()
        }
        const kb = (n: number) => (n / 1024).toFixed(1)
        console.log(
          `${path} | ${sizeName} | ${kb(bytes.image)} | ${kb(bytes.script)} | ${kb(bytes.stylesheet)} | ${kb(bytes.document)} | ${median(times)}`,
        )
      }
    }
  } finally {
    await browser.close()
    await relay.stop()
    await rm(dataDir, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
