import { chromium } from 'playwright-core'
const [,, path, width, scheme, out] = process.argv
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] })
const context = await browser.newContext({ viewport: { width: Number(width), height: 900 }, colorScheme: scheme })
const page = await context.newPage()
await page.goto('http://127.0.0.1:4150' + path, { waitUntil: 'load' })
await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
if (scheme === 'dark') await page.evaluate(() => document.documentElement.classList.add('dark'))
await page.evaluate(async () => { for (const img of document.images) { img.loading = 'eager'; await img.decode().catch(() => {}) } })
await page.waitForTimeout(500)
const mode = process.argv[6]
if (mode && mode.startsWith('at:')) {
  await page.screenshot({ path: out, clip: { x: 0, y: Number(mode.slice(3)), width: Number(width), height: 900 }, fullPage: true })
} else {
  await page.screenshot({ path: out, fullPage: mode !== 'top' })
}
await browser.close()
