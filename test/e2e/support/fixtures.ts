import { test as base } from '@playwright/test'
import { browserRunsAheadWithThisProcess, openPage, newPage, type OpenedPage, type PageOptions } from './browser'

export { expect } from '@playwright/test'

interface PageFixtures {
  /**
   * Opens a page (the reused tab of its look unless `fresh`) and, with a path, visits it and waits
   * for the page to mark itself hydrated. Every page it opens is closed when the test ends.
   */
  open: (path?: string, options?: PageOptions) => Promise<OpenedPage>
}

export const test = base.extend<PageFixtures>({
  // The worker's Chromium, Playwright's own, at the worker's scheduling priority (see browser.ts).
  browser: [
    async ({ browser }, use) => {
      browserRunsAheadWithThisProcess()
      await use(browser)
    },
    { scope: 'worker' },
  ],
  open: async ({ browser }, use) => {
    const opened: OpenedPage[] = []
    await use(async (path, options) => {
      const page = path === undefined ? await newPage(browser, options) : await openPage(browser, path, options)
      opened.push(page)
      return page
    })
    for (const page of opened.reverse()) await page.close()
  },
})
