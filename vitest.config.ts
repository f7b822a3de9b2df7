import { defineConfig } from 'vitest/config'
import { ownerContentPlugin } from './scripts/owner-content-plugin.ts'

const slow = { testTimeout: 60_000, hookTimeout: 180_000 }

/**
 * Browser tests for the second lane of `npm test` (scripts/run-tests.ts): those that send quotes,
 * against a relay and data directory of their own, and a few page tests, so that the lane beside
 * the page tests takes about as long as they do.
 */
const secondLaneBrowserTests = [
  'test/e2e/quote-flow.test.ts',
  'test/e2e/quote-dialog-errors.test.ts',
  'test/e2e/cross-origin-relay.test.ts',
  'test/e2e/browser-only-deadline.test.ts',
  'test/e2e/editorial.test.ts',
  'test/e2e/shared-widgets.test.ts',
  'test/e2e/discoverability.test.ts',
  'test/e2e/owner-editor.test.ts',
]

/** The fault tests mostly wait (frozen databases, stalled mail servers), so they get a lane of their own. */
const faultTests = ['test/integration/server/relay-faults.test.ts']

export default defineConfig({
  // Content modules import the owner's files as the build does (scripts/owner-content-plugin.ts).
  plugins: [ownerContentPlugin()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.ts', 'test/property/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'contract',
          include: ['test/contract/**/*.test.ts'],
          environment: 'node',
          ...slow,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          exclude: faultTests,
          environment: 'node',
          fileParallelism: false,
          ...slow,
        },
      },
      {
        extends: true,
        test: {
          name: 'faults',
          include: faultTests,
          environment: 'node',
          ...slow,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          exclude: secondLaneBrowserTests,
          environment: 'node',
          fileParallelism: false,
          globalSetup: ['test/e2e/support/global-setup.ts'],
          ...slow,
        },
      },
      {
        // The second lane's browser tests, against a relay and data directory of their own, so
        // they can run beside the page tests.
        extends: true,
        test: {
          name: 'e2e-second-lane',
          include: secondLaneBrowserTests,
          environment: 'node',
          fileParallelism: false,
          globalSetup: ['test/e2e/support/global-setup.ts'],
          ...slow,
        },
      },
    ],
  },
})
