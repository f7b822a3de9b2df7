import { defineConfig } from '@playwright/test'
import { chromiumArgs, chromiumPath } from './test/support/chromium-path.ts'

/**
 * The browser tests: Playwright's runner against the built, prerendered site served by the real
 * relay (test/e2e/support/global-setup.ts starts it; `npm test` builds first).
 *
 * - `pages`: every page and widget, two workers (one Chromium each) sharing the files between them.
 * - `quotes`: the tests that send quotes and time what the visitor sees; `npm test` runs them in a
 *   lane of their own at a higher priority (scripts/testing/run-tests.ts).
 */
export default defineConfig({
  testDir: 'test/e2e',
  testMatch: '*.test.ts',
  globalSetup: './test/e2e/support/global-setup.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
    // The trace of a failed test: its steps, a DOM snapshot of each, network and console. Without
    // the screencast and the sources, which nearly doubled the page tests' time (decision 0069); the failed
    // page's screenshot is taken once, at the failure.
    trace: { mode: 'retain-on-failure', screenshots: false, sources: false },
    screenshot: 'only-on-failure',
  },
  // A failed test's trace and screenshot: `npx playwright show-trace <file>`. A folder per project:
  // `npm test` runs the two side by side, and each run empties its own.
  projects: [
    { name: 'pages', testIgnore: 'quote-flow.test.ts', outputDir: 'test-results/e2e-pages' },
    { name: 'quotes', testMatch: 'quote-flow.test.ts', outputDir: 'test-results/e2e-quotes' },
  ],
})
