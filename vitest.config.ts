import { defineConfig } from 'vitest/config'

const slow = { testTimeout: 60_000, hookTimeout: 180_000 }

const quoteSendingBrowserTests = [
  'test/e2e/quote-flow.test.ts',
  'test/e2e/quote-dialog-errors.test.ts',
  'test/e2e/cross-origin-relay.test.ts',
  'test/e2e/browser-only-deadline.test.ts',
]

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.ts', 'test/property/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'contract',
          include: ['test/contract/**/*.test.ts'],
          environment: 'node',
          ...slow,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
          ...slow,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          exclude: quoteSendingBrowserTests,
          environment: 'node',
          fileParallelism: false,
          globalSetup: ['test/e2e/support/global-setup.ts'],
          ...slow,
        },
      },
      {
        // Browser tests that send quotes, against a relay and data directory of their own, so
        // they can run beside the page tests (scripts/run-tests.ts puts them in the other lane).
        test: {
          name: 'e2e-quotes',
          include: quoteSendingBrowserTests,
          environment: 'node',
          fileParallelism: false,
          globalSetup: ['test/e2e/support/global-setup.ts'],
          ...slow,
        },
      },
    ],
  },
})
