import AxeBuilder from '@axe-core/playwright'
import { chromium } from 'playwright-core'
const [base, exe, mode] = process.argv.slice(2) as [string, string, string]
const paths = ['/', '/services/security-camera-installation', '/case-studies', '/about', '/contact', '/case-studies/' , '/nc/charlotte/security-camera-installation', '/products', '/solutions', '/faq']
const browser = await chromium.launch({ executablePath: exe, args: ['--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync','--disable-dev-shm-usage'] })
const s = performance.now()
for (const look of ['light','dark'] as const) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, colorScheme: look })
  const page = await context.newPage()
  for (const p of paths) {
    await page.goto(base + p, { waitUntil: 'load' })
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
    if (mode === 'axe') { const b = new AxeBuilder({ page }).withTags(['wcag2a','wcag2aa']); b.setLegacyMode(true); await b.analyze() }
    if (mode === 'idle') await page.waitForTimeout(1000)
  }
  await context.close()
}
console.log(exe, mode, ((performance.now() - s) / 1000).toFixed(1), 's wall')
await browser.close()
