import { defineConfig } from 'vitest/config'
import { ownerContentPlugin } from './scripts/owner-content-plugin.ts'
import { testNodeFlags } from './test/support/test-node-flags.ts'

const slow = { testTimeout: 60_000, hookTimeout: 180_000 }

// Relays killed, frozen and stalled: mostly waiting on timeouts, so they run beside the other
// integration tests instead of after them (scripts/run-tests.ts).
const relayFaults = ['test/integration/server/relay-faults.test.ts', 'test/integration/server/relay-lock.test.ts']

const quoteSendingBrowserTests = [
  'test/e2e/quote-flow.test.ts',
  'test/e2e/quote-dialog-errors.test.ts',
  'test/e2e/cross-origin-relay.test.ts',
  'test/e2e/browser-only-deadline.test.ts',
]

export default defineConfig({
  // Content modules import the owner's files as the build does (scripts/owner-content-plugin.ts).
  plugins: [ownerContentPlugin()],
  test: {
    // Test workers open PGlite databases that live seconds: see test/support/test-node-flags.ts.
    execArgv: [...testNodeFlags],
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
          exclude: relayFaults,
          environment: 'node',
          fileParallelism: false,
          ...slow,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration-faults',
          include: relayFaults,
          environment: 'node',
          fileParallelism: false,
          ...slow,
        },
      },
      {
        extends: true,
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
        extends: true,
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
